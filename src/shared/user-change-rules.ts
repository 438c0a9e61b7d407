// Who may change whom. Its own module: the screen that hides what would be refused loads it, not every page.
import { isAllAccess, PermissionLevel, type RoleAreaLevel, type RoleGrant } from './permissions'

export const PRIVILEGE_MESSAGES = {
  allAccessTarget: 'Only an administrator or developer can change an administrator or developer account.',
  grantAllAccess: 'Only an administrator or developer can grant a role that opens every area.',
  allAccessHolder: 'Only an administrator or developer can take away the access of an administrator or developer.',
  selfDeactivation: 'You cannot deactivate your own account.',
} as const

/**
 * Why the actor may not change the target user (edit, deactivate, reset the password, change roles or groups),
 * or undefined when they may: an all-access account is changed only by an all-access user, and nobody
 * deactivates themselves. The server enforces it; the client uses it to hide what would be refused.
 */
export function userChangeRefusal(
  actor: { id: string; grants: readonly RoleGrant[] },
  target: { id: string; grants: readonly RoleGrant[] },
  change: 'deactivate' | 'change',
): string | undefined {
  if (change === 'deactivate' && actor.id === target.id) return PRIVILEGE_MESSAGES.selfDeactivation
  if (isAllAccess(target.grants) && !isAllAccess(actor.grants)) return PRIVILEGE_MESSAGES.allAccessTarget
  return undefined
}

/**
 * Why the actor may not hand out these roles (directly, or through a group that holds them), or undefined when they
 * may: roles that together open every area at Delete are handed out only by someone who holds all access. Decided from
 * the roles' areas, not their names.
 */
export function grantRefusal(
  actorGrants: readonly RoleGrant[],
  roles: readonly { name: string; areas: readonly RoleAreaLevel[] }[],
): string | undefined {
  if (roles.length === 0 || isAllAccess(actorGrants)) return undefined
  const conferred = roles.map((role) => ({ ...role, permissionLevel: PermissionLevel.Delete }))
  return isAllAccess(conferred) ? PRIVILEGE_MESSAGES.grantAllAccess : undefined
}
