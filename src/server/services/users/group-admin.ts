import type { Db, Tx } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { GroupRow } from '@/server/db/schema'
import { badInput, conflict, forbidden, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  deleteGroupById,
  findGroupById,
  findGroupByName,
  groupRoleAssignments,
  insertGroup,
  listGroups,
  replaceGroupRoles,
  updateGroupAtVersion,
} from '@/server/repositories/group-repository'
import { groupMemberIds, isGroupMember } from '@/server/repositories/grant-state'
import { findRolesByIds } from '@/server/repositories/role-repository'
import type { Viewer } from '@/server/auth/viewer'
import {
  allAccessAmong,
  assertAllAccessRemains,
  assertMayChangeAll,
  assertMayConfer,
  grantChange,
  type Caller,
} from '@/server/services/users/grant-guard'
import { grantsOf, levelFor } from '@/server/services/users/user-access'
import { grantRefusal } from '@/shared/grant-ceiling'
import { isAllAccess } from '@/shared/permissions'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { GroupSchema, USER_MESSAGES, type GroupValues } from '@/shared/user-schemas'

const nameTaken = () => badInput(USER_MESSAGES.groupNameTaken, { name: USER_MESSAGES.groupNameTaken })

/**
 * The group's roles as stored: each role once, customer and employee at 20; unknown role ids refused, and roles that
 * would give members more than the caller holds refused (the grant ceiling).
 */
async function resolveRoles(tx: Tx, caller: Caller, values: GroupValues) {
  const ids = [...new Set(values.roles.map((role) => role.roleId))]
  const found = await findRolesByIds(tx, ids)
  if (found.length !== ids.length) throw badInput('Unknown role', { roles: 'Choose roles from the list' })
  const held = ids.map((roleId) => {
    const role = found.find((candidate) => candidate.id === roleId)!
    const requested = values.roles.find((entry) => entry.roleId === roleId)!.permissionLevel
    return { roleId, roleName: role.name, permissionLevel: levelFor(role, requested) }
  })
  assertMayConfer(caller, await grantsOf(tx, held))
  return held.map(({ roleId, permissionLevel }) => ({ roleId, permissionLevel }))
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const clash = await findGroupByName(db, name)
  if (clash && clash.id !== exceptId) throw nameTaken()
}

export const allGroups = (db: Db) => listGroups(db)

export const groupById = (db: Db, id: string) => findGroupById(db, id)

/** A second save racing for one name hears the same as if it had come second. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}

export async function createGroup(db: Db, viewer: Viewer, input: unknown): Promise<GroupRow> {
  const values = parseInput(GroupSchema, input, 'Failed to create group. Please try again.')
  await assertNameFree(db, values.name)
  return guardName(() =>
    grantChange(db, viewer, async (tx, caller) => {
      const held = await resolveRoles(tx, caller, values)
      const group = await insertGroup(tx, { name: values.name, description: values.description || null })
      await replaceGroupRoles(tx, group.id, held)
      return group
    }),
  )
}

const sameRoles = (a: readonly { roleId: string; permissionLevel: number }[], b: typeof a) =>
  a.length === b.length &&
  a.every((role) => b.some((other) => other.roleId === role.roleId && other.permissionLevel === role.permissionLevel))

/**
 * Why the caller may not change the group (its name, description or roles, or delete it): they belong to it (all access
 * aside), or one of its roles gives more than they hold; with the group's roles as they are.
 */
async function groupRefusal(db: Db, caller: Caller, groupId: string) {
  const before = await groupRoleAssignments(db, groupId)
  if (isAllAccess(caller.grants)) return { refusal: undefined, before }
  if (await isGroupMember(db, caller.id, groupId)) return { refusal: PRIVILEGE_MESSAGES.heldGroup, before }
  return { refusal: grantRefusal(caller.grants, await grantsOf(db, before)), before }
}

/** What the group's page says when its viewer may not change the group (see groupRefusal); null when they may. */
export async function groupChangeRefusal(db: Db, viewer: Viewer, groupId: string): Promise<string | null> {
  const { refusal } = await groupRefusal(db, { id: viewer.user.id, grants: viewer.roles }, groupId)
  return refusal ?? null
}

/**
 * The group, if the caller may change it to give `rolesAfter`: not a group they belong to (all access aside), none of
 * its roles above their own, and (when its roles change) none of its members holding more than the caller. Returns
 * its members with all access, for assertAllAccessRemains.
 */
async function requireChangeableGroup(
  tx: Tx,
  caller: Caller,
  id: string,
  rolesAfter: readonly { roleId: string; permissionLevel: number }[],
) {
  const group = await findGroupById(tx, id)
  if (!group) throw notFound('Group not found')
  const { refusal, before } = await groupRefusal(tx, caller, group.id)
  if (refusal) throw forbidden(refusal)
  const members = sameRoles(before, rolesAfter) ? [] : await groupMemberIds(tx, group.id)
  await assertMayChangeAll(
    tx,
    caller,
    members.filter((member) => member !== caller.id),
  )
  return { group, hadAllAccess: await allAccessAmong(tx, members) }
}

/** Saves a group with the version it was loaded at; someone else's save in between is CONFLICT. */
export async function editGroup(db: Db, viewer: Viewer, request: { id: string; version: number }): Promise<GroupRow> {
  const values = parseInput(GroupSchema, request, 'Error updating group')
  await assertNameFree(db, values.name, request.id)
  return guardName(() =>
    grantChange(db, viewer, async (tx, caller) => {
      const found = await findGroupById(tx, request.id)
      if (!found) throw notFound('Group not found')
      const held = await resolveRoles(tx, caller, values)
      const { group: current, hadAllAccess } = await requireChangeableGroup(tx, caller, found.id, held)
      const group = await updateGroupAtVersion(tx, current.id, request.version, {
        name: values.name,
        description: values.description || null,
      })
      if (!group) throw conflict(USER_MESSAGES.groupChanged)
      await replaceGroupRoles(tx, group.id, held)
      await assertAllAccessRemains(tx, hadAllAccess)
      return group
    }),
  )
}

export async function deleteGroup(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { group, hadAllAccess } = await requireChangeableGroup(tx, caller, id, [])
    const deleted = await deleteGroupById(tx, group.id)
    await assertAllAccessRemains(tx, hadAllAccess)
    return deleted
  })
}
