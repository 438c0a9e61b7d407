import { INT4_MAX } from '@/shared/input-bounds'

/**
 * The stock table's limits, apart from the schemas that check them: the URL state of the stock screen reads them in
 * the app's entry file, which then does without the schemas.
 */

/** Largest stock a product can hold (PostgreSQL integer). */
export const STOCK_MAX = INT4_MAX
export const INVENTORY_PAGE_SIZE = 20
