import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { UserRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findGroupById, groupRoleAssignments } from '@/server/repositories/group-repository'
import { insertGroupMember, insertUserRole } from '@/server/repositories/membership-repository'
import { findUserByEmail, insertUser } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import type { PasswordHasher } from '@/server/services/password'
import { assertMayGrant, levelFor, requireRole } from '@/server/services/user-access'
import { emailTaken } from '@/server/services/user-profile'
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
  const groupRoleIds = (await Promise.all(groups.map((group) => groupRoleAssignments(db, group.id)))).flatMap(
    (assignments) => assignments.map((assignment) => assignment.roleId),
  )
  await assertMayGrant(db, viewer, [...roles.map((role) => role.id), ...groupRoleIds])
  if (await findUserByEmail(db, values.email)) throw emailTaken()
  const passwordHash = await passwords.hash(values.password)
  try {
    return await transaction(db, async (tx) => {
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
