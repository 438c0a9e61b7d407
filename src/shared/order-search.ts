import { MAX_PAGE_SIZE } from '@/shared/page-size'

/** Search keys of searchOrders and their defaults (spec part 2 §2, §7, §9). */
export const ORDER_SEARCH = {
  pageSizeKey: 'PageSize',
  skipKey: 'Skip',
  /** The `nextCursor` of the page before: the page starts after that page's last order (keyset paging). */
  afterKey: 'After',
  searchKey: 'Search',
  sortByKey: 'SortBy',
  sortOrderKey: 'SortOrder',
  statusKey: 'Status',
  deliveryMethodKey: 'DeliveryMethod',
  paymentMethodKey: 'PaymentMethod',
  fromKey: 'From',
  toKey: 'To',
  /** A customer's id: only their orders. */
  customerKey: 'Customer',
  defaultPageSize: 20,
  sortFields: ['date', 'total', 'status', 'customer'],
  defaultSortBy: 'date',
  defaultSortOrder: 'desc',
} as const

/** A date filter given as a calendar day (2026-11-01): as To it includes the whole (UTC) day. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Why a date range is refused: it ends before it starts. */
export const DATE_RANGE_REVERSED = 'From must be on or before To'

/** Whether the From day comes after the To day (calendar days as the URL holds them, 2026-11-01, compare as text). */
export const isReversedDayRange = (from: string | undefined, to: string | undefined) => Boolean(from && to && from > to)

export type OrderSortField = (typeof ORDER_SEARCH.sortFields)[number]

/** The page sizes the orders list offers. */
export const ORDER_PAGE_SIZES = [10, 20, 50, MAX_PAGE_SIZE] as const

/** Most orders one CSV export holds; a wider search is refused with a request to narrow it. */
export const ORDER_EXPORT_MAX = 10_000
