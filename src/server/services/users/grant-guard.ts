// The server's side of the grant ceiling and the self rule (src/shared/grant-ceiling.ts, user-change-rules.ts): every
// change of who may do what runs through grantChange and refuses with these checks, inside its transaction.
import type { Db, Tx } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { forbidden, notFound } from '@/server/errors'
import { allAccessCandidateIds, lockGrants } from '@/server/repositories/grant-state'
import {
  effectiveRoles,
  effectiveRolesOf,
  findUserById,
  type RoleGrantRow,
} from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import type { Viewer } from '@/server/auth/viewer'
import { grantRefusal } from '@/shared/grant-ceiling'
import { isAllAccess, type RoleGrant } from '@/shared/permissions'
import { PRIVILEGE_MESSAGES, userChangeRefusal, type UserChange } from '@/shared/user-change-rules'

/** Who makes the change, with their grants as they are inside the change's transaction. */
export interface Caller {
  id: string
  grants: RoleGrantRow[]
}

/**
 * Runs `work` in one transaction that no other grant change runs beside (see lockGrants), with the caller's grants
 * read inside it: a role taken from the caller a moment earlier is not used to hand something out. A refusal thrown by
 * `work` rolls everything back.
 */
export function grantChange<T>(db: Db, viewer: Viewer, work: (tx: Tx, caller: Caller) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await lockGrants(tx)
    return work(tx, { id: viewer.user.id, grants: await effectiveRoles(tx, viewer.user.id) })
  })
}

/** FORBIDDEN, naming the area and level, when `conferred` gives more than the caller holds. */
export function assertMayConfer(caller: Caller, conferred: readonly RoleGrant[]): void {
  const refusal = grantRefusal(caller.grants, conferred)
  if (refusal) throw forbidden(refusal)
}

/** The user, or NOT_FOUND. */
async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined
  if (!user) throw notFound('User not found')
  return user
}

/** The user and their grants, if the caller may make this change to them (see userChangeRefusal). */
export async function requireChangeableUser(
  tx: Tx,
  caller: Caller,
  userId: string,
  change: UserChange,
): Promise<{ user: UserRow; grants: RoleGrantRow[] }> {
  const user = await requireUser(tx, userId)
  const grants = await effectiveRoles(tx, user.id)
  const refusal = userChangeRefusal(caller, { id: user.id, grants }, change)
  if (refusal) throw forbidden(refusal)
  return { user, grants }
}

/** FORBIDDEN unless the caller may change every one of these users (holders of a role, members of a group). */
export async function assertMayChangeAll(tx: Tx, caller: Caller, userIds: readonly string[]): Promise<void> {
  for (const [id, grants] of await effectiveRolesOf(tx, userIds)) {
    const refusal = userChangeRefusal(caller, { id, grants }, 'roles')
    if (refusal) throw forbidden(refusal)
  }
}

/** Which of these users have all access now; read before a change, for assertAllAccessRemains after it. */
export async function allAccessAmong(tx: Tx, userIds: readonly string[]): Promise<string[]> {
  const grants = await effectiveRolesOf(tx, userIds)
  return [...grants].filter(([, held]) => isAllAccess(held)).map(([id]) => id)
}

/**
 * After a change that may have taken all access from `hadAllAccess` (or deactivated them): FORBIDDEN, rolling the
 * change back, when no active user with all access is left.
 */
export async function assertAllAccessRemains(tx: Tx, hadAllAccess: readonly string[]): Promise<void> {
  if (hadAllAccess.length === 0) return
  const candidates = await effectiveRolesOf(tx, await allAccessCandidateIds(tx))
  if (![...candidates.values()].some(isAllAccess)) throw forbidden(PRIVILEGE_MESSAGES.lastAllAccess)
}
