import type { AuditChanges } from './schema'
import type { SeededRandom } from './seed-random'

// The demo audit log's shapes and moments (src/server/db/seed-audit.ts).

export const DAY = 86_400_000
export const DAYS = 120

export interface Person {
  id: string
  fullName: string
}

export interface DemoEvent {
  at: Date
  actor: Person | null
  action: string
  /** None for a refusal, as the app records it. */
  area: string | null
  recordType?: 'product' | 'order' | 'user' | 'role' | 'group' | 'category'
  recordId?: string
  recordLabel?: string
  changes?: AuditChanges
  summary?: Record<string, unknown>
}

/** A moment in working hours (7:00 to 19:00 UTC) on one of the last 120 days, weekends quieter; never after now. */
export function workMoment(random: SeededRandom, now: Date): Date {
  for (;;) {
    const day = Math.floor(now.getTime() / DAY) - random.int(0, DAYS - 1)
    const weekday = new Date(day * DAY).getUTCDay()
    if ((weekday === 0 || weekday === 6) && random.chance(0.7)) continue
    const at = day * DAY + random.int(7, 18) * 3_600_000 + random.int(0, 3_599_999)
    if (at <= now.getTime()) return new Date(at)
  }
}

/** `count` moments, oldest first. */
export const moments = (random: SeededRandom, now: Date, count: number) =>
  Array.from({ length: count }, () => workMoment(random, now)).sort((a, b) => a.getTime() - b.getTime())
