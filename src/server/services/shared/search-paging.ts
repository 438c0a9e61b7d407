import { z } from 'zod/mini'
import { parseArgument } from '@/server/parse-input'
import { pageSizeSchema, skipSchema } from '@/shared/paging'
import { firstValue, type SearchParameter } from '@/shared/search-parameters'

export interface PagingKeys {
  skipKey: string
  pageSizeKey: string
  defaultPageSize: number
}

/** A whole-number parameter sent as text; absent or blank means the default. */
const numberParameter = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value)

/** Skip (default 0) and PageSize (the list's default, MAX_PAGE_SIZE at most) of a parameter list, by the shared rules. */
export function parsePaging(parameters: readonly SearchParameter[], keys: PagingKeys) {
  const skip = numberParameter(firstValue(parameters, keys.skipKey))
  const pageSize = numberParameter(firstValue(parameters, keys.pageSizeKey))
  return {
    skip: parseArgument(keys.skipKey, z._default(skipSchema(keys.skipKey), 0), skip, 'Invalid search'),
    pageSize: parseArgument(
      keys.pageSizeKey,
      z._default(pageSizeSchema(keys.pageSizeKey), keys.defaultPageSize),
      pageSize,
      'Invalid search',
    ),
  }
}
