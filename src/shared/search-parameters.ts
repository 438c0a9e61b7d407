import { z } from 'zod/mini'
import { singleLineText } from '@/shared/input-bounds'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'

/** Most keys one search sends, and most values one key holds. */
const SEARCH_PARAMETERS_MAX = 20
const SEARCH_VALUES_MAX = 50
const SEARCH_KEY_MAX_LENGTH = 50
export { SEARCH_TERM_MAX_LENGTH }

/** The spec's search input: a list of keys, each holding a list of values. */
export interface SearchParameter {
  key: string
  value: string[]
}

export function firstValue(parameters: readonly SearchParameter[], key: string): string | undefined {
  return parameters.find((parameter) => parameter.key === key)?.value[0]
}

/** Filters: every key that is not one of the paging, sorting or search keys, with all its values. */
export function filterParameters(
  parameters: readonly SearchParameter[],
  reserved: readonly string[],
): SearchParameter[] {
  return parameters.filter((parameter) => !reserved.includes(parameter.key) && parameter.value.length > 0)
}

const searchValue = singleLineText(SEARCH_TERM_MAX_LENGTH, 'A search value')

/**
 * The parameter list of searchProducts and searchOrders, bounded; a refused value is reported under its key
 * (`Search`, `category`, ...). The services then check which keys and values they know.
 */
export const SearchParametersSchema = z
  .array(
    z.object({
      key: singleLineText(SEARCH_KEY_MAX_LENGTH, 'A search key'),
      value: z.array(z.string()).check(z.maxLength(SEARCH_VALUES_MAX, `At most ${SEARCH_VALUES_MAX} values per key`)),
    }),
  )
  .check(
    z.maxLength(SEARCH_PARAMETERS_MAX, `At most ${SEARCH_PARAMETERS_MAX} search parameters`),
    z.superRefine((parameters, context) => {
      for (const { key, value } of parameters) {
        const refused = value.map((text) => searchValue.safeParse(text).error).find(Boolean)
        if (refused) context.addIssue({ code: 'custom', path: [key], message: refused.issues[0]!.message })
      }
    }),
  )

/** The term of the global search. */
export const SearchTermSchema = singleLineText(SEARCH_TERM_MAX_LENGTH, 'Search')
