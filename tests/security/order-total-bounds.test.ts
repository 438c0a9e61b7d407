import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpdateOrderDocument } from '@/gql/graphql'
import { MONEY_MAX } from '@/shared/input-bounds'
import { operationRunner } from '../integration/support/operations'
import { insertOrder, insertProduct } from '../integration/support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from '../integration/support/test-server'

describe.each(DATABASE_TARGETS)('order totals that cannot be stored (%s)', (target) => {
  let server: TestServer
  const logged: string[] = []

  beforeAll(async () => {
    const { Writable } = await import('node:stream')
    const { default: pino } = await import('pino')
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString())
        done()
      },
    })
    server = await startTestServer(target, { logger: pino({ level: 'warn' }, sink) })
  })
  afterAll(() => server.close())

  it('refuses shipping that takes the total past numeric(12,2) as a field error, with nothing in the log', async () => {
    const product = await insertProduct(server.database.db, 20, 10)
    const orderId = await insertOrder(server.database.db, { lines: [{ product, quantity: 1 }] })
    const orders = await server.signIn('orders@example.com')
    logged.length = 0
    const refused = await operationRunner(server)(
      UpdateOrderDocument,
      { orderId, order: { version: 1, shippingAmount: MONEY_MAX, taxRate: 100 } },
      orders,
    )
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      shippingAmount: expect.stringMatching(/cannot exceed/),
    })
    expect(logged.join('')).not.toMatch(/numeric|overflow|stack/i)
  })
})
