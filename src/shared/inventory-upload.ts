import { z } from 'zod/mini'
import { ADJUSTMENT_MAX, INVENTORY_MESSAGES } from '@/shared/inventory-schemas'
import { STOCK_MAX } from '@/shared/inventory-limits'
import { ProductCreateSchema } from '@/shared/product-schemas'
import { countOf, formatCount } from '@/shared/count-text'

/** Spec part 2 §9 and the limits we add (DESIGN §4). */
export const UPLOAD_ACCEPT = '.csv,.xlsx,.xls'
export const UPLOAD_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024
export const UPLOAD_MAX_ROWS = 1_000_000
/** The client gives up waiting after this long (spec: 600000 ms). */
export const UPLOAD_TIMEOUT_MS = 600_000
export const UPLOAD_TICK_MS = 1_000
export const UPLOAD_RESULT_VISIBLE_MS = 5_000
/** A zip entry of an .xlsx may inflate at most this many times its compressed size. */
export const UPLOAD_MAX_ZIP_RATIO = 100

export const UPLOAD_NOT_FOUND = 'That upload does not exist.'

/** How long a preview is kept to be applied; then it reads as expired and its rows are forgotten. */
export const PREVIEW_KEPT_MINUTES = 60

/** A preview's row whose stock moved by more than this share of what it was stands out (so does a drop to 0). */
export const LARGE_CHANGE_SHARE = 0.5

export const PREVIEW_MESSAGES = {
  notRunning:
    'This upload is not being applied: it has finished, stopped or not started. Its history entry says how it ended.',
  notOpen: 'This preview can no longer be applied: it was applied, discarded or has expired. Upload the file again.',
  changedSince: (before: number | null, current: number | null) =>
    before === null
      ? 'the product was created by someone else after the preview, so the row was skipped'
      : `the stock changed after the preview (${before} then, ${current ?? 'no product'} now), so the row was skipped`,
} as const

/** What undoing an upload answers: refusals, and why a row was left as it was. */
export const UNDO_MESSAGES = {
  alreadyUndone: 'This upload has already been undone.',
  notUndoable: 'Only an applied upload whose rows were kept can be undone.',
  productGone: 'The product has been deleted or archived since the upload.',
  stockMoved: (current: number, after: number) =>
    `The stock has changed since the upload: it is ${current}, the upload left ${after}.`,
  done: (restored: number, skipped: number) =>
    `Undone: ${countOf(restored, 'product')} restored` +
    (skipped ? `, ${countOf(skipped, 'product')} left as they were because they changed since.` : '.'),
} as const

export const UPLOAD_MESSAGES = {
  cancelled: (applied: number, failed: number, notApplied: number) =>
    `Cancelled: ${countOf(applied, 'row')} applied, ${formatCount(failed)} failed, ${formatCount(notApplied)} not applied. ` +
    'The report lists which.',
  notApplied: (row: number) => `Row ${row}: not applied, as the apply was cancelled or stopped before it`,
  notice: 'Large files may take up to 10 minutes to process. Please keep this page open.',
  tooLarge: 'The file is larger than 25 MB. Split it into smaller files.',
  tooManyRows: (maxRows = UPLOAD_MAX_ROWS) =>
    `The file has more than ${countOf(maxRows, 'row')}. Split it into smaller files.`,
  notSpreadsheet: 'The file is not a spreadsheet. Upload a .csv, .xlsx or .xls file.',
  wrongExtension: 'Only .csv, .xlsx and .xls files can be uploaded.',
  unsafeZip: 'The file is not a valid spreadsheet: it inflates to far more than its size.',
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no rows below it.',
  noSku: 'The file has no sku column. Name the columns in the first row: sku, then quantity or adjustment.',
  noAmount: 'The file has neither a quantity nor an adjustment column.',
  templateOnly:
    'The file holds only the example rows of the upload template, so nothing was changed. Replace them with your own rows.',
  success: (total: number, succeeded: number, failed: number) =>
    `Upload successful! Processed ${total} items. Success: ${succeeded}, Failed: ${failed}`,
  /** Some rows applied, some not: a warning, never the word 'successful'. */
  partial: (total: number, succeeded: number, failed: number) =>
    `Upload finished with errors. Processed ${total} items. Success: ${succeeded}, Failed: ${failed}`,
  failed: (message: string) => `Upload failed: ${message}`,
  uploadTimeout: (minutes: number) =>
    `Upload timeout - the file upload took longer than ${countOf(minutes, 'minute')}. This may be due to server-side timeout limits.`,
  serverTimeout:
    'Server timeout - the server stopped processing the upload after 30 seconds. Please contact your administrator to increase server-side timeout limits for bulk uploads.',
} as const

/** How a finished upload reads: success (green) only when every row applied, a warning when some failed, else an error. */
export type UploadTone = 'success' | 'warning' | 'error'
export const uploadTone = (result: { successCount: number; failureCount: number }): UploadTone =>
  result.successCount === 0 ? 'error' : result.failureCount === 0 ? 'success' : 'warning'
/** Failed rows' messages the result message lists; the table below and the error report hold them all. */
export const UPLOAD_FIRST_ERRORS = 3

/** Column names as the template lists them; headers match them ignoring case and spaces. */
export const UPLOAD_COLUMNS = [
  'sku',
  'quantity',
  'adjustment',
  'name',
  'price',
  'cost',
  'description',
  'category',
  'status',
] as const
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number]

export const normaliseHeader = (header: string) => header.replace(/\s+/g, '').toLowerCase()

/**
 * The template's example rows: they show how rows are written (a quantity to set, an adjustment to add, the product
 * columns that create a new product), and an upload skips them, so the template uploaded unchanged adds nothing to
 * the catalogue (isTemplateExampleRow). A positive adjustment, since the CSV writer neutralises a leading minus.
 */
export const UPLOAD_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  [
    'EXAMPLE-001',
    '25',
    '',
    'Example hinge (template row)',
    '4.99',
    '1.20',
    'Example row of the upload template: quantity sets the stock to 25',
    'Manufacture',
    'INACTIVE',
  ],
  [
    'EXAMPLE-002',
    '',
    '5',
    'Example latch (template row)',
    '2.50',
    '',
    'Adjustment adds 5 to the stock',
    '',
    'INACTIVE',
  ],
]

/** Why an example row of the template was not applied. */
export const TEMPLATE_ROW_SKIPPED =
  'Skipped: an example row of the upload template. Replace the example rows with your own before uploading.'

/** A row still as the template has it: an example SKU with its example name. */
export function isTemplateExampleRow(sku: string, name: string | undefined): boolean {
  return UPLOAD_TEMPLATE_ROWS.some((example) => example[0] === sku.trim() && example[3] === (name ?? '').trim())
}

/** A whole number as an upload writes it: digits with an optional sign (not 1e9, 1.5 or 0x10). */
const PLAIN_WHOLE_NUMBER = /^[+-]?\d+$/
/** The apostrophe our CSV writer puts before a leading sign (csv.ts), read back as the number it guards. */
const withoutNeutraliser = (text: string) => text.trim().replace(/^'(?=[+-]\d)/, '')

/**
 * A quantity or adjustment cell of an upload: plain digits within [min, max]; text that is no number, or a number
 * written otherwise (an exponent, a fraction, hex), is refused with the column's name.
 */
const wholeCell = (label: string, min: number, max: number, tooSmall: string, tooLarge: string) =>
  z.pipe(
    z.pipe(
      z.string().check(
        z.refine((text) => {
          const value = withoutNeutraliser(text)
          return value !== '' && !Number.isNaN(Number(value))
        }, `${label} must be a number`),
        z.refine(
          (text) => PLAIN_WHOLE_NUMBER.test(withoutNeutraliser(text)),
          `${label} must be a whole number written in digits (like 25)`,
        ),
      ),
      z.transform((text) => Number(withoutNeutraliser(text))),
    ),
    z.number().check(z.gte(min, tooSmall), z.lte(max, tooLarge)),
  )

const UPLOAD_CELL_MESSAGES = {
  quantityNegative: 'Quantity cannot be negative',
  quantityTooLarge: `Quantity must be at most ${formatCount(STOCK_MAX)}`,
} as const

/**
 * One stock row, its cells as text: the SKU and either a quantity to set (0 to the largest stock) or an adjustment to
 * add (at most the Adjust dialog's 1,000,000 either way), never both.
 */
export const UploadStockRowSchema = z
  .object({
    sku: ProductCreateSchema.shape.sku,
    quantity: z.optional(
      wholeCell('Quantity', 0, STOCK_MAX, UPLOAD_CELL_MESSAGES.quantityNegative, UPLOAD_CELL_MESSAGES.quantityTooLarge),
    ),
    adjustment: z.optional(
      wholeCell(
        'Adjustment',
        -ADJUSTMENT_MAX,
        ADJUSTMENT_MAX,
        INVENTORY_MESSAGES.adjustmentTooLarge,
        INVENTORY_MESSAGES.adjustmentTooLarge,
      ),
    ),
  })
  .check(
    z.refine((row) => (row.quantity === undefined) !== (row.adjustment === undefined), {
      message: 'Give either a quantity or an adjustment',
      path: ['quantity'],
    }),
  )

/** What a row needs to create a product that does not exist yet: the product form's own rules. */
export const UploadNewProductSchema = z.pick(ProductCreateSchema, {
  name: true,
  price: true,
  cost: true,
  description: true,
  status: true,
  categories: true,
})
export type UploadNewProduct = z.output<typeof UploadNewProductSchema>
