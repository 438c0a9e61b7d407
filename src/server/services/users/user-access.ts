import type { Db, Tx } from '@/server/db/client'
import type { RoleRow } from '@/server/db/schema'
import { badInput, notFound } from '@/server/errors'
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
import type { Viewer } from '@/server/auth/viewer'
import {
  allAccessAmong,
  assertAllAccessRemains,
  assertMayConfer,
  grantChange,
  type Caller,
  requireChangeableUser,
} from '@/server/services/users/grant-guard'
import { assignedGrant } from '@/shared/grant-ceiling'
import { isFixedLevelRole, PermissionLevel, type RoleGrant } from '@/shared/permissions'
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

/** The level a role is held at: customer and employee always 20, others as asked (5, 10, 15 or 20). */
export function levelFor(role: RoleRow, requested: number): number {
  if (isFixedLevelRole(role.name)) return PermissionLevel.Delete
  return parseInput(PermissionLevelSchema, requested, 'Permission level must be 5, 10, 15 or 20')
}

/** What holding these roles at these levels gives, area by area (a group's roles, or one assignment). */
export async function grantsOf(
  db: Db,
  held: readonly { roleId: string; roleName: string; permissionLevel: number }[],
): Promise<RoleGrant[]> {
  const areas = await roleAreasOf(
    db,
    held.map((role) => role.roleId),
  )
  return held.map((role) =>
    assignedGrant({ name: role.roleName, areas: areas.get(role.roleId) ?? [] }, role.permissionLevel),
  )
}

/** The user (whom the caller may re-role) and the role, checked inside the change's transaction. */
async function requireUserAndRole(tx: Tx, caller: Caller, request: UserRoleRequest) {
  const role = await requireRole(tx, request.roleId)
  const { user } = await requireChangeableUser(tx, caller, request.userId, 'roles')
  return { user, role }
}

/** Gives the user the role at the level: only within the caller's own areas and levels (the grant ceiling). */
export async function assignUserRole(db: Db, viewer: Viewer, request: UserRoleRequest): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user, role } = await requireUserAndRole(tx, caller, request)
    const permissionLevel = levelFor(role, request.permissionLevel)
    assertMayConfer(caller, await grantsOf(tx, [{ roleId: role.id, roleName: role.name, permissionLevel }]))
    if (!(await insertUserRole(tx, user.id, role.id, permissionLevel))) {
      throw badInput(USER_MESSAGES.roleHeld, { roleId: USER_MESSAGES.roleHeld })
    }
    await touchUser(tx, user.id)
    return true
  })
}

export async function updateUserRolePermission(db: Db, viewer: Viewer, request: UserRoleRequest): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user, role } = await requireUserAndRole(tx, caller, request)
    if (isFixedLevelRole(role.name) && request.permissionLevel !== PermissionLevel.Delete) {
      throw badInput(USER_MESSAGES.fixedRole, { permissionLevel: USER_MESSAGES.fixedRole })
    }
    const permissionLevel = levelFor(role, request.permissionLevel)
    assertMayConfer(caller, await grantsOf(tx, [{ roleId: role.id, roleName: role.name, permissionLevel }]))
    const hadAllAccess = await allAccessAmong(tx, [user.id])
    if (!(await updateUserRoleLevel(tx, user.id, role.id, permissionLevel))) throw notFound(USER_MESSAGES.roleNotHeld)
    await assertAllAccessRemains(tx, hadAllAccess)
    await touchUser(tx, user.id)
    return true
  })
}

export async function removeUserRole(db: Db, viewer: Viewer, request: Omit<UserRoleRequest, 'permissionLevel'>) {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user, role } = await requireUserAndRole(tx, caller, { ...request, permissionLevel: 0 })
    const hadAllAccess = await allAccessAmong(tx, [user.id])
    if (!(await deleteUserRole(tx, user.id, role.id))) throw notFound(USER_MESSAGES.roleNotHeld)
    await assertAllAccessRemains(tx, hadAllAccess)
    await touchUser(tx, user.id)
    return true
  })
}

export interface UserGroupRequest {
  userId: string
  groupId: string
}

async function requireUserAndGroup(tx: Tx, caller: Caller, request: UserGroupRequest) {
  const group = await findGroupById(tx, request.groupId)
  if (!group) throw notFound('Group not found')
  const { user } = await requireChangeableUser(tx, caller, request.userId, 'roles')
  return { user, group }
}

/** Adds the user to the group: the group's roles are given to them, so they must lie within the caller's own. */
export async function addUserToGroup(db: Db, viewer: Viewer, request: UserGroupRequest): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user, group } = await requireUserAndGroup(tx, caller, request)
    assertMayConfer(caller, await grantsOf(tx, await groupRoleAssignments(tx, group.id)))
    if (!(await insertGroupMember(tx, user.id, group.id))) {
      throw badInput(USER_MESSAGES.alreadyMember, { groupId: USER_MESSAGES.alreadyMember })
    }
    await touchUser(tx, user.id)
    return true
  })
}

export async function removeUserFromGroup(db: Db, viewer: Viewer, request: UserGroupRequest): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user, group } = await requireUserAndGroup(tx, caller, request)
    const hadAllAccess = await allAccessAmong(tx, [user.id])
    if (!(await deleteGroupMember(tx, user.id, group.id))) throw notFound(USER_MESSAGES.notMember)
    await assertAllAccessRemains(tx, hadAllAccess)
    await touchUser(tx, user.id)
    return true
  })
}
