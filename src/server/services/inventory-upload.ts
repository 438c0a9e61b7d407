import { z } from 'zod/mini'
import type { FastifyBaseLogger } from 'fastify'
import { GraphQLError } from 'graphql'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { badInput } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import {
  finishUploadRecord,
  recentUploads,
  startUploadRecord,
  touchUploadRecord,
} from '@/server/repositories/inventory-upload-repository'
import {
  insertProducts,
  matchStagedRows,
  STAGED_ENTRIES,
  stageRows,
  unmatchedRows,
} from '@/server/repositories/stock-upload-repository'
import { setProductCategories } from '@/server/services/product-categories'
import { applyStagedStock, belowZeroMessage, type StockOutcome } from '@/server/services/stock-ledger'
import {
  indexColumns,
  isBlankRow,
  isFailure,
  readNewProduct,
  readStockRow,
  type ColumnIndex,
  type RowFailure,
  type StockIntent,
} from '@/server/services/inventory-upload-rows'
import type { Viewer } from '@/server/services/auth-service'
import { readSheetRows, sniffSpreadsheet } from '@/server/services/spreadsheet-file'
import { uploadProgressReporter, type UploadProgressHub } from '@/server/services/upload-progress'
import { inUploadSlot } from '@/server/services/upload-slots'
import { recordId as recordIdSchema } from '@/shared/input-bounds'
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ROWS,
  UPLOAD_MESSAGES,
  type UploadNewProduct,
} from '@/shared/inventory-upload'
import { STOCK_MAX } from '@/shared/inventory-limits'
import { boundedCount } from '@/shared/paging'
import { can, PermissionLevel } from '@/shared/permissions'

export interface UploadActor {
  id: string
  /** Rows may create products only for someone with Create permission on products. */
  canCreateProducts: boolean
}

export interface UploadItemResult {
  success: boolean
  row: number
  sku: string | null
  productId: string | null
  message: string
}

export interface UploadOutcome {
  success: boolean
  message: string
  totalProcessed: number
  successCount: number
  failureCount: number
  results: UploadItemResult[]
}

export interface UploadStep {
  stage: string
  percent: number
  processedRows: number
  processedBytes: number
  totalRows: number | null
}

const refuse = (message: string) => badInput(message, { file: message })

async function readIntents(file: File, report: (step: UploadStep) => void) {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) throw refuse(UPLOAD_MESSAGES.wrongExtension)
  if (file.size === 0) throw refuse(UPLOAD_MESSAGES.empty)
  if (file.size > UPLOAD_MAX_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffSpreadsheet(bytes)
  if (!kind) throw refuse(UPLOAD_MESSAGES.notSpreadsheet)

  let columns: ColumnIndex | undefined
  const intents: StockIntent[] = []
  const failures: RowFailure[] = []
  const seen = new Map<string, number>()
  const reading = (processedBytes: number) =>
    report({
      stage: 'Reading the file',
      percent: Math.round((processedBytes / file.size) * 60),
      processedRows: intents.length + failures.length,
      processedBytes,
      totalRows: null,
    })
  const rows = readSheetRows(bytes, kind, { maxRows: UPLOAD_MAX_ROWS + 1, onProgress: reading })
  for await (const { number, cells } of rows) {
    if (isBlankRow(cells)) continue
    if (!columns) {
      columns = indexColumns(cells)
      continue
    }
    const result = readStockRow(number, cells, columns, seen)
    if (isFailure(result)) failures.push(result)
    else intents.push(result)
  }
  if (!columns) throw refuse(UPLOAD_MESSAGES.empty)
  if (intents.length + failures.length === 0) throw refuse(UPLOAD_MESSAGES.noRows)
  return { intents, failures }
}

function stockMessage(intent: StockIntent, outcome: StockOutcome, created: boolean): UploadItemResult {
  const base = { row: intent.row, sku: intent.sku, productId: outcome.productId }
  const prefix = `Row ${intent.row}:`
  if (outcome.after < 0) return { ...base, success: false, message: `${prefix} ${belowZeroMessage(outcome)}` }
  if (outcome.after > STOCK_MAX) return { ...base, success: false, message: `${prefix} Stock is too large` }
  if (created) return { ...base, success: true, message: `${prefix} product created with stock ${outcome.after}` }
  if (!outcome.adjustment) return { ...base, success: true, message: `${prefix} stock already ${outcome.after}` }
  const change =
    intent.adjustment === undefined ? `set to ${outcome.after}` : `adjusted by ${intent.adjustment} to ${outcome.after}`
  return { ...base, success: true, message: `${prefix} stock ${change} (was ${outcome.before})` }
}

/** How often a running upload tells readers its process is alive (see UPLOAD_STALE_AFTER_SECONDS). */
const HEARTBEAT_MS = 5_000

/**
 * Reads a stock spreadsheet (streamed CSV, or XLSX/XLS parsed in a worker), checks each row with the shared rules,
 * then applies every valid row in one transaction: staged, new products created, one set-based UPDATE of the stock
 * table writing the inventory history. File-level faults (type, size, rows, header) refuse the whole file first.
 * Each upload keeps a record (who, file, counts, state, heartbeat) that readers see as INTERRUPTED when its process
 * dies mid-way; the stock transaction then rolled back with the process, so nothing is half-applied.
 */
export async function bulkInsertInventory(
  db: Db,
  log: FastifyBaseLogger,
  file: File,
  actor: UploadActor,
  report: (step: UploadStep) => void,
): Promise<UploadOutcome> {
  const recordId = await startUploadRecord(db, {
    uploadedById: actor.id,
    fileName: file.name.slice(0, 255),
    sizeBytes: file.size,
  })
  const heartbeat = setInterval(() => {
    touchUploadRecord(db, recordId).catch((err: unknown) =>
      log.warn({ err, uploadId: recordId }, 'Upload heartbeat failed'),
    )
  }, HEARTBEAT_MS)
  try {
    const outcome = await applyUpload(db, file, actor, report, (totalRows) =>
      touchUploadRecord(db, recordId, { totalRows }),
    )
    await finishUploadRecord(db, recordId, {
      state: outcome.successCount > 0 ? 'APPLIED' : 'FAILED',
      successCount: outcome.successCount,
      failureCount: outcome.failureCount,
      message: outcome.message,
    })
    return outcome
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The upload could not be applied'
    await finishUploadRecord(db, recordId, { state: 'FAILED', message }).catch(() => undefined)
    throw error
  } finally {
    clearInterval(heartbeat)
  }
}

async function applyUpload(
  db: Db,
  file: File,
  actor: UploadActor,
  report: (step: UploadStep) => void,
  onRead: (totalRows: number) => Promise<void>,
): Promise<UploadOutcome> {
  const { intents, failures } = await readIntents(file, report)
  const totalRows = intents.length + failures.length
  await onRead(totalRows)
  const step = (stage: string, percent: number, processedRows: number) =>
    report({ stage, percent, processedRows, processedBytes: file.size, totalRows })
  step('Checking the rows', 60, 0)

  const reason = `Bulk upload ${file.name}`.slice(0, 200)
  const results = await transaction(db, async (tx) => {
    const staged = intents.map(({ row, sku, quantity, adjustment }) => ({ row, sku, quantity, adjustment }))
    await stageRows(tx, staged, (count) => step('Checking the rows', 60 + Math.round((count / totalRows) * 20), count))
    const { missing, archived } = await unmatchedRows(tx)
    const byRow = new Map(intents.map((intent) => [intent.row, intent]))
    const refused: UploadItemResult[] = archived.map((row) => ({
      success: false,
      row,
      sku: byRow.get(row)!.sku,
      productId: null,
      message: `Row ${row}: product ${byRow.get(row)!.sku} is archived and can no longer be changed`,
    }))
    const creatable: { intent: StockIntent; values: UploadNewProduct }[] = []
    for (const row of missing) {
      const intent = byRow.get(row)!
      const values = readNewProduct(intent)
      const denied = typeof values !== 'string' && !actor.canCreateProducts
      if (typeof values === 'string' || denied) {
        const reasonText = denied ? 'You need Create permission in products to add new products' : values
        refused.push({ success: false, row, sku: intent.sku, productId: null, message: `Row ${row}: ${reasonText}` })
      } else creatable.push({ intent, values })
    }
    step('Creating new products', 82, totalRows)
    const createdIds = await insertProducts(
      tx,
      creatable.map(({ intent, values }) => ({
        sku: intent.sku,
        name: values.name,
        description: values.description,
        price: values.price.toFixed(2),
        cost: values.cost.toFixed(2),
        status: values.status ?? 'ACTIVE',
      })),
      actor.id,
    )
    for (const { intent, values } of creatable) {
      if (values.categories.length) await setProductCategories(tx, createdIds.get(intent.sku)!, values.categories)
    }
    step('Saving stock', 85, totalRows)
    const rowOf = await matchStagedRows(tx)
    const outcomes = await applyStagedStock(tx, STAGED_ENTRIES, reason, actor.id)
    const applied = outcomes.map((outcome) => {
      const intent = byRow.get(rowOf.get(outcome.productId)!)!
      return stockMessage(intent, outcome, createdIds.has(intent.sku))
    })
    return [...applied, ...refused]
  })

  const all = [...results, ...failures.map((failure) => ({ ...failure, success: false, productId: null }))]
  all.sort((a, b) => a.row - b.row)
  const successCount = all.filter((result) => result.success).length
  const failureCount = all.length - successCount
  step('Done', 100, totalRows)
  return {
    success: successCount > 0,
    message:
      successCount > 0
        ? `Processed ${all.length} rows: ${successCount} succeeded, ${failureCount} failed.`
        : `None of the ${all.length} rows could be applied. See the failed rows below.`,
    totalProcessed: all.length,
    successCount,
    failureCount,
    results: all,
  }
}

/**
 * A stock upload by the viewer, in one of the process's upload slots, its progress published under `uploadId` (when
 * the client sent one) to the viewer's subscription. Rows may create products only with Create permission on products.
 */
export async function uploadStockFile(
  services: { db: Db; log: FastifyBaseLogger; uploadProgress: UploadProgressHub },
  viewer: Viewer,
  file: File,
  uploadId: string | null | undefined,
): Promise<UploadOutcome> {
  const progress = uploadProgressReporter(services.uploadProgress, {
    uploadId: parseArgument('uploadId', z.nullish(recordIdSchema('Upload id')), uploadId),
    userId: viewer.user.id,
    totalBytes: file.size,
  })
  const actor = { id: viewer.user.id, canCreateProducts: can(viewer.roles, 'products', PermissionLevel.Create) }
  try {
    return await inUploadSlot(() =>
      bulkInsertInventory(services.db, services.log, file, actor, (step) => progress.report(step)),
    )
  } finally {
    progress.finish()
  }
}

const RECENT_UPLOADS_MAX = 50

/** The newest uploads, with the ones whose process died read as INTERRUPTED. */
export function listRecentUploads(db: Db, limit: number | null | undefined) {
  return recentUploads(db, boundedCount(limit, 5, RECENT_UPLOADS_MAX))
}
