import type { Logger } from 'pino'
import type { Db } from '@/server/db/client'
import { foldDashboardChanges } from '@/server/repositories/dashboard-changes-repository'
import { preparePeriodProductSales } from '@/server/repositories/dashboard-repository'

const UPKEEP_MS = 10 * 60_000

/**
 * At start and every ten minutes: moves the dashboard's per-period product totals to today and prepares tomorrow's
 * beside them, so the first read after the UTC day change only moves the stored day on; and folds the change counts
 * of ended connections into one row (dashboard-cache.ts reads their sum). Returns the stop.
 */
export function startDashboardUpkeep(db: Db, log: Logger, now = () => new Date()): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await foldDashboardChanges(db)
      const started = Date.now()
      if (await preparePeriodProductSales(db, now())) {
        log.info({ ms: Date.now() - started }, "Prepared the dashboard's product totals for the next day")
      }
    } catch (err) {
      log.warn({ err }, 'Dashboard upkeep failed: product totals for the next day not prepared (tried again later)')
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(() => void run(), UPKEEP_MS)
  timer.unref()
  return () => clearInterval(timer)
}
