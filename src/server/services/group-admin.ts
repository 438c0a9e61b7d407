import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { GroupRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { badInput, conflict, notFound } from '@/server/errors'
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
import { findRolesByIds, lockRolesForGrant } from '@/server/repositories/role-repository'
import type { Viewer } from '@/server/services/auth-service'
import { assertMayGrant, levelFor } from '@/server/services/user-access'
import { GroupSchema, USER_MESSAGES, type GroupValues } from '@/shared/user-schemas'

const nameTaken = () => badInput(USER_MESSAGES.groupNameTaken, { name: USER_MESSAGES.groupNameTaken })

/** The group's roles as stored: each role once, customer and employee at 20; unknown role ids refused. */
async function resolveRoles(db: Db, viewer: Viewer, values: GroupValues) {
  const ids = [...new Set(values.roles.map((role) => role.roleId))]
  const found = await findRolesByIds(db, ids)
  if (found.length !== ids.length) throw badInput('Unknown role', { roles: 'Choose roles from the list' })
  await assertMayGrant(
    db,
    viewer,
    found.map((role) => role.id),
  )
  return ids.map((roleId) => {
    const role = found.find((candidate) => candidate.id === roleId)!
    const requested = values.roles.find((entry) => entry.roleId === roleId)!.permissionLevel
    return { roleId, permissionLevel: levelFor(role, requested) }
  })
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
  const held = await resolveRoles(db, viewer, values)
  return guardName(() =>
    transaction(db, async (tx) => {
      await lockRolesForGrant(
        tx,
        held.map((role) => role.roleId),
      )
      const group = await insertGroup(tx, { name: values.name, description: values.description || null })
      await replaceGroupRoles(tx, group.id, held)
      return group
    }),
  )
}

async function requireGroup(db: Db, viewer: Viewer, id: string): Promise<GroupRow> {
  const group = await findGroupById(db, id)
  if (!group) throw notFound('Group not found')
  // Changing or removing a group that grants admin or dev is as strong as granting it.
  await assertMayGrant(
    db,
    viewer,
    (await groupRoleAssignments(db, group.id)).map((role) => role.roleId),
  )
  return group
}

/** Saves a group with the version it was loaded at; someone else's save in between is CONFLICT. */
export async function editGroup(db: Db, viewer: Viewer, request: { id: string; version: number }): Promise<GroupRow> {
  const current = await requireGroup(db, viewer, request.id)
  const values = parseInput(GroupSchema, request, 'Error updating group')
  await assertNameFree(db, values.name, current.id)
  const held = await resolveRoles(db, viewer, values)
  return guardName(() =>
    transaction(db, async (tx) => {
      await lockRolesForGrant(
        tx,
        held.map((role) => role.roleId),
      )
      const group = await updateGroupAtVersion(tx, current.id, request.version, {
        name: values.name,
        description: values.description || null,
      })
      if (!group) throw conflict(USER_MESSAGES.groupChanged)
      await replaceGroupRoles(tx, group.id, held)
      return group
    }),
  )
}

export async function deleteGroup(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  const group = await requireGroup(db, viewer, id)
  return deleteGroupById(db, group.id)
}
