import { z } from 'zod/mini'
import { ProductCreateSchema } from '@/shared/product-schemas'

/** Spec part 2 §9 and the limits we add (DESIGN §4). */
export const UPLOAD_ACCEPT = '.csv,.xlsx,.xls'
export const UPLOAD_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024
export const UPLOAD_MAX_ROWS = 200_000
/** The client gives up waiting after this long (spec: 600000 ms). */
export const UPLOAD_TIMEOUT_MS = 600_000
export const UPLOAD_TICK_MS = 1_000
export const UPLOAD_RESULT_VISIBLE_MS = 5_000
/** A zip entry of an .xlsx may inflate at most this many times its compressed size. */
export const UPLOAD_MAX_ZIP_RATIO = 100

export const UPLOAD_MESSAGES = {
  notice: 'Large files may take up to 10 minutes to process. Please keep this page open.',
  tooLarge: 'The file is larger than 25 MB. Split it into smaller files.',
  tooManyRows: `The file has more than ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notSpreadsheet: 'The file is not a spreadsheet. Upload a .csv, .xlsx or .xls file.',
  wrongExtension: 'Only .csv, .xlsx and .xls files can be uploaded.',
  unsafeZip: 'The file is not a valid spreadsheet: it inflates to far more than its size.',
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no rows below it.',
  noSku: 'The file has no sku column. Name the columns in the first row: sku, then quantity or adjustment.',
  noAmount: 'The file has neither a quantity nor an adjustment column.',
  success: (total: number, succeeded: number, failed: number) =>
    `Upload successful! Processed ${total} items. Success: ${succeeded}, Failed: ${failed}`,
  failed: (message: string) => `Upload failed: ${message}`,
  uploadTimeout: (minutes: number) =>
    `Upload timeout - the file upload took longer than ${minutes} minute${minutes === 1 ? '' : 's'}. This may be due to server-side timeout limits.`,
  serverTimeout:
    'Server timeout - the server stopped processing the upload after 30 seconds. Please contact your administrator to increase server-side timeout limits for bulk uploads.',
} as const

/** Green styling when the message says 'successful', else red (spec part 2 §8). */
export const isSuccessMessage = (message: string) => message.includes('successful')

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

export const UPLOAD_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['HNG-001', '25', '', '', '', '', '', '', ''],
  ['HNG-002', '', '-3', '', '', '', '', '', ''],
  ['NEW-100', '40', '', 'Brass hinge 3 in', '4.99', '1.20', 'Solid brass door hinge', 'Manufacture', 'ACTIVE'],
]

const whole = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(-2_147_483_647, `${label} is too small`),
      z.lte(2_147_483_647, `${label} is too large`),
    )

/** One stock row: the SKU and either a quantity to set or an adjustment to add, never both. */
export const UploadStockRowSchema = z
  .object({
    sku: ProductCreateSchema.shape.sku,
    quantity: z.optional(ProductCreateSchema.shape.quantity.def.innerType),
    adjustment: z.optional(whole('Adjustment')),
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
