import type { Db } from '@/server/db/client'
import type { RoleRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { badInput, forbidden, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findGroupById, groupRoleAssignments } from '@/server/repositories/group-repository'
import {
  deleteGroupMember,
  deleteUserRole,
  insertGroupMember,
  insertUserRole,
  updateUserRoleLevel,
} from '@/server/repositories/membership-repository'
import { findRoleById, roleAreasOf } from '@/server/repositories/role-repository'
import { touchUser } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { requireChangeableUser } from '@/server/services/user-admin'
import { isFixedLevelRole, PermissionLevel } from '@/shared/permissions'
import { grantRefusal } from '@/shared/user-change-rules'
import { PermissionLevelSchema, USER_MESSAGES } from '@/shared/user-schemas'

export interface UserRoleRequest {
  userId: string
  roleId: string
  permissionLevel: number
}

export async function requireRole(db: Db, roleId: string): Promise<RoleRow> {
  const role = await findRoleById(db, roleId)
  if (!role) throw notFound('Role not found')
  return role
}

/**
 * Roles that together open every area at Delete (admin, dev, or custom roles checked all over): only someone who holds
 * all access may hand them out, or change what holds them. Decided from the roles' areas, not their names.
 */
export async function assertMayGrant(db: Db, viewer: Viewer, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return
  const areas = await roleAreasOf(db, roleIds)
  const refusal = grantRefusal(
    viewer.roles,
    roleIds.map((id) => ({ name: id, areas: areas.get(id) ?? [] })),
  )
  if (refusal) throw forbidden(refusal)
}

/** The level a role is held at: customer and employee always 20, others as asked (5, 10, 15 or 20). */
export function levelFor(role: RoleRow, requested: number): number {
  if (isFixedLevelRole(role.name)) return PermissionLevel.Delete
  return parseInput(PermissionLevelSchema, requested, 'Permission level must be 5, 10, 15 or 20')
}

export async function assignUserRole(db: Db, viewer: Viewer, request: UserRoleRequest): Promise<boolean> {
  const [user, role] = await Promise.all([
    requireChangeableUser(db, viewer, request.userId),
    requireRole(db, request.roleId),
  ])
  await assertMayGrant(db, viewer, [role.id])
  const permissionLevel = levelFor(role, request.permissionLevel)
  return transaction(db, async (tx) => {
    if (!(await insertUserRole(tx, user.id, role.id, permissionLevel))) {
      throw badInput(USER_MESSAGES.roleHeld, { roleId: USER_MESSAGES.roleHeld })
    }
    await touchUser(tx, user.id)
    return true
  })
}

export async function updateUserRolePermission(db: Db, viewer: Viewer, request: UserRoleRequest): Promise<boolean> {
  const [user, role] = await Promise.all([
    requireChangeableUser(db, viewer, request.userId),
    requireRole(db, request.roleId),
  ])
  await assertMayGrant(db, viewer, [role.id])
  if (isFixedLevelRole(role.name) && request.permissionLevel !== PermissionLevel.Delete) {
    throw badInput(USER_MESSAGES.fixedRole, { permissionLevel: USER_MESSAGES.fixedRole })
  }
  const permissionLevel = levelFor(role, request.permissionLevel)
  return transaction(db, async (tx) => {
    if (!(await updateUserRoleLevel(tx, user.id, role.id, permissionLevel))) throw notFound(USER_MESSAGES.roleNotHeld)
    await touchUser(tx, user.id)
    return true
  })
}

export async function removeUserRole(db: Db, viewer: Viewer, request: Omit<UserRoleRequest, 'permissionLevel'>) {
  const [user, role] = await Promise.all([
    requireChangeableUser(db, viewer, request.userId),
    requireRole(db, request.roleId),
  ])
  await assertMayGrant(db, viewer, [role.id])
  return transaction(db, async (tx) => {
    if (!(await deleteUserRole(tx, user.id, role.id))) throw notFound(USER_MESSAGES.roleNotHeld)
    await touchUser(tx, user.id)
    return true
  })
}

export interface UserGroupRequest {
  userId: string
  groupId: string
}

async function requireUserAndGroup(db: Db, viewer: Viewer, request: UserGroupRequest) {
  const [user, group] = await Promise.all([
    requireChangeableUser(db, viewer, request.userId),
    findGroupById(db, request.groupId),
  ])
  if (!group) throw notFound('Group not found')
  await assertMayGrant(
    db,
    viewer,
    (await groupRoleAssignments(db, group.id)).map((role) => role.roleId),
  )
  return { user, group }
}

export async function addUserToGroup(db: Db, viewer: Viewer, request: UserGroupRequest): Promise<boolean> {
  const { user, group } = await requireUserAndGroup(db, viewer, request)
  return transaction(db, async (tx) => {
    if (!(await insertGroupMember(tx, user.id, group.id))) {
      throw badInput(USER_MESSAGES.alreadyMember, { groupId: USER_MESSAGES.alreadyMember })
    }
    await touchUser(tx, user.id)
    return true
  })
}

export async function removeUserFromGroup(db: Db, viewer: Viewer, request: UserGroupRequest): Promise<boolean> {
  const { user, group } = await requireUserAndGroup(db, viewer, request)
  return transaction(db, async (tx) => {
    if (!(await deleteGroupMember(tx, user.id, group.id))) throw notFound(USER_MESSAGES.notMember)
    await touchUser(tx, user.id)
    return true
  })
}
