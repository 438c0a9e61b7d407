import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { actionLabel, fieldLabel } from '@/components/audit/audit-words'
import { summaryEntries, valueText } from '@/components/audit/audit-values'

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** Every action the server records: the names in the mutation table, activations both ways, the audited failures. */
function recordedActions(): string[] {
  const table = source('src/server/graphql/audited-mutations.ts')
  const named = [...table.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1]!)
  const activations = [...table.matchAll(/activation\('([a-z_]+)'\)/g)].flatMap(([, prefix]) => [
    `${prefix}.activate`,
    `${prefix}.deactivate`,
  ])
  const log = source('src/server/auth/security-log.ts')
  const failures = log.slice(log.indexOf('AUDITED_FAILURES'), log.indexOf('])', log.indexOf('AUDITED_FAILURES')))
  const auth = [...failures.matchAll(/'([a-z_]+)'/g)].map(([, event]) => `auth.${event}`)
  return [...new Set([...named, ...activations, ...auth, 'access.denied', 'audit.purge'])]
}

describe('the audit log in words (issue 31, the Activity screen and History)', () => {
  it('names every action the server records in words of its own, never as the raw code', () => {
    const actions = recordedActions()
    expect(actions.length).toBeGreaterThan(80)
    const unnamed = actions.filter((action) => actionLabel(action).includes(':') || actionLabel(action) === action)
    expect(unnamed).toEqual([])
    expect(actionLabel('product.update')).toBe('Changed a product')
    expect(actionLabel('auth.sign_in_failed')).toBe('Failed to sign in')
  })

  it('still says something readable for an action it does not know', () => {
    expect(actionLabel('webhook.send_again')).toBe('Webhook: send again')
    expect(actionLabel('reindex')).toBe('Reindex')
  })

  it("writes a field's name as people read it", () => {
    expect(fieldLabel('price')).toBe('Price')
    expect(fieldLabel('compareAtPrice')).toBe('Compare at price')
    expect(fieldLabel('password_hash')).toBe('Password hash')
  })

  it('reads the JSON of a before or after value as plain text, and none as null', () => {
    expect(valueText('19.99')).toBe('19.99')
    expect(valueText('"Tractor PTO"')).toBe('Tractor PTO')
    expect(valueText('true')).toBe('true')
    expect(valueText('["Outdoor","Tools"]')).toBe('Outdoor, Tools')
    expect(valueText('[]')).toBeNull()
    expect(valueText('null')).toBeNull()
    expect(valueText(null)).toBeNull()
    expect(valueText('{"line1":"1 Main St"}')).toBe('{"line1":"1 Main St"}')
    // Text that is not JSON shows as it came.
    expect(valueText('not json')).toBe('not json')
  })

  it("lists a bulk change's summary as named values", () => {
    expect(summaryEntries('{"count":3,"productIds":["a","b"],"status":"ACTIVE"}')).toEqual([
      ['Count', '3'],
      ['Product ids', 'a, b'],
      ['Status', 'ACTIVE'],
    ])
    expect(summaryEntries(null)).toEqual([])
    expect(summaryEntries('12')).toEqual([['Summary', '12']])
  })
})
