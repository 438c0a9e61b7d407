import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_GAP_CAP } from '@/server/db/rollup-schema'
import { DASHBOARD_PERIODS } from '@/shared/dashboard-period'

describe('the customer gap cap of the dashboard rollups', () => {
  it('exceeds every day offset within the longest dashboard period', () => {
    expect(CUSTOMER_GAP_CAP).toBeGreaterThan(Math.max(...DASHBOARD_PERIODS) - 1)
  })

  it('is the cap the migration’s customer_gap() applies', () => {
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0007_order_rollups.sql', import.meta.url),
      'utf8',
    )
    const body = /FUNCTION customer_gap[\s\S]*?\$\$(.*?)\$\$/.exec(migration)![1]!
    expect(body).toContain(`THEN ${CUSTOMER_GAP_CAP} ELSE least(day - previous, ${CUSTOMER_GAP_CAP})`)
  })
})
