import type { Db } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { updateUser } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import { grantChange, requireChangeableUser } from '@/server/services/users/grant-guard'
import { AdminUpdateUserSchema, USER_MESSAGES } from '@/shared/user-schemas'

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
