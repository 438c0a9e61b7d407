import { transaction } from '@/server/db/transaction'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { users, type UserRow } from '@/server/db/schema'
import { isUniqueViolation } from '@/server/db/unique-violation'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import { findUserByEmail, findUserById } from '@/server/repositories/user-repository'
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
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id)

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
      const [updated] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning()
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
  const [row] = await db
    .update(users)
    .set({
      notificationPreferences: sql`${users.notificationPreferences} || ${JSON.stringify(given)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ notificationPreferences: users.notificationPreferences })
  if (!row) throw notFound('User not found')
  return withDefaults(row.notificationPreferences)
}
