import { badInput } from '@/server/errors'
import {
  isTemplateExampleRow,
  normaliseHeader,
  TEMPLATE_ROW_SKIPPED,
  UPLOAD_COLUMNS,
  UPLOAD_MESSAGES,
  UploadNewProductSchema,
  UploadStockRowSchema,
  type UploadColumn,
  type UploadNewProduct,
} from '@/shared/inventory-upload'
import { PRODUCT_STATUS_LABELS } from '@/shared/product-rules'
import { parseCategoryList } from '@/shared/product-schemas'

/** The cell index of each known column in the header row. */
export type ColumnIndex = Partial<Record<UploadColumn, number>>

/** A row that passed the stock rules: what to do with which SKU, and what it carries to create the product. */
export interface StockIntent {
  row: number
  sku: string
  quantity?: number
  adjustment?: number
  /** The row's product columns, checked only when no product has the SKU yet. */
  productCells: Partial<Record<UploadColumn, string>>
}

export interface RowFailure {
  row: number
  sku: string | null
  /** Why the row is refused, without its row number. */
  message: string
}

const PRODUCT_COLUMNS = ['name', 'price', 'cost', 'description', 'category', 'status'] as const

/** Finds the columns by name, ignoring case and spaces; refuses a header without sku or without an amount column. */
export function indexColumns(header: readonly string[]): ColumnIndex {
  const index: ColumnIndex = {}
  header.forEach((cell, position) => {
    const name = UPLOAD_COLUMNS.find((column) => column === normaliseHeader(cell))
    if (name && index[name] === undefined) index[name] = position
  })
  if (index.sku === undefined) throw badInput(UPLOAD_MESSAGES.noSku, { file: UPLOAD_MESSAGES.noSku })
  if (index.quantity === undefined && index.adjustment === undefined) {
    throw badInput(UPLOAD_MESSAGES.noAmount, { file: UPLOAD_MESSAGES.noAmount })
  }
  return index
}

const cell = (cells: readonly string[], position: number | undefined) =>
  position === undefined ? '' : (cells[position] ?? '').trim()

const numberOrAbsent = (text: string) => (text === '' ? undefined : Number(text))

export const isBlankRow = (cells: readonly string[]) => cells.every((value) => value.trim() === '')

/** Checks one data row with the shared stock rules (a SKU repeated from an earlier row is found once staged). */
export function readStockRow(row: number, cells: readonly string[], columns: ColumnIndex): StockIntent | RowFailure {
  const sku = cell(cells, columns.sku)
  if (isTemplateExampleRow(sku, cell(cells, columns.name))) return { row, sku, message: TEMPLATE_ROW_SKIPPED }
  const parsed = UploadStockRowSchema.safeParse({
    sku,
    quantity: cell(cells, columns.quantity) || undefined,
    adjustment: cell(cells, columns.adjustment) || undefined,
  })
  if (!parsed.success) {
    return { row, sku: sku || null, message: parsed.error.issues[0]?.message ?? 'Invalid row' }
  }
  const productCells: StockIntent['productCells'] = {}
  for (const column of PRODUCT_COLUMNS) {
    if (columns[column] !== undefined) productCells[column] = cell(cells, columns[column])
  }
  return { row, ...parsed.data, productCells }
}

export const isFailure = (result: StockIntent | RowFailure): result is RowFailure => 'message' in result

/** A new product from a row's cells, by the product form's rules; the first broken rule's message otherwise. */
export function readNewProduct(sku: string, cells: Partial<Record<UploadColumn, string>>): UploadNewProduct | string {
  if (!cells.name && !cells.price) {
    return `No product has SKU ${sku}. Add name and price columns to create it.`
  }
  const status = cells.status ? cells.status.toUpperCase().replace(/\s+/g, '_') : undefined
  const parsed = UploadNewProductSchema.safeParse({
    name: cells.name ?? '',
    price: numberOrAbsent(cells.price ?? ''),
    cost: numberOrAbsent(cells.cost ?? ''),
    description: cells.description || undefined,
    status,
    categories: parseCategoryList(cells.category ?? ''),
  })
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  if (issue?.path[0] === 'status') return `Status must be one of ${Object.values(PRODUCT_STATUS_LABELS).join(', ')}`
  if (issue?.path[0] === 'price' && !cells.price) return 'Price is required to create a product'
  return issue?.message ?? 'Invalid product data'
}
