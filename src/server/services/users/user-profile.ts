import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import type { UserRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  findUserByEmail,
  findUserById,
  mergeNotificationPreferences,
  updateUser,
} from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import { NotificationPreferencesChangeSchema, withDefaults } from '@/shared/notification-preferences'
import { ProfileSchema, USER_MESSAGES } from '@/shared/user-schemas'

export interface UserDetailsInput {
  firstName: string
  lastName: string
  phoneNumber?: string | null
  /** Left out: the email stays as it is. */
  email?: string | null
}

/** The refusal of an email another account already uses, beside the email field. */
export const emailTaken = () => badInput(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken })

/**
 * Changes a user's first name, last name, email and phone, validated by the shared Edit User rules.
 * It checks no permission: the caller decides who may change whom (one's own profile, or user management Edit).
 */
export async function updateUserDetails(db: Db, userId: string, input: UserDetailsInput): Promise<UserRow> {
  const current = isUuid(userId) ? await findUserById(db, userId) : undefined
  if (!current) throw notFound('User not found')
  const values = parseInput(
    ProfileSchema,
    { ...input, email: input.email ?? current.email, phoneNumber: input.phoneNumber ?? '' },
    USER_MESSAGES.invalid,
  )
  try {
    return await transaction(db, async (tx) => {
      const holder = await findUserByEmail(tx, values.email)
      if (holder && holder.id !== userId) throw emailTaken()
      const updated = await updateUser(tx, userId, values)
      if (!updated) throw notFound('User not found')
      return updated
    })
  } catch (error) {
    // Two saves racing for one address: the loser hears the same as if it had come second.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

/** Saves the preferences given and keeps the others; answers all eight with their defaults filled in. */
export async function updateNotificationPreferences(db: Db, userId: string, input: unknown) {
  const change = parseInput(NotificationPreferencesChangeSchema, input, 'Unknown notification preference')
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => typeof value === 'boolean'))
  const stored = await transaction(db, (tx) => mergeNotificationPreferences(tx, userId, given))
  if (!stored) throw notFound('User not found')
  return withDefaults(stored)
}
