import { can, PermissionLevel, type Area } from '@/shared/permissions'
import type { SessionUser } from './session-user'

/** Thrown by a route guard; the router's error screen shows "no access" for it. */
export class ForbiddenAreaError extends Error {
  constructor() {
    super("You don't have access to this page")
    this.name = 'ForbiddenAreaError'
  }
}

/** For a route's beforeLoad: the user needs `level` (reading by default) in the page's area, else "no access" shows. */
export function requireArea(user: SessionUser, area: Area, level: PermissionLevel = PermissionLevel.View): void {
  if (!can(user.roles, area, level)) throw new ForbiddenAreaError()
}
