import { z } from 'zod'
import { boundedInt, INT4_MAX, multiLineText, singleLineText, SKIP_MAX } from '@/shared/input-bounds'
import { LOW_STOCK_THRESHOLD } from '@/shared/product-rules'

/** Largest stock a product can hold (PostgreSQL integer). */
export const STOCK_MAX = INT4_MAX
/** Largest single adjustment, either way. */
export const ADJUSTMENT_MAX = 1_000_000
export const ADJUSTMENT_REASON_MAX_LENGTH = 500
/** Items one bulkInventoryUpdate call may set. */
export const BULK_INVENTORY_MAX_ITEMS = 5_000

export const INVENTORY_PAGE_SIZE = 20
export const INVENTORY_MAX_PAGE_SIZE = 100
export const INVENTORY_SEARCH_MAX_LENGTH = 200
export const INVENTORY_SORT_FIELDS = ['NAME', 'STOCK'] as const
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number]

export const INVENTORY_MESSAGES = {
  adjustmentNotWhole: 'Enter a whole number of units',
  adjustmentZero: 'Enter a number of units other than 0',
  adjustmentTooLarge: `An adjustment is at most ${ADJUSTMENT_MAX.toLocaleString('en-US')} units either way`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters`,
  belowZero: (name: string, inStock: number) => `Only ${inStock} of ${name} left in stock`,
  productNotFound: 'Product not found',
} as const

/** The stock a product would have after an adjustment, or the reason it cannot have it. */
export function stockAfterAdjustment(
  product: { name: string; quantity: number },
  adjustment: number,
): { quantity: number } | { error: string } {
  const quantity = product.quantity + adjustment
  if (quantity < 0) return { error: INVENTORY_MESSAGES.belowZero(product.name, product.quantity) }
  if (quantity > STOCK_MAX) return { error: 'Stock is too large' }
  return { quantity }
}

const adjustmentField = z
  .number({ message: INVENTORY_MESSAGES.adjustmentNotWhole })
  .int(INVENTORY_MESSAGES.adjustmentNotWhole)
  .refine((value) => value !== 0, INVENTORY_MESSAGES.adjustmentZero)
  .refine((value) => Math.abs(value) <= ADJUSTMENT_MAX, INVENTORY_MESSAGES.adjustmentTooLarge)

const reasonField = multiLineText(ADJUSTMENT_REASON_MAX_LENGTH, 'Reason')
  .min(1, INVENTORY_MESSAGES.reasonRequired)
  .max(ADJUSTMENT_REASON_MAX_LENGTH, INVENTORY_MESSAGES.reasonTooLong)

/** The Adjust dialog's fields; the server adds the product. */
export const AdjustmentFormSchema = z.object({ adjustment: adjustmentField, reason: reasonField })
export type AdjustmentFormValues = z.infer<typeof AdjustmentFormSchema>

/** adjustInventory's input (spec part 1 §3: productId, adjustment as an integer, reason). */
export const InventoryAdjustmentSchema = AdjustmentFormSchema.extend({
  productId: z.uuid(INVENTORY_MESSAGES.productNotFound),
})

/** bulkInventoryUpdate's items: each product at most once, each quantity a whole number from 0. */
export const BulkInventoryUpdateSchema = z
  .array(
    z.object({
      productId: z.uuid(INVENTORY_MESSAGES.productNotFound),
      quantity: z
        .number()
        .int('Stock must be a whole number')
        .min(0, 'Stock cannot be negative')
        .max(STOCK_MAX, 'Stock is too large'),
    }),
  )
  .min(1, 'Send at least one item')
  .max(BULK_INVENTORY_MAX_ITEMS, `At most ${BULK_INVENTORY_MAX_ITEMS} items per update`)
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'Each product at most once')

const paging = {
  skip: boundedInt(0, SKIP_MAX, 'Skip').default(0),
  pageSize: boundedInt(1, INVENTORY_MAX_PAGE_SIZE, 'Page size').default(INVENTORY_PAGE_SIZE),
}

/** The stock table's filter: search by name or SKU, low stock at or below a threshold, sorted, paged. */
export const InventoryFilterSchema = z.object({
  search: singleLineText(INVENTORY_SEARCH_MAX_LENGTH, 'Search').optional(),
  lowStockOnly: z.boolean().default(false),
  threshold: z
    .number()
    .int('Threshold must be a whole number')
    .min(0, 'Threshold cannot be negative')
    .max(STOCK_MAX)
    .default(LOW_STOCK_THRESHOLD),
  sortBy: z.enum(INVENTORY_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  ...paging,
})
export type InventoryFilter = z.output<typeof InventoryFilterSchema>

/** Paging of a history or low-stock list. */
export const PagingSchema = z.object(paging)
