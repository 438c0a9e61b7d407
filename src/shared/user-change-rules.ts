// Who may change whom (the self rule). Its own module: the screen that hides what would be refused loads it, not every
// page.
import { holdsMoreRefusal } from './grant-ceiling'
import { isAllAccess, type RoleGrant } from './permissions'

export const PRIVILEGE_MESSAGES = {
  selfDeactivation: 'You cannot deactivate your own account.',
  selfChange: 'You cannot change your own account, roles or groups here: someone else who holds user management can.',
  heldRole: 'You cannot change a role you hold: someone else who holds user management can.',
  heldGroup: 'You cannot change a group you belong to: someone else who holds user management can.',
  lastAllAccess: 'This change would leave no active user with access to every area.',
} as const

/**
 * What is done to a user: their details, a reset link, their roles and groups, their account's activation, ending their
 * sessions, resetting their two-step sign-in.
 */
export type UserChange = 'edit' | 'reset' | 'roles' | 'activate' | 'deactivate' | 'sessions' | 'twoStep'

/**
 * Why the actor may not make the change to the target user, or undefined when they may: nobody deactivates themselves;
 * nobody but an all-access user changes themselves here; nobody changes a user who holds an area at a level the actor
 * does not. The server enforces it; the client uses it to show such a user read-only, with this reason.
 */
export function userChangeRefusal(
  actor: { id: string; grants: readonly RoleGrant[] },
  target: { id: string; grants: readonly RoleGrant[] },
  change: UserChange,
): string | undefined {
  const self = actor.id === target.id
  if (self && change === 'deactivate') return PRIVILEGE_MESSAGES.selfDeactivation
  if (self) return isAllAccess(actor.grants) ? undefined : PRIVILEGE_MESSAGES.selfChange
  return holdsMoreRefusal(actor.grants, target.grants)
}
