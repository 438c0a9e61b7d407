import type { Db } from '@/server/db/client'
import { parseInput } from '@/server/parse-input'
import { userIdsMatching } from '@/server/repositories/user-list-repository'
import { isUuid } from '@/server/repositories/uuid'
import { parseUserFilter, type UserFilter } from '@/server/services/users/user-search'
import { bulkSelectionSchema, type BulkSelection } from '@/shared/bulk-selection'
import { UserFilterSchema } from '@/shared/user-schemas'

const UserSelectionSchema = bulkSelectionSchema('User', UserFilterSchema)

export type UserSelection = BulkSelection<UserFilter>

/** The users a bulk action means: the ids given, or every user the filter matches but the excepted ones. */
export async function selectedUserIds(db: Db, selection: UserSelection): Promise<string[]> {
  const { ids, matching } = parseInput(UserSelectionSchema, selection, 'Invalid selection')
  if (!matching) return [...new Set(ids)].filter(isUuid)
  // The filter as given (its zod output drops the fields parseUserFilter reads itself, such as status).
  return userIdsMatching(db, parseUserFilter(selection.matching!.filter), matching.exceptIds.filter(isUuid))
}
