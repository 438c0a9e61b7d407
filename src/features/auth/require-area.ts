import { ForbiddenAreaError } from '@/components/layout/no-access'
import { can, PermissionLevel, type Area } from '@/shared/permissions'
import type { SessionUser } from './session-user'

/** For a route's beforeLoad: the user needs `level` (reading by default) in the page's area, else "no access" shows. */
export function requireArea(user: SessionUser, area: Area, level: PermissionLevel = PermissionLevel.View): void {
  if (!can(user.roles, area, level)) throw new ForbiddenAreaError()
}
