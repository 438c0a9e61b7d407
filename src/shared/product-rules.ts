import { can, PermissionLevel, type RoleGrant } from '@/shared/permissions'

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
  /** The `nextCursor` of the page before: the page starts after that page's last product (keyset paging). */
  afterKey: 'After',
  sortByKey: 'SortBy',
  sortOrderKey: 'SortOrder',
  searchKey: 'Search',
  defaultPageSize: 15,
  defaultSortBy: 'name',
  sortFields: ['name', 'price', 'stock', 'createdAt'],
  filterKeys: ['category', 'status'],
  /** Matches counted exactly; beyond, the total is shown as "10,000+". */
  countCap: 10_000,
  /**
   * A search with a term counts its matches and its facets exactly up to 1,000 and says "1,000+" beyond: each match
   * counted is read from the table (5 µs or more at a million products), and a common word's ten thousand cost more
   * than its page. Below the cap the counts stay exact, and the list's page needs no more to choose its plan.
   */
  termCountCap: 1_000,
} as const

export type ProductSortField = (typeof PRODUCT_SEARCH.sortFields)[number]

/**
 * The level in the products area each product action needs: the server checks it, the screens offer an action only
 * to those who hold it. Archiving takes a product off sale as deleting does, and bringing it back is the same
 * decision, so both need Delete (as deleteProduct, which archives a product that orders refer to, and its Undo do).
 */
export const PRODUCT_ACTION_LEVELS = {
  duplicate: PermissionLevel.Create,
  bulkUpdate: PermissionLevel.Edit,
  archive: PermissionLevel.Delete,
  restore: PermissionLevel.Delete,
  delete: PermissionLevel.Delete,
} as const

/** The archived products view's page size. */
export const ARCHIVED_PRODUCTS_PAGE_SIZE = 20

export const LOW_STOCK_THRESHOLD = 10

export type StockLevel = 'In Stock' | 'Low Stock' | 'Very Low Stock' | 'Out of Stock'

/** Stock label of the detail view: above 10 in stock, 6–10 low, 1–5 very low, 0 out. */
export function stockLevel(stock: number): StockLevel {
  if (stock > 10) return 'In Stock'
  if (stock > 5) return 'Low Stock'
  if (stock > 0) return 'Very Low Stock'
  return 'Out of Stock'
}

/** The stock bar fills stock / 20, capped at 100 %. */
export const stockBarPercent = (stock: number) => Math.max(0, Math.min(100, (stock / 20) * 100))

const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const PRODUCT_IMAGES_MAX = 20
export const INVALID_IMAGE_MESSAGE = 'Please select valid image files (JPG, PNG, GIF) under 10MB'

/** The image chooser's rule (spec part 1 §5): an image/ type and at most 10 MB. */
export const isAcceptableImage = (file: { type: string; size: number }) =>
  file.type.startsWith('image/') && file.size > 0 && file.size <= PRODUCT_IMAGE_MAX_BYTES

/**
 * Every change of stock needs Edit in inventory, whichever path makes it: the stock page, an import, or a product
 * created with stock or saved with a different quantity (a product form that sends the stock unchanged changes none).
 */
export const canChangeStock = (grants: readonly RoleGrant[]) => can(grants, 'inventory', PermissionLevel.Edit)
export const STOCK_CHANGE_REFUSED = 'You need Edit permission in inventory to change stock.'
