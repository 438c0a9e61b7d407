import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { UserRow } from '@/server/db/schema'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findUserByEmail, insertUser, updateUser } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { grantChange, requireChangeableUser } from '@/server/services/grant-guard'
import type { PasswordHasher } from '@/server/services/password'
import { emailTaken } from '@/server/services/user-profile'
import { AdminUpdateUserSchema, CreateUserSchema, USER_MESSAGES } from '@/shared/user-schemas'

/** CreateUser: a new account without roles; a taken email (any case) is refused on the email field. */
export async function createUser(db: Db, passwords: PasswordHasher, input: unknown): Promise<UserRow> {
  const values = parseInput(CreateUserSchema, input, 'Failed to create user')
  if (await findUserByEmail(db, values.email)) throw emailTaken()
  const passwordHash = await passwords.hash(values.password)
  try {
    return await insertUser(db, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      passwordHash,
    })
  } catch (error) {
    // Two creates racing for one email: the loser hears the same as if it had come second.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

export interface AdminUpdateInput {
  userId: string
  firstName: string
  lastName: string
  phoneNumber?: string | null
  email?: string | null
}

/** An administrator edits another user's name and phone; the email stays as it is. */
export async function updateUserAsAdmin(db: Db, viewer: Viewer, input: AdminUpdateInput): Promise<UserRow> {
  return grantChange(db, viewer, async (tx, caller) => {
    const { user } = await requireChangeableUser(tx, caller, input.userId, 'edit')
    const values = parseInput(AdminUpdateUserSchema, input, 'Failed to update user. Please try again.')
    if (input.email && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw badInput(USER_MESSAGES.ownEmail, { email: USER_MESSAGES.ownEmail })
    }
    const updated = await updateUser(tx, user.id, values)
    if (!updated) throw notFound('User not found')
    return updated
  })
}
