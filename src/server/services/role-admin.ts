import type { Db } from '@/server/db/client'
import type { RoleRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
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
import { effectiveRolesOf, type RoleGrantRow } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { requireRole } from '@/server/services/user-access'
import { areaLevel, isAllAccess, isBuiltInRole, type Area, type RoleAreaLevel } from '@/shared/permissions'
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

/** Nobody hands out more than they hold: each level on the checklist must be one the viewer has in that area. */
function assertMayGrantAreas(viewer: Viewer, areas: readonly { area: Area; level: number }[]) {
  if (areas.some(({ area, level }) => areaLevel(viewer.roles, area) < level)) {
    throw forbidden(USER_MESSAGES.roleAreasBeyondOwn)
  }
}

/**
 * A role's areas narrowed (`areasAfter`) or the role deleted (undefined) must not take all access from anyone who holds
 * it, unless the viewer has all access too: as with changing such an account directly (userChangeRefusal). Matters
 * when all access comes from several roles together, one of which the viewer may edit.
 */
async function assertTakesNoAllAccess(db: Db, viewer: Viewer, roleId: string, areasAfter?: readonly RoleAreaLevel[]) {
  if (isAllAccess(viewer.roles)) return
  const without = (grants: RoleGrantRow[]) =>
    areasAfter === undefined
      ? grants.filter((grant) => grant.id !== roleId)
      : grants.map((grant) => (grant.id === roleId ? { ...grant, areas: [...areasAfter] } : grant))
  const holders = await effectiveRolesOf(db, await roleHolderIds(db, roleId))
  for (const grants of holders.values()) {
    if (isAllAccess(grants) && !isAllAccess(without(grants))) throw forbidden(PRIVILEGE_MESSAGES.allAccessHolder)
  }
}

const sameAreas = (a: readonly RoleAreaLevel[], b: readonly RoleAreaLevel[]) =>
  a.length === b.length &&
  a.every((entry) => b.some((other) => other.area === entry.area && other.level === entry.level))

export async function createRole(db: Db, viewer: Viewer, input: unknown): Promise<RoleRow> {
  const values = parseInput(RoleSchema, input, 'The role could not be created')
  const areas = values.areas ?? []
  assertMayGrantAreas(viewer, areas)
  await assertNameFree(db, values.name)
  return transaction(db, async (tx) => {
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
  const current = await requireRole(db, input.id)
  const values = parseInput(RoleSchema, input, 'The role could not be saved')
  const renamed = values.name.toLowerCase() !== current.name.toLowerCase()
  const builtIn = isBuiltInRole(current.name)
  if (renamed && builtIn) throw badInput(USER_MESSAGES.builtInRole, { name: USER_MESSAGES.builtInRole })
  const areas = values.areas
  if (areas) {
    const held = (await roleAreasOf(db, [current.id])).get(current.id) ?? []
    if (!sameAreas(areas, held)) {
      if (builtIn) throw badInput(USER_MESSAGES.builtInRoleAreas, { areas: USER_MESSAGES.builtInRoleAreas })
      assertMayGrantAreas(viewer, [...areas, ...(held as { area: Area; level: number }[])])
      await assertTakesNoAllAccess(db, viewer, current.id, areas)
    }
  }
  await assertNameFree(db, values.name, current.id)
  return transaction(db, async (tx) => {
    const role = await updateRoleById(tx, current.id, {
      name: renamed ? values.name : current.name,
      description: values.description || null,
    })
    if (areas && !builtIn) await replaceRoleAreas(tx, role.id, areas)
    return role
  })
}

/** Deletes a role and every assignment of it; built-in roles cannot be deleted. */
export async function deleteRole(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  const role = await requireRole(db, id)
  if (isBuiltInRole(role.name)) throw badInput(USER_MESSAGES.builtInRole)
  await assertTakesNoAllAccess(db, viewer, role.id)
  return deleteRoleById(db, role.id)
}
