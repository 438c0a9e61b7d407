import { z } from 'zod/mini'
import type { FastifyBaseLogger } from 'fastify'
import { GraphQLError } from 'graphql'
import type { Db, Tx } from '@/server/db/client'
import type { InventoryUploadState } from '@/server/db/schema'
import { longTransaction } from '@/server/db/transaction'
import { badInput } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import {
  finishUploadRecord,
  forgetExpiredPreviews,
  reopenPreview,
  startUploadRecord,
  touchUploadRecord,
  uploadsPage,
} from '@/server/repositories/inventory-upload-repository'
import {
  analyzeStaged,
  appliedOutcomes,
  createStagingTable,
  insertProducts,
  keepPreviewRows,
  keepRefusedRows,
  keepUploadRows,
  markStagedFailures,
  matchCreatedProducts,
  keptOutcomes,
  refusedOutcomes,
  removeStagedFailures,
  repeatedSkus,
  stageRows,
  stagedRowsText,
  type RowRange,
  unmatchedRows,
  unwritableRows,
} from '@/server/repositories/stock-upload-repository'
import { setProductCategories } from '@/server/services/products/product-categories'
import { applyStagedStock, refusalMessage, type StagedStockLock } from '@/server/services/inventory/stock-ledger'
import { readNewProduct } from '@/server/services/inventory/inventory-upload-rows'
import { StockRowReader } from '@/server/services/inventory/inventory-upload-staging'
import type { Viewer } from '@/server/auth/viewer'
import { sniffSpreadsheet } from '@/server/services/inventory/spreadsheet-file'
import { uploadProgressReporter, type UploadProgressHub } from '@/server/services/inventory/upload-progress'
import type { UploadResults } from '@/server/services/inventory/upload-results'
import { inUploadSlot } from '@/server/services/inventory/upload-slots'
import { isUndoable } from '@/server/services/inventory/upload-undo'
import { uploadIdArgument } from '@/server/services/inventory/upload-id'
import { recordId as recordIdSchema } from '@/shared/input-bounds'
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  TEMPLATE_ROW_SKIPPED,
  type UploadNewProduct,
} from '@/shared/inventory-upload'
import { boundedCount } from '@/shared/paging'
import { can, PermissionLevel } from '@/shared/permissions'
import { countOf } from '@/shared/count-text'

/** What an upload may hold; the shared limits unless a test lowers them. */
interface UploadLimits {
  maxRows: number
}

export interface UploadActor {
  id: string
  /** Rows may create products only for someone with Create permission on products. */
  canCreateProducts: boolean
}

/** Apply the rows, or only learn what they would do (a preview, kept to be applied or discarded later). */
export type UploadMode = 'apply' | 'preview'

/** One upload's work: the file, who sent it, its limits, and where its steps are reported. */
interface UploadJob {
  db: Db
  mode: UploadMode
  file: File
  actor: UploadActor
  limits: UploadLimits
  report: (step: UploadStep) => void
}

export interface UploadOutcome {
  success: boolean
  message: string
  totalProcessed: number
  successCount: number
  failureCount: number
  /** Rows an apply did not reach because it was cancelled (or stopped); neither applied nor failed. */
  notApplied: number
  cancelled: boolean
  /** Every row's result, in row order; the applied rows' messages are written only when asked for. */
  results: UploadResults
  /** Reads the applied rows into `results` when they are not there yet (a preview's stay in the database). */
  loadApplied?: () => Promise<void>
}

interface UploadStep {
  stage: string
  percent: number
  processedRows: number
  processedBytes: number
  totalRows: number | null
}

const refuse = (message: string) => badInput(message, { file: message })

/** The file-level checks that need no parsing: name, size, and what its first bytes say it is. */
async function checkFile(file: File) {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) throw refuse(UPLOAD_MESSAGES.wrongExtension)
  if (file.size === 0) throw refuse(UPLOAD_MESSAGES.empty)
  if (file.size > UPLOAD_MAX_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffSpreadsheet(bytes)
  if (!kind) throw refuse(UPLOAD_MESSAGES.notSpreadsheet)
  return { bytes, kind }
}

/** How often a running upload tells readers its process is alive (see UPLOAD_STALE_AFTER_SECONDS). */
const HEARTBEAT_MS = 5_000

/** The stored reason of an upload that failed on an error the caller was not told about (the log keeps it). */
const UNEXPECTED_FAILURE = 'The upload could not be applied because of a server error; nothing was changed.'

/**
 * Why an upload that applied no row failed, as its record keeps it for the upload history: the first refused row's
 * message and how many more there were (the screen's "see the failed rows below" means nothing there).
 */
function failedUploadReason(outcome: Pick<UploadOutcome, 'message' | 'totalProcessed' | 'results'>): string {
  const failed = outcome.results.failed()
  const [first] = failed
  if (!first || outcome.message === UPLOAD_MESSAGES.templateOnly) return outcome.message
  const more = failed.length - 1
  const none =
    outcome.totalProcessed === 1
      ? 'The only row could not be applied.'
      : `None of the ${outcome.totalProcessed} rows could be applied.`
  return `${none} ${first.message}${more ? ` (and ${countOf(more, 'more row')})` : ''}`
}

/**
 * Runs an upload's work while keeping its record: a heartbeat every HEARTBEAT_MS (readers see a RUNNING record whose
 * heartbeat stopped as INTERRUPTED: its process died and its transaction rolled back with it), then its outcome, or
 * on an error `onError`'s state: FAILED with the error's message, or an open preview again as it was.
 */
export async function keepingRecord(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  recordId: string,
  states: { done: 'APPLIED' | 'PREVIEWED'; onError: () => 'FAILED' | 'PREVIEWED' },
  work: (onRead: (totalRows: number) => void) => Promise<UploadOutcome>,
): Promise<UploadOutcome> {
  const heartbeat = setInterval(() => {
    touchUploadRecord(db, recordId).catch((err: unknown) =>
      log.warn({ err, uploadId: recordId }, 'Upload heartbeat failed'),
    )
  }, HEARTBEAT_MS)
  try {
    // Not awaited: the transaction that read the rows is still open, and PGlite runs this only once it ends.
    const outcome = await work((totalRows) => {
      touchUploadRecord(db, recordId, { totalRows }).catch((err: unknown) =>
        log.warn({ err, uploadId: recordId }, 'Upload row count not recorded'),
      )
    })
    await finishUploadRecord(db, recordId, {
      state: outcome.cancelled ? 'CANCELLED' : outcome.successCount === 0 ? 'FAILED' : states.done,
      totalRows: outcome.totalProcessed + outcome.notApplied,
      successCount: outcome.successCount,
      failureCount: outcome.failureCount,
      message: outcome.successCount > 0 || outcome.cancelled ? outcome.message : failedUploadReason(outcome),
    })
    return outcome
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : UNEXPECTED_FAILURE
    const recorded =
      states.onError() === 'PREVIEWED'
        ? reopenPreview(db, recordId)
        : finishUploadRecord(db, recordId, { state: 'FAILED', message })
    await recorded.catch(() => undefined)
    throw error
  } finally {
    clearInterval(heartbeat)
  }
}

/**
 * Reads a stock spreadsheet (streamed CSV, or XLSX/XLS parsed in a worker), checks each row with the shared rules,
 * then applies every valid row in one transaction: staged, new products created, one set-based UPDATE of the stock
 * table writing the inventory history. File-level faults (type, size, rows, header) refuse the whole file first.
 * A preview does the same and rolls the stock back, keeping each row and what it would do (see upload-preview.ts).
 */
async function bulkInsertInventory({ log, ...job }: UploadJob & { log: FastifyBaseLogger }) {
  const { db, file, actor } = job
  if (job.mode === 'preview') await forgetExpiredPreviews(db)
  const recordId = await startUploadRecord(db, {
    uploadedById: actor.id,
    fileName: file.name.slice(0, 255),
    sizeBytes: file.size,
  })
  const states = { done: job.mode === 'apply' ? 'APPLIED' : 'PREVIEWED', onError: () => 'FAILED' as const } as const
  const outcome = await keepingRecord({ db, log }, recordId, states, (onRead) =>
    applyUpload({ ...job, recordId, onRead }),
  )
  return { ...outcome, recordId }
}

/** Rows of applied outcomes read back per statement. */
const OUTCOME_CHUNK = 50_000

/** A staged row that would create its product, with the product's values. */
interface CreatableRow {
  row: number
  sku: string
  values: UploadNewProduct
}

/**
 * The rules of the staged rows whose SKU repeats an earlier row's or names no live product, the same for a preview and
 * an apply: a repeat is refused, an archived product's row is refused, a new product's row is refused unless its
 * cells make a product and the actor may create one. The refused rows are marked in the staging table; returns the
 * rows that create their product. A preview's rows staged again for its apply (`previewed`) have no repeats left.
 */
async function checkStagedRows(
  tx: Tx,
  actor: UploadActor,
  results: UploadResults,
  previewed = false,
): Promise<CreatableRow[]> {
  const refused: { row: number; message: string }[] = []
  const refuse = (row: number, sku: string, message: string) =>
    refused.push({ row, message: results.fail(row, sku, message) })
  for (const { row, sku, first } of previewed ? [] : await repeatedSkus(tx))
    refuse(row, sku, `SKU ${sku} already appears in row ${first}`)
  const creatable: CreatableRow[] = []
  for (const { row, sku, product, archived } of await unmatchedRows(tx)) {
    if (archived) {
      refuse(row, sku, `product ${sku} is archived and can no longer be changed`)
      continue
    }
    const values = readNewProduct(sku, product ?? {})
    if (typeof values === 'string') refuse(row, sku, values)
    else if (!actor.canCreateProducts) refuse(row, sku, 'You need Create permission in products to add new products')
    else creatable.push({ row, sku, values })
  }
  await markStagedFailures(tx, refused)
  for (const { row } of creatable) results.createdRows.add(row)
  return creatable
}

/** Refuses the staged rows that checkStagedRows refuses, and creates the new products. */
async function createNewProducts(tx: Tx, actor: UploadActor, results: UploadResults, previewed: boolean) {
  const creatable = await checkStagedRows(tx, actor, results, previewed)
  await removeStagedFailures(tx)
  const createdIds = await insertProducts(
    tx,
    creatable.map(({ sku, values }) => ({
      sku,
      name: values.name,
      description: values.description,
      price: values.price,
      cost: values.cost,
      status: values.status ?? 'ACTIVE',
    })),
    actor.id,
  )
  for (const { sku, values } of creatable) {
    if (values.categories.length) await setProductCategories(tx, [createdIds.get(sku)!], values.categories)
  }
}

/**
 * A preview of the staged rows, set-based and without writing any stock: the same checks as the apply
 * (checkStagedRows), then the rows whose wanted stock the apply would refuse (wantedStock, writableStock), then every
 * row with what it would do kept in one statement. Returns how many rows would apply.
 */
async function previewStaged(tx: Tx, recordId: string, actor: UploadActor, results: UploadResults) {
  const readFailures = results.failed().slice()
  const creatable = await checkStagedRows(tx, actor, results)
  const newNames = new Map(creatable.map(({ row, values }) => [row, values.name]))
  const unwritable = (await unwritableRows(tx)).map((outcome) => ({
    row: outcome.row,
    message: results.fail(
      outcome.row,
      outcome.sku,
      refusalMessage({ ...outcome, name: outcome.name ?? newNames.get(outcome.row) ?? outcome.sku }),
    ),
  }))
  await markStagedFailures(tx, unwritable)
  await keepRefusedRows(tx, recordId, readFailures)
  return keepPreviewRows(tx, recordId)
}

/**
 * Reads the refused rows' outcomes into `results` with their message, and the applied ones: counted when their
 * outcomes went onto a preview's kept rows (`applied`), else read from the staging table.
 */
async function collectOutcomes(tx: Tx, results: UploadResults, applied: number | null) {
  for (const outcome of await refusedOutcomes(tx)) results.fail(outcome.row, outcome.sku, refusalMessage(outcome))
  if (applied !== null) {
    results.successCount += applied
    return
  }
  for (let after = 0, chunk = await appliedOutcomes(tx, after, OUTCOME_CHUNK); chunk;) {
    results.addApplied(chunk)
    after = chunk.rows.at(-1)!
    chunk = await appliedOutcomes(tx, after, OUTCOME_CHUNK)
  }
}

/**
 * The reader's next chunk as staging text (see stagedRowsText), null after the last: the chunk's rows are garbage as
 * soon as it is made, rather than kept while the next chunk is read (which left every chunk's rows to the old
 * generation: 200 MB of heap for a million rows).
 */
async function nextChunkText(reader: StockRowReader): Promise<string | null> {
  const rows = await reader.nextChunk()
  return rows && stagedRowsText(rows)
}

/** Stages each chunk while the next one is read: the database and the parser work at the same time. */
async function stageChunks(tx: Tx, first: string | null, reader: StockRowReader) {
  let staging: Promise<void> = Promise.resolve()
  for (let chunk = first; chunk !== null; chunk = await nextChunkText(reader)) {
    await staging
    staging = stageRows(tx, chunk)
    // Seen as handled until awaited, so that a failure while the next chunk is read is not an unhandled rejection.
    staging.catch(() => undefined)
  }
  await staging
}

async function applyUpload({
  db,
  file,
  actor,
  limits,
  report,
  recordId,
  mode,
  onRead,
}: UploadJob & { recordId: string; onRead: (totalRows: number) => void }): Promise<UploadOutcome> {
  const { bytes, kind } = await checkFile(file)
  const reason = `Bulk upload ${file.name}`.slice(0, 200)
  const startReading = async () => {
    const reader = new StockRowReader(bytes, kind, {
      maxRows: limits.maxRows,
      onProgress: (processedBytes, processedRows) =>
        report({
          stage: 'Reading the file',
          percent: Math.round((processedBytes / file.size) * 80),
          processedRows,
          processedBytes,
          totalRows: null,
        }),
    })
    return { reader, first: await nextChunkText(reader) }
  }
  // Up to the first chunk of valid rows is read before the transaction opens (on PGlite it holds the one
  // connection); a retried transaction reads the file again from its start.
  let started: Awaited<ReturnType<typeof startReading>> | undefined = await startReading()
  const results = await longTransaction(db, async (tx) => {
    const { reader, first } = started ?? (await startReading())
    started = undefined
    await createStagingTable(tx)
    await stageChunks(tx, first, reader)
    await analyzeStaged(tx)
    const totalRows = reader.rowsRead
    onRead(totalRows)
    const step = (stage: string, percent: number) =>
      report({ stage, percent, processedRows: totalRows, processedBytes: file.size, totalRows })
    if (mode === 'apply') {
      await applyStaged(tx, { actor, results: reader.results, reason, step })
      await keepUploadRows(tx, recordId, reader.results.failed())
      return reader.results
    }
    step('Checking against the stock', 85)
    reader.results.successCount = await previewStaged(tx, recordId, actor, reader.results)
    return reader.results
  })
  report({
    stage: 'Done',
    percent: 100,
    processedRows: results.total,
    processedBytes: file.size,
    totalRows: results.total,
  })
  const outcome = uploadOutcome(results, mode)
  return mode === 'apply' ? outcome : { ...outcome, loadApplied: keptRowsLoader(db, recordId, results, true) }
}

/**
 * Creates the staged rows' new products, then applies their stock (`lock` locks it, see applyStagedStock, before
 * it is written) and reads every row's outcome into `results`.
 */
export async function applyStaged(
  tx: Tx,
  job: {
    actor: UploadActor
    results: UploadResults
    reason: string
    step: (stage: string, percent: number) => void
    lock?: StagedStockLock
    /** The preview (and the batch's rows) whose kept rows get the applied rows' outcomes: counted, not read back. */
    preview?: { id: string; range: RowRange }
  },
) {
  job.step('Creating new products', 82)
  await createNewProducts(tx, job.actor, job.results, job.preview !== undefined)
  job.step('Saving stock', 85)
  await matchCreatedProducts(tx)
  const applied = await applyStagedStock(tx, { ...job, actorId: job.actor.id })
  await collectOutcomes(tx, job.results, applied)
}

/**
 * Reads, once and only when asked, an upload's kept rows into `results` (already counted): those its preview would
 * apply (`pending`), or those its apply applied.
 */
export function keptRowsLoader(db: Db, uploadId: string, results: UploadResults, pending: boolean) {
  let loaded = false
  return async () => {
    if (loaded) return
    loaded = true
    for (let after = 0, chunk = await keptOutcomes(db, uploadId, pending, after, OUTCOME_CHUNK); chunk;) {
      results.addApplied(chunk, true)
      after = chunk.rows.at(-1)!
      chunk = await keptOutcomes(db, uploadId, pending, after, OUTCOME_CHUNK)
    }
  }
}

/**
 * What an upload (or its preview) answers: its counts, its message and every row's result. An apply cancelled with
 * `notReached` rows left says so, and how many rows it applied.
 */
export function uploadOutcome(results: UploadResults, mode: UploadMode, notReached?: number): UploadOutcome {
  const { successCount, failureCount, total } = results
  const onlyTemplateRows =
    successCount === 0 && results.failed().every((row) => row.message.endsWith(TEMPLATE_ROW_SKIPPED))
  const cancelled = notReached !== undefined
  const notApplied = notReached ?? 0
  return {
    success: successCount > 0,
    cancelled,
    notApplied,
    message: cancelled
      ? UPLOAD_MESSAGES.cancelled(successCount, failureCount, notApplied)
      : successCount > 0
        ? mode === 'apply'
          ? `Processed ${total} rows: ${successCount} succeeded, ${failureCount} failed.`
          : `Previewed ${total} rows: ${successCount} would apply, ${failureCount} would fail.`
        : onlyTemplateRows
          ? UPLOAD_MESSAGES.templateOnly
          : `None of the ${total} rows could be applied. See the failed rows below.`,
    totalProcessed: total,
    successCount,
    failureCount,
    results,
  }
}

/** Who uploads: rows may create products only with Create permission on products. */
export const uploadActor = (viewer: Viewer): UploadActor => ({
  id: viewer.user.id,
  canCreateProducts: can(viewer.roles, 'products', PermissionLevel.Create),
})

/**
 * A stock upload by the viewer, in one of the process's upload slots, its progress published under `uploadId` (when
 * the client sent one) to the viewer's subscription. Rows may create products only with Create permission on products.
 */
export async function uploadStockFile(
  services: { db: Db; log: FastifyBaseLogger; uploadProgress: UploadProgressHub; uploadMaxRows: number },
  viewer: Viewer,
  file: File,
  uploadId: string | null | undefined,
  mode: UploadMode = 'apply',
) {
  const progress = uploadProgressReporter(services.uploadProgress, {
    uploadId: parseArgument('uploadId', z.nullish(recordIdSchema('Upload id')), uploadId),
    userId: viewer.user.id,
    totalBytes: file.size,
  })
  try {
    return await inUploadSlot(() =>
      bulkInsertInventory({
        db: services.db,
        log: services.log,
        mode,
        file,
        actor: uploadActor(viewer),
        report: (step) => progress.report(step),
        limits: { maxRows: services.uploadMaxRows },
      }),
    )
  } finally {
    progress.finish()
  }
}

const UPLOADS_PAGE_MAX = 50

/** States in which an apply may have left rows it did not reach: cancelled, stopped, failed part-way, or still going. */
const PARTIAL_STATES: ReadonlySet<InventoryUploadState> = new Set(['CANCELLED', 'INTERRUPTED', 'FAILED', 'RUNNING'])

/** Uploads as the history lists them: whether each has a report, can be undone, and how many rows it did not reach. */
async function listedUploads(db: Db, after: string | null, limit: number) {
  const uploads = await uploadsPage(db, after, limit)
  return uploads.map(({ hasRows, ...upload }) => ({
    ...upload,
    hasReport: hasRows,
    canUndo: isUndoable(upload),
    notApplied:
      PARTIAL_STATES.has(upload.state) && upload.totalRows !== null && upload.successCount !== null
        ? Math.max(0, upload.totalRows - upload.successCount - (upload.failureCount ?? 0))
        : 0,
  }))
}

/** The newest uploads (see listedUploads). */
export const listRecentUploads = (db: Db, limit: number | null | undefined) =>
  listedUploads(db, null, boundedCount(limit, 5, UPLOADS_PAGE_MAX))

/** Every upload, newest first, a page of up to `first` after the upload `after`; `next` names the page's last one. */
export async function uploadHistory(db: Db, after: unknown, first: number | null | undefined) {
  const from = after === null || after === undefined ? null : uploadIdArgument(after)
  const limit = boundedCount(first, 20, UPLOADS_PAGE_MAX)
  const uploads = await listedUploads(db, from, limit + 1)
  const page = uploads.slice(0, limit)
  return { uploads: page, next: uploads.length > limit ? page.at(-1)!.id : null }
}
