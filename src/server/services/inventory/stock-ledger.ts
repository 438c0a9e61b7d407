import type { Tx } from '@/server/db/client'
import { badInput } from '@/server/errors'
import {
  entryList,
  lockStockRanges,
  lockStockRows,
  writeStock,
  type EntrySource,
  type StockEntry,
  type StockOutcome,
} from '@/server/repositories/stock-ledger-repository'
import {
  type RowRange,
  stagedEntryRanges,
  writePreviewedStock,
  writeStagedStock,
} from '@/server/repositories/stock-upload-repository'
import { STOCK_MAX } from '@/shared/inventory-limits'
import { INVENTORY_MESSAGES } from '@/shared/inventory-schemas'

/*
 * The stock ledger: every change of stock (adjustments, product edits, order lines, cancels and returns, bulk updates
 * and uploads) goes through this module, which locks, updates relative to the current stock in SQL, and writes one
 * inventory history row per change.
 *
 * GLOBAL LOCK ORDER. A transaction that locks rows of several kinds takes them in this order of tables, and within a
 * table by id ascending, so that no two transactions can wait on each other in a circle:
 *   1. roles      (a group edit takes the roles it grants FOR KEY SHARE before its group row)
 *   2. groups     (the group row, claimed with its version)
 *   3. orders     (the order row, claimed with its version, before its lines and stock)
 *   4. products   (FOR KEY SHARE here; a product edit or deletion takes FOR UPDATE)
 *   5. stock      (FOR UPDATE, by product id)
 * Rows only inserted (history, order lines, events) come last and lock nothing others wait for.
 */

export type { StockEntry, StockOutcome }

export interface StockChangeOptions {
  reason: string
  actorId: string | null
  /** The input field a refusal names (`adjustment`, `products`, `quantity`). */
  field: string
  /** Skip archived products instead of changing their stock. */
  liveOnly?: boolean
}

/** The one refusal for stock that would go below zero, naming the product and what is left. */
const belowZero = (outcome: StockOutcome, field: string) => {
  const message = INVENTORY_MESSAGES.belowZero(outcome.name, outcome.before)
  return badInput(message, { [field]: message })
}

/** Locks the rows in the global order, then applies every entry in one statement. */
async function apply(tx: Tx, source: EntrySource, reason: string, actorId: string | null): Promise<StockOutcome[]> {
  await lockStockRows(tx, source)
  return writeStock(tx, source, reason, actorId)
}

/**
 * Sets or moves the stock of the entries' products in the caller's transaction. Refuses (BAD_USER_INPUT) an entry
 * that would take stock below zero or past the column's limit; the transaction then rolls everything back.
 * Unknown products are left out of the result.
 */
export async function changeStock(
  tx: Tx,
  entries: readonly StockEntry[],
  options: StockChangeOptions,
): Promise<Map<string, StockOutcome>> {
  const real = entries.filter((entry) => entry.set !== undefined || (entry.add ?? 0) !== 0)
  if (real.length === 0) return new Map()
  const outcomes = await apply(tx, entryList(real, options.liveOnly), options.reason, options.actorId)
  const short = outcomes.find((outcome) => outcome.after < 0)
  if (short) throw belowZero(short, options.field)
  if (outcomes.some((outcome) => outcome.after > STOCK_MAX)) {
    throw badInput('Stock is too large', { [options.field]: 'Stock is too large' })
  }
  return new Map(outcomes.map((outcome) => [outcome.productId, outcome]))
}

/** Why an upload row's wanted stock may not be written (see writableStock): below zero, or past STOCK_MAX. */
export const refusalMessage = (outcome: Pick<StockOutcome, 'name' | 'before' | 'after'>) =>
  outcome.after < 0 ? INVENTORY_MESSAGES.belowZero(outcome.name, outcome.before) : 'Stock is too large'

/** Locks the stock rows of `count` staged entries in `sources` (see stagedEntryRanges) before anything is written. */
export type StagedStockLock = (sources: EntrySource[], count: number) => Promise<void>

/**
 * Applies an upload's staged rows in the caller's transaction, locking in the global order first (`lock`, by default
 * lockStockRanges: a preview's batch also checks its rows as it locks them). Each row's outcome stays in the staging
 * table, or for a batch of a preview's apply (`preview`) goes onto its kept rows (see writePreviewedStock), and then
 * the count of applied rows is returned; rows that would leave stock outside 0…STOCK_MAX change nothing.
 */
export async function applyStagedStock(
  tx: Tx,
  job: {
    reason: string
    actorId: string
    preview?: { id: string; range: RowRange }
    lock?: StagedStockLock
  },
): Promise<number | null> {
  const { sources, count } = await stagedEntryRanges(tx)
  await (job.lock ?? ((ranges, entries) => lockStockRanges(tx, ranges, entries)))(sources, count)
  const { preview } = job
  if (preview === undefined) {
    for (const entries of sources) await writeStagedStock(tx, entries, job.reason, job.actorId)
    return null
  }
  let applied = 0
  for (const entries of sources) {
    applied += await writePreviewedStock(tx, entries, { ...job, previewId: preview.id, range: preview.range })
  }
  return applied
}
