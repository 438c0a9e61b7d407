import type { GraphQLError } from 'graphql'
import type { SecurityLog } from '@/server/auth/security-log'
import type { UserRow } from '@/server/db/schema'
import { forbidden } from '@/server/errors'
import type { RoleGrantRow } from '@/server/repositories/user-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { canUsePortal } from '@/shared/permissions'

const NO_PORTAL_ACCESS = 'This account does not have access to the admin portal.'
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact an administrator.'

/** Why this account may not use the portal now; undefined when it may. */
export function portalRefusal(user: UserRow, roles: RoleGrantRow[]): GraphQLError | undefined {
  if (!user.active) return forbidden(ACCOUNT_DEACTIVATED)
  if (!canUsePortal(roles)) return forbidden(NO_PORTAL_ACCESS)
  return undefined
}

export function assertMayUsePortal(user: UserRow, roles: RoleGrantRow[]): void {
  const refusal = portalRefusal(user, roles)
  if (refusal) throw refusal
}

/**
 * Reserves an attempt for the account from the caller's address before any hashing, then checks the password
 * of the account `find` loads. The account when the password is right; undefined otherwise.
 */
export async function checkPassword<T extends { passwordHash: string | null }>(
  deps: AuthDeps,
  { email, password }: { email: string; password: string },
  security: SecurityLog,
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const attempt = await deps.throttle.reserveSignIn(email, security)
  let found: T | undefined
  try {
    found = await deps.passwords.verifyAccount(password, find)
  } catch (error) {
    await attempt.release()
    throw error
  }
  await (found ? attempt.succeeded() : attempt.failed())
  return found
}
