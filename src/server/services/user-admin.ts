import type { Db } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { badInput, forbidden, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { effectiveRoles, findUserById, updateUser } from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import type { Viewer } from '@/server/services/auth-service'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { AdminUpdateUserSchema, USER_MESSAGES } from '@/shared/user-schemas'

/** The user, or NOT_FOUND. */
export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined
  if (!user) throw notFound('User not found')
  return user
}

/** The user, if the viewer may make this change to them (see userChangeRefusal); FORBIDDEN or NOT_FOUND otherwise. */
export async function requireChangeableUser(
  db: Db,
  viewer: Viewer,
  userId: string,
  change: 'deactivate' | 'change' = 'change',
): Promise<UserRow> {
  const user = await requireUser(db, userId)
  const refusal = userChangeRefusal(
    { id: viewer.user.id, grants: viewer.roles },
    { id: user.id, grants: await effectiveRoles(db, user.id) },
    change,
  )
  if (refusal) throw forbidden(refusal)
  return user
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
  const user = await requireChangeableUser(db, viewer, input.userId)
  const values = parseInput(AdminUpdateUserSchema, input, 'Failed to update user. Please try again.')
  if (input.email && input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badInput(USER_MESSAGES.ownEmail, { email: USER_MESSAGES.ownEmail })
  }
  const updated = await updateUser(db, user.id, values)
  if (!updated) throw notFound('User not found')
  return updated
}
