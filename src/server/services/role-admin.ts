import type { Db } from '@/server/db/client'
import type { RoleRow } from '@/server/db/schema'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  deleteRoleById,
  findRoleById,
  findRoleByName,
  insertRole,
  listRoles,
  updateRoleById,
} from '@/server/repositories/role-repository'
import { requireRole } from '@/server/services/user-access'
import { isBuiltInRole } from '@/shared/permissions'
import { RoleSchema, USER_MESSAGES } from '@/shared/user-schemas'

const nameTaken = () => badInput(USER_MESSAGES.roleNameTaken, { name: USER_MESSAGES.roleNameTaken })

export const allRoles = (db: Db) => listRoles(db)

export const roleById = (db: Db, id: string) => findRoleById(db, id)

/** Role names are compared in lowercase, so "Sales" and "sales" cannot both exist. */
async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const clash = await findRoleByName(db, name)
  if (clash && clash.id !== exceptId) throw nameTaken()
}

export async function createRole(db: Db, input: unknown): Promise<RoleRow> {
  const values = parseInput(RoleSchema, input, 'The role could not be created')
  await assertNameFree(db, values.name)
  return insertRole(db, { name: values.name, description: values.description || null })
}

/** Renames a role or changes its description; built-in roles keep their names. */
export async function updateRole(db: Db, input: { id: string }): Promise<RoleRow> {
  const current = await requireRole(db, input.id)
  const values = parseInput(RoleSchema, input, 'The role could not be saved')
  const renamed = values.name.toLowerCase() !== current.name.toLowerCase()
  if (renamed && isBuiltInRole(current.name)) {
    throw badInput(USER_MESSAGES.builtInRole, { name: USER_MESSAGES.builtInRole })
  }
  await assertNameFree(db, values.name, current.id)
  return updateRoleById(db, current.id, {
    name: renamed ? values.name : current.name,
    description: values.description || null,
  })
}

/** Deletes a role and every assignment of it; built-in roles cannot be deleted. */
export async function deleteRole(db: Db, id: string): Promise<boolean> {
  const role = await requireRole(db, id)
  if (isBuiltInRole(role.name)) throw badInput(USER_MESSAGES.builtInRole)
  return deleteRoleById(db, role.id)
}
