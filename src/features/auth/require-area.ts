import { ForbiddenAreaError } from '@/components/layout/no-access'
import { can, type Area } from '@/shared/permissions'
import type { SessionUser } from './session-user'

/** For a route's beforeLoad: the page's area must be readable by the user, else the "no access" page shows. */
export function requireArea(user: SessionUser, area: Area): void {
  if (!can(user.roles, area)) throw new ForbiddenAreaError()
}
