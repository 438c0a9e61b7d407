import { z } from 'zod/mini'
import { multiLineText, singleLineText, wholeNumberText } from '@/shared/input-bounds'
import { INVENTORY_PAGE_SIZE, STOCK_MAX } from '@/shared/inventory-limits'
import { pageSizeSchema, skipSchema } from '@/shared/paging'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'
import { LOW_STOCK_THRESHOLD } from '@/shared/product-rules'
import { stockShortMessage } from '@/shared/stock-messages'
import { formatCount } from '@/shared/count-text'

/** Largest single adjustment, either way. */
export const ADJUSTMENT_MAX = 1_000_000
export const ADJUSTMENT_REASON_MAX_LENGTH = 500
/** Items one bulkInventoryUpdate call may set. */
const BULK_INVENTORY_MAX_ITEMS = 5_000

const INVENTORY_SORT_FIELDS = ['NAME', 'STOCK'] as const

export const INVENTORY_MESSAGES = {
  adjustmentNotWhole: 'Enter a whole number of units',
  adjustmentZero: 'Enter a number of units other than 0',
  adjustmentTooLarge: `An adjustment is at most ${formatCount(ADJUSTMENT_MAX)} units either way`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${ADJUSTMENT_REASON_MAX_LENGTH} characters`,
  belowZero: stockShortMessage,
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

const adjustmentField = z.number({ message: INVENTORY_MESSAGES.adjustmentNotWhole }).check(
  z.int(INVENTORY_MESSAGES.adjustmentNotWhole),
  z.refine((value) => value !== 0, INVENTORY_MESSAGES.adjustmentZero),
  z.refine((value) => Math.abs(value) <= ADJUSTMENT_MAX, INVENTORY_MESSAGES.adjustmentTooLarge),
)

/**
 * The stock an adjustment being typed would leave, or null while the adjustment breaks a rule or the stock would leave
 * its bounds: a preview never shows a figure the form refuses.
 */
export function previewStockAfterAdjustment(product: { name: string; quantity: number }, adjustment: number) {
  if (!z.safeParse(adjustmentField, adjustment).success) return null
  const outcome = stockAfterAdjustment(product, adjustment)
  return 'quantity' in outcome ? outcome.quantity : null
}

/** The low-stock threshold: a whole number of units from 0. */
const thresholdField = z
  .number({ message: 'Threshold must be a whole number' })
  .check(
    z.int('Threshold must be a whole number'),
    z.gte(0, 'Threshold cannot be negative'),
    z.lte(STOCK_MAX, `Threshold must be at most ${formatCount(STOCK_MAX)}`),
  )

/** The threshold as typed in the stock table's toolbar. */
export const ThresholdTextSchema = wholeNumberText(thresholdField, {
  empty: 'Enter a threshold',
  notWhole: 'Threshold must be a whole number',
})

const reasonField = multiLineText(ADJUSTMENT_REASON_MAX_LENGTH, 'Reason').check(
  z.minLength(1, INVENTORY_MESSAGES.reasonRequired),
  z.maxLength(ADJUSTMENT_REASON_MAX_LENGTH, INVENTORY_MESSAGES.reasonTooLong),
)

/** The Adjust dialog's fields; the server adds the product. */
export const AdjustmentFormSchema = z.object({ adjustment: adjustmentField, reason: reasonField })
export type AdjustmentFormValues = z.infer<typeof AdjustmentFormSchema>

/** adjustInventory's input (spec part 1 §3: productId, adjustment as an integer, reason). */
export const InventoryAdjustmentSchema = z.extend(AdjustmentFormSchema, {
  productId: z.uuid(INVENTORY_MESSAGES.productNotFound),
})

/** bulkInventoryUpdate's items: each product at most once, each quantity a whole number from 0. */
export const BulkInventoryUpdateSchema = z
  .array(
    z.object({
      productId: z.uuid(INVENTORY_MESSAGES.productNotFound),
      quantity: z
        .number()
        .check(
          z.int('Stock must be a whole number'),
          z.gte(0, 'Stock cannot be negative'),
          z.lte(STOCK_MAX, 'Stock is too large'),
        ),
    }),
  )
  .check(
    z.minLength(1, 'Send at least one item'),
    z.maxLength(BULK_INVENTORY_MAX_ITEMS, `At most ${BULK_INVENTORY_MAX_ITEMS} items per update`),
    z.refine(
      (items) => new Set(items.map((item) => item.productId)).size === items.length,
      'Each product at most once',
    ),
  )

const paging = {
  skip: z._default(skipSchema('Skip'), 0),
  pageSize: z._default(pageSizeSchema('Page size'), INVENTORY_PAGE_SIZE),
}

/** The stock table's filter: search by name or SKU, low stock at or below a threshold, sorted, paged. */
export const InventoryFilterSchema = z.object({
  search: z.optional(singleLineText(SEARCH_TERM_MAX_LENGTH, 'Search')),
  lowStockOnly: z._default(z.boolean(), false),
  threshold: z._default(thresholdField, LOW_STOCK_THRESHOLD),
  sortBy: z._default(z.enum(INVENTORY_SORT_FIELDS), 'NAME'),
  sortOrder: z._default(z.enum(['ASC', 'DESC']), 'ASC'),
  ...paging,
})
export type InventoryFilter = z.output<typeof InventoryFilterSchema>

/** Paging of a history or low-stock list. */
export const PagingSchema = z.object(paging)
