import { z } from 'zod/mini'
import { moneyAmount, singleLineText } from '@/shared/input-bounds'
import { ISO_DAY } from '@/shared/order-search'
import { pageSizeSchema, skipSchema } from '@/shared/paging'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'
import { EditUserSchema, PhoneSchema } from '@/shared/user-schemas'

/** A customer's contact details, as staff create and edit them: a user's, with the phone number optional. */
export const CustomerContactSchema = z.extend(z.omit(EditUserSchema, { phoneNumber: true }), {
  phoneNumber: z.optional(z.union([z.literal(''), PhoneSchema])),
})
export type CustomerContactValues = z.infer<typeof CustomerContactSchema>

const day = (label: string) =>
  singleLineText(10, label).check(z.regex(ISO_DAY, `${label} must be a date such as 2026-11-01`))

const DAY_RANGE_REVERSED = 'The first day must be on or before the last'
const SPENT_RANGE_REVERSED = 'The lowest amount must be at most the highest'

/** The customers list's filters and page, as the API takes them (CustomerFilterInput) and the list's URL holds them. */
export const CustomerFilterSchema = z
  .object({
    search: z.nullish(singleLineText(SEARCH_TERM_MAX_LENGTH, 'Search')),
    hasOrders: z.nullish(z.boolean()),
    active: z.nullish(z.boolean()),
    spentMin: z.nullish(moneyAmount('Lowest spent')),
    spentMax: z.nullish(moneyAmount('Highest spent')),
    lastOrderFrom: z.nullish(day('Last order from')),
    lastOrderTo: z.nullish(day('Last order to')),
    pageSize: z.nullish(pageSizeSchema('pageSize')),
    skip: z.nullish(skipSchema('skip')),
  })
  .check(
    z.refine((filter) => !(filter.spentMin != null && filter.spentMax != null && filter.spentMin > filter.spentMax), {
      message: SPENT_RANGE_REVERSED,
      path: ['spentMax'],
    }),
    z.refine((filter) => !(filter.lastOrderFrom && filter.lastOrderTo && filter.lastOrderFrom > filter.lastOrderTo), {
      message: DAY_RANGE_REVERSED,
      path: ['lastOrderTo'],
    }),
  )

/** The columns the customers list sorts by (CustomerSortField). */
export type CustomerSortField = 'NAME' | 'EMAIL' | 'PHONE' | 'ORDERS' | 'SPENT' | 'LAST_ORDER' | 'SINCE'

/** The customers list: 20 a page, by name. */
export const CUSTOMER_LIST_PAGE_SIZE = 20
