export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  OUT_OF_STOCK: 'Out of Stock',
  DISCONTINUED: 'Discontinued',
}

/** Search keys of searchProducts and their defaults (spec part 1 §7). */
export const PRODUCT_SEARCH = {
  pageSizeKey: 'PageSize',
  skipKey: 'Skip',
  sortByKey: 'SortBy',
  sortOrderKey: 'SortOrder',
  searchKey: 'Search',
  defaultPageSize: 15,
  maxPageSize: 100,
  defaultSortBy: 'name',
  sortFields: ['name', 'price', 'stock', 'createdAt'],
  filterKeys: ['category', 'status'],
} as const

export type ProductSortField = (typeof PRODUCT_SEARCH.sortFields)[number]

export const LOW_STOCK_THRESHOLD = 10
