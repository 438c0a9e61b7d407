import type { Db, Tx } from '@/server/db/client'
import type { RoleRow } from '@/server/db/schema'
import { badInput, forbidden } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  deleteRoleById,
  findRoleByName,
  insertRole,
  listRoles,
  replaceRoleAreas,
  roleAreasOf,
  updateRoleById,
  findRoleById,
  roleHolderIds,
} from '@/server/repositories/role-repository'
import type { Viewer } from '@/server/auth/viewer'
import {
  allAccessAmong,
  assertAllAccessRemains,
  assertMayChangeAll,
  assertMayConfer,
  grantChange,
  type Caller,
} from '@/server/services/users/grant-guard'
import { requireRole } from '@/server/services/users/user-access'
import { checklistGrant } from '@/shared/grant-ceiling'
import { isAllAccess, isBuiltInRole, type RoleAreaLevel } from '@/shared/permissions'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { RoleSchema, USER_MESSAGES } from '@/shared/user-schemas'

const nameTaken = () => badInput(USER_MESSAGES.roleNameTaken, { name: USER_MESSAGES.roleNameTaken })

export const allRoles = (db: Db) => listRoles(db)

export const roleById = (db: Db, id: string) => findRoleById(db, id)

/** Role names are compared in lowercase, so "Sales" and "sales" cannot both exist. */
async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const clash = await findRoleByName(db, name)
  if (clash && clash.id !== exceptId) throw nameTaken()
}

/**
 * The role, if the caller may change what it gives: not one they hold (all access aside), its checklist within their
 * own, and (when its checklist changes) no holder holding more than the caller. Returns its holders with all access, for
 * assertAllAccessRemains.
 */
async function requireChangeableRole(tx: Tx, caller: Caller, role: RoleRow, areasChange: boolean) {
  if (!isAllAccess(caller.grants) && caller.grants.some((grant) => grant.id === role.id)) {
    throw forbidden(PRIVILEGE_MESSAGES.heldRole)
  }
  assertMayConfer(caller, [checklistGrant((await roleAreasOf(tx, [role.id])).get(role.id) ?? [])])
  const holders = areasChange ? await roleHolderIds(tx, role.id) : []
  await assertMayChangeAll(
    tx,
    caller,
    holders.filter((holder) => holder !== caller.id),
  )
  return allAccessAmong(tx, holders)
}

const sameAreas = (a: readonly RoleAreaLevel[], b: readonly RoleAreaLevel[]) =>
  a.length === b.length &&
  a.every((entry) => b.some((other) => other.area === entry.area && other.level === entry.level))

export async function createRole(db: Db, viewer: Viewer, input: unknown): Promise<RoleRow> {
  const values = parseInput(RoleSchema, input, 'The role could not be created')
  const areas = values.areas ?? []
  await assertNameFree(db, values.name)
  return grantChange(db, viewer, async (tx, caller) => {
    assertMayConfer(caller, [checklistGrant(areas)])
    const role = await insertRole(tx, { name: values.name, description: values.description || null })
    await replaceRoleAreas(tx, role.id, areas)
    return role
  })
}

/**
 * Renames a role, changes its description or its areas (absent: kept). Built-in roles keep their names and areas.
 * Holders get the new areas on their next request: a viewer's roles and areas are read per request, not from the token.
 */
export async function updateRole(db: Db, viewer: Viewer, input: { id: string }): Promise<RoleRow> {
  const values = parseInput(RoleSchema, input, 'The role could not be saved')
  return grantChange(db, viewer, async (tx, caller) => {
    const current = await requireRole(tx, input.id)
    const renamed = values.name.toLowerCase() !== current.name.toLowerCase()
    const builtIn = isBuiltInRole(current.name)
    if (renamed && builtIn) throw badInput(USER_MESSAGES.builtInRole, { name: USER_MESSAGES.builtInRole })
    const held = (await roleAreasOf(tx, [current.id])).get(current.id) ?? []
    const areas = values.areas && !sameAreas(values.areas, held) ? values.areas : undefined
    if (areas && builtIn) throw badInput(USER_MESSAGES.builtInRoleAreas, { areas: USER_MESSAGES.builtInRoleAreas })
    const hadAllAccess = await requireChangeableRole(tx, caller, current, areas !== undefined)
    if (areas) assertMayConfer(caller, [checklistGrant(areas)])
    await assertNameFree(tx, values.name, current.id)
    const role = await updateRoleById(tx, current.id, {
      name: renamed ? values.name : current.name,
      description: values.description || null,
    })
    if (areas) await replaceRoleAreas(tx, role.id, areas)
    await assertAllAccessRemains(tx, hadAllAccess)
    return role
  })
}

/** Deletes a role and every assignment of it; built-in roles cannot be deleted. */
export async function deleteRole(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  return grantChange(db, viewer, async (tx, caller) => {
    const role = await requireRole(tx, id)
    if (isBuiltInRole(role.name)) throw badInput(USER_MESSAGES.builtInRole)
    const hadAllAccess = await requireChangeableRole(tx, caller, role, true)
    const deleted = await deleteRoleById(tx, role.id)
    await assertAllAccessRemains(tx, hadAllAccess)
    return deleted
  })
}
