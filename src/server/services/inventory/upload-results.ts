import type { OutcomeChunk } from '@/server/repositories/stock-upload-repository'

export interface UploadItemResult {
  success: boolean
  row: number
  sku: string | null
  productId: string | null
  message: string
}

/** A chunk of applied rows in typed arrays; their messages are written only when someone asks for them. */
interface AppliedChunk {
  rows: Int32Array
  before: Int32Array
  after: Int32Array
  /** The row's adjustment; meaningful only where `adjusted` is 1. */
  adjustments: Int32Array
  adjusted: Uint8Array
  skus: string
  /** Where each SKU starts in `skus`, and one past the end. */
  skuStarts: Uint32Array
  productIds: Uint8Array
}

/** The id at `index`; null for 16 zero bytes (a product a preview would create). */
const hexUuid = (bytes: Uint8Array, index: number) => {
  const hex = Buffer.from(bytes.subarray(index * 16, index * 16 + 16)).toString('hex')
  if (/^0+$/.test(hex)) return null
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function packChunk(chunk: OutcomeChunk): AppliedChunk {
  const count = chunk.rows.length
  const skuStarts = new Uint32Array(count + 1)
  for (let index = 0, at = 0; index < count; index += 1) {
    skuStarts[index] = at
    at = chunk.skus.indexOf('\n', at) + 1 || chunk.skus.length + 1
  }
  skuStarts[count] = chunk.skus.length + 1
  return {
    rows: Int32Array.from(chunk.rows),
    before: Int32Array.from(chunk.before),
    after: Int32Array.from(chunk.after),
    adjustments: Int32Array.from(chunk.adjustments, (value) => value ?? 0),
    adjusted: Uint8Array.from(chunk.adjustments, (value) => (value === null ? 0 : 1)),
    skus: chunk.skus,
    skuStarts,
    productIds: new Uint8Array(Buffer.from(chunk.productIds, 'hex')),
  }
}

/**
 * The rows of an upload, in row order. Failures are kept as results; the applied rows (up to a million) as numbers in
 * typed arrays, so that an upload that only reports its failures never builds a message per row.
 */
export class UploadResults {
  private readonly failures: UploadItemResult[] = []
  private readonly applied: AppliedChunk[] = []
  /** The rows that created their product. */
  readonly createdRows = new Set<number>()
  private sorted = true
  successCount = 0

  get failureCount() {
    return this.failures.length
  }

  get total() {
    return this.successCount + this.failures.length
  }

  /** Adds a failed row; returns its message as its result has it. */
  fail(row: number, sku: string | null, message: string): string {
    const full = `Row ${row}: ${message}`
    this.failWith(row, sku, full)
    return full
  }

  /** A failure whose message already names its row, as an upload's kept rows hold it. */
  failWith(row: number, sku: string | null, message: string) {
    const last = this.failures.at(-1)
    if (last && last.row > row) this.sorted = false
    this.failures.push({ success: false, row, sku, productId: null, message })
  }

  /** Applied rows, in row order after those added before; `counted` when successCount has them already. */
  addApplied(chunk: OutcomeChunk, counted = false) {
    this.applied.push(packChunk(chunk))
    if (!counted) this.successCount += chunk.rows.length
  }

  /** Adds the rows of a later part of the same upload (a batch applied after these). */
  merge(part: UploadResults) {
    for (const failure of part.failed()) this.failWith(failure.row, failure.sku, failure.message)
    this.applied.push(...part.applied)
    this.successCount += part.successCount
    for (const row of part.createdRows) this.createdRows.add(row)
  }

  failed(): UploadItemResult[] {
    if (!this.sorted) this.failures.sort((a, b) => a.row - b.row)
    this.sorted = true
    return this.failures
  }

  /** Every row's result, the applied ones' messages written now. */
  *all(): Generator<UploadItemResult> {
    const failures = this.failed()
    let next = 0
    for (const chunk of this.applied) {
      for (let index = 0; index < chunk.rows.length; index += 1) {
        const row = chunk.rows[index]!
        while (next < failures.length && failures[next]!.row < row) yield failures[next++]!
        yield this.appliedResult(chunk, index)
      }
    }
    while (next < failures.length) yield failures[next++]!
  }

  private appliedResult(chunk: AppliedChunk, index: number): UploadItemResult {
    const row = chunk.rows[index]!
    const sku = chunk.skus.slice(chunk.skuStarts[index], chunk.skuStarts[index + 1]! - 1)
    const message = appliedRowMessage({
      row,
      before: chunk.before[index]!,
      after: chunk.after[index]!,
      adjustment: chunk.adjusted[index] ? chunk.adjustments[index]! : null,
      created: this.createdRows.has(row),
    })
    return { success: true, row, sku, productId: hexUuid(chunk.productIds, index), message }
  }
}

/** What an applied row did, as its result and the upload's report say it. */
export function appliedRowMessage(applied: {
  row: number
  before: number
  after: number
  /** Null where the row set a quantity. */
  adjustment: number | null
  created: boolean
}): string {
  const { row, before, after, adjustment } = applied
  const prefix = `Row ${row}:`
  if (applied.created) return `${prefix} product created with stock ${after}`
  if (before === after) return `${prefix} stock already ${after}`
  const change = adjustment === null ? `set to ${after}` : `adjusted by ${adjustment} to ${after}`
  return `${prefix} stock ${change} (was ${before})`
}
