import type { Db } from '@/server/db/client'
import { dashboardChangeCount, nextTimedChange } from '@/server/repositories/dashboard-changes-repository'
import type { DashboardPeriod } from '@/shared/dashboard-period'
import { dashboardPeriod, dashboardWindows, loadDashboard, type DashboardModel } from './dashboard'

const DAY_MS = 86_400_000

interface Figures {
  model: DashboardModel
  /** The last instant (ms) at which the model, its ends moved on, is still the period's dashboard. */
  until: number
}

interface Kept {
  /** The database's change count read before the figures (dashboard-changes-repository.ts). */
  changes: string
  /** The clock the figures were computed at (ms). */
  at: number
  figures: Promise<Figures>
}

export interface DashboardCache {
  /** The dashboard of the period ending at `now`, exactly as loadDashboard would compute it then. */
  load(now: Date, days: number): Promise<DashboardModel>
}

/** The kept model read at a later instant of its validity: only the two windows' ends move with the clock. */
const endingAt = (model: DashboardModel, now: Date, days: DashboardPeriod): DashboardModel => ({
  ...model,
  periodEnd: now,
  previousEnd: dashboardWindows(now, days).previous.end,
})

/**
 * Each period's dashboard as this process last computed it, reused while nothing it is made of has changed (issue
 * 32: "results may be cached per period while no order changes"). A figure depends on the stored rows and on the
 * clock; the kept one answers a read only when
 *  - the database's change count is the one read before the figures were (every statement writing orders, order
 *    lines or products counts, in its own transaction, whichever process or path runs it: migration 0036), and
 *  - the clock stands between the instant they were computed at and the next at which either window's end passes an
 *    order's time, a product's creation or archival (nextTimedChange), or the UTC day changes.
 * Between two such instants and with the same rows every figure is the same (the ends themselves aside, moved on by
 * endingAt); anything else is computed afresh. The dashboard holds no figure that depends on who reads it (the
 * resolver checks analytics View first), so one model serves every reader of this process. A read that finds the
 * figures being computed for the same count waits for them instead of computing them again.
 */
export function createDashboardCache(db: Db): DashboardCache {
  const kept = new Map<DashboardPeriod, Kept>()

  async function compute(now: Date, days: DashboardPeriod): Promise<Figures> {
    const [model, next] = await Promise.all([loadDashboard(db, now, days), nextTimedChange(db, now, days * DAY_MS)])
    const dayEnd = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS - 1
    return { model, until: Math.min(dayEnd, next?.getTime() ?? dayEnd) }
  }

  return {
    async load(now, daysInput) {
      const days = dashboardPeriod(daysInput)
      const changes = await dashboardChangeCount(db)
      const entry = kept.get(days)
      if (entry?.changes === changes && entry.at <= now.getTime()) {
        const figures = await entry.figures.catch(() => undefined)
        if (figures && now.getTime() <= figures.until) return endingAt(figures.model, now, days)
      }
      const computing: Kept = { changes, at: now.getTime(), figures: compute(now, days) }
      kept.set(days, computing)
      computing.figures.catch(() => {
        if (kept.get(days) === computing) kept.delete(days)
      })
      return (await computing.figures).model
    },
  }
}
