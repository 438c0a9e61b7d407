import { badInput } from '@/server/errors'
import { firstValue, type SearchParameter } from '@/shared/search-parameters'

const MAX_SKIP = 1_000_000_000

/** A whole-number parameter within bounds; BAD_USER_INPUT naming the key otherwise. */
function integerParameter(value: string | undefined, fallback: number, key: string, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    throw badInput(`${key} must be a whole number from ${min} to ${max}`, { [key]: `Must be from ${min} to ${max}` })
  }
  return number
}

export interface PagingKeys {
  skipKey: string
  pageSizeKey: string
  defaultPageSize: number
  maxPageSize: number
}

/** Skip (default 0) and PageSize (default and maximum per list) of a parameter list. */
export function parsePaging(parameters: readonly SearchParameter[], keys: PagingKeys) {
  return {
    skip: integerParameter(firstValue(parameters, keys.skipKey), 0, keys.skipKey, 0, MAX_SKIP),
    pageSize: integerParameter(
      firstValue(parameters, keys.pageSizeKey),
      keys.defaultPageSize,
      keys.pageSizeKey,
      1,
      keys.maxPageSize,
    ),
  }
}
