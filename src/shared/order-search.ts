/** Search keys of searchOrders and their defaults (spec part 2 §2, §7, §9). */
export const ORDER_SEARCH = {
  pageSizeKey: 'PageSize',
  skipKey: 'Skip',
  searchKey: 'Search',
  statusKey: 'Status',
  deliveryMethodKey: 'DeliveryMethod',
  paymentMethodKey: 'PaymentMethod',
  fromKey: 'From',
  toKey: 'To',
  defaultPageSize: 20,
  maxPageSize: 100,
} as const

/** The page sizes the orders list offers. */
export const ORDER_PAGE_SIZES = [10, 20, 50, 100] as const
