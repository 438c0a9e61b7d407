import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { UserRow } from '@/server/db/schema'
import { notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findGroupById, groupRoleAssignments } from '@/server/repositories/group-repository'
import { insertGroupMember, insertUserRole } from '@/server/repositories/membership-repository'
import { findUserByEmail, insertUser } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import type { PasswordHasher } from '@/server/auth/password'
import { assertMayConfer, grantChange } from '@/server/services/users/grant-guard'
import { grantsOf, levelFor, requireRole } from '@/server/services/users/user-access'
import { emailTaken } from '@/server/services/users/user-profile'
import { CreateUserSchema } from '@/shared/user-schemas'

/**
 * CreateUser: a new account with the roles and groups chosen on the form, all in one transaction. What the roles and
 * the groups' roles confer goes through the same grant check as adding them later; a taken email (any case) is
 * refused on the email field.
 */
export async function createUser(db: Db, viewer: Viewer, passwords: PasswordHasher, input: unknown): Promise<UserRow> {
  const values = parseInput(CreateUserSchema, input, 'Failed to create user')
  const roles = await Promise.all((values.roles ?? []).map((entry) => requireRole(db, entry.roleId)))
  const groups = await Promise.all(
    (values.groupIds ?? []).map(async (groupId) => {
      const group = await findGroupById(db, groupId)
      if (!group) throw notFound('Group not found')
      return group
    }),
  )
  if (await findUserByEmail(db, values.email)) throw emailTaken()
  const passwordHash = await passwords.hash(values.password)
  try {
    return await grantChange(db, viewer, async (tx, caller) => {
      // What the roles and the groups' roles give the new account: within the caller's own (the grant ceiling).
      const held = roles.map((role, index) => ({
        roleId: role.id,
        roleName: role.name,
        permissionLevel: levelFor(role, values.roles![index]!.permissionLevel),
      }))
      const viaGroups = (await Promise.all(groups.map((group) => groupRoleAssignments(tx, group.id)))).flat()
      assertMayConfer(caller, await grantsOf(tx, [...held, ...viaGroups]))
      const user = await insertUser(tx, {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        passwordHash,
      })
      for (const [index, role] of roles.entries()) {
        await insertUserRole(tx, user.id, role.id, levelFor(role, values.roles![index]!.permissionLevel))
      }
      for (const group of groups) await insertGroupMember(tx, user.id, group.id)
      return user
    })
  } catch (error) {
    // Two creates racing for one email: the loser hears the same as if it had come second.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}
