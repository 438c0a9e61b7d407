import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdjustInventoryDocument,
  BulkInsertInventoryDocument,
  BulkInventoryUpdateDocument,
  CancelOrderDocument,
  EditGroupDocument,
  GetAllRolesDocument,
  GetGroupByIdDocument,
  GetOrderByIdDocument,
  ReturnOrderDocument,
  UpdateOrderDocument,
  UpdateProductDocument,
  UpdateProductStockDocument,
} from '@/gql/graphql'
import { products } from '@/server/db/schema'
import { operationRunner } from '../integration/support/operations'
import { adjustmentsOf, insertOrder, insertProduct, stockOf } from '../integration/support/order-fixtures'
import {
  DATABASE_TARGETS,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from '../integration/support/test-server'
import { insertGroup } from '../integration/support/user-fixtures'

/** What a client sees of one request: success, or the error code it got. */
const outcome = (result: GraphQLResponse<unknown>) =>
  result.errors ? String(result.errors[0]?.extensions?.code ?? 'NO_CODE') : 'OK'

/** What a successful request must have left in the product's history: its reason and its change. */
interface Expected {
  reason: string
  adjustment?: number
  quantityAfter?: number
}

/**
 * Twenty writers on one row at once, through every path that changes it. Every request must succeed or be told
 * CONFLICT (PostgreSQL's deadlocks and serialization failures retried, then refused): never an internal error.
 * PGlite has one connection, so races only really happen on PostgreSQL (TEST_DATABASE_URL).
 */
describe.each(DATABASE_TARGETS)('concurrent writers on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const order = (productId: string, quantity: number, status: 'PENDING' | 'DELIVERED') =>
    insertOrder(server.database.db, {
      status,
      lines: [{ product: { id: productId, name: 'Race item', price: 5 }, quantity }],
    })

  it('20 stock writes on one product through every path: each applied once or refused, none internal', async () => {
    const db = server.database.db
    const product = await insertProduct(db, 5, 1000)
    const [{ sku }] = (await db.select({ sku: products.sku }).from(products).where(eq(products.id, product.id))) as [
      { sku: string },
    ]
    const edited = await Promise.all([1, 2, 3].map(() => order(product.id, 1, 'PENDING')))
    const cancelled = await Promise.all([1, 2, 3].map(() => order(product.id, 3, 'PENDING')))
    const returned = await Promise.all([1, 2].map(() => order(product.id, 2, 'DELIVERED')))
    const startHistory = (await adjustmentsOf(db, product)).length
    const startStock = await stockOf(db, product)

    // Every absolute setting is a distinct multiple of 10,000 and every relative move is small, so no write can find
    // the stock already at its value: each success writes exactly one history row.
    const writes: { send: () => Promise<GraphQLResponse<unknown>>; expected: Expected }[] = [
      ...[2, -1, 3].map((by, index) => ({
        send: () =>
          run(
            AdjustInventoryDocument,
            { input: { productId: product.id, adjustment: by, reason: `Race ${index}` } },
            admin,
          ),
        expected: { reason: `Race ${index}`, adjustment: by },
      })),
      ...[10_000, 20_000, 30_000].map((quantity) => ({
        send: () => run(UpdateProductStockDocument, { id: product.id, quantity }, admin),
        expected: { reason: 'Edited on the product form', quantityAfter: quantity },
      })),
      ...[40_000, 50_000].map((quantity) => ({
        send: () => run(UpdateProductDocument, { id: product.id, input: { quantity } }, admin),
        expected: { reason: 'Edited on the product form', quantityAfter: quantity },
      })),
      ...edited.map((orderId) => ({
        send: async () => {
          const loaded = await run(GetOrderByIdDocument, { orderId }, admin)
          const version = loaded.data!.orderById!.version
          return run(
            UpdateOrderDocument,
            { orderId, order: { version, products: [{ id: product.id, quantity: 2 }] } },
            admin,
          )
        },
        expected: { reason: `Order ${orderId} edited`, adjustment: -1 },
      })),
      ...cancelled.map((orderId) => ({
        send: () => run(CancelOrderDocument, { orderId, reason: 'race' }, admin),
        expected: { reason: `Order ${orderId} cancelled`, adjustment: 3 },
      })),
      ...returned.map((orderId) => ({
        send: () => run(ReturnOrderDocument, { orderId, reason: 'race' }, admin),
        expected: { reason: `Order ${orderId} returned`, adjustment: 2 },
      })),
      ...[60_000, 70_000].map((quantity) => ({
        send: () => run(BulkInventoryUpdateDocument, { items: [{ productId: product.id, quantity }] }, admin),
        expected: { reason: 'Bulk stock update', quantityAfter: quantity },
      })),
      ...[1, 2].map((index) => ({
        send: () =>
          server.upload(
            String(BulkInsertInventoryDocument),
            { uploadId: null },
            { file: new File([`sku,adjustment\n${sku},5\n`], `race-${index}.csv`, { type: 'text/csv' }) },
            admin,
          ),
        expected: { reason: `Bulk upload race-${index}.csv`, adjustment: 5 },
      })),
    ]
    expect(writes).toHaveLength(20)

    const results = await Promise.all(writes.map((write) => write.send()))
    const outcomes = results.map(outcome)
    expect(outcomes.filter((code) => code !== 'OK' && code !== 'CONFLICT')).toEqual([])

    const history = (await adjustmentsOf(db, product)).slice(startHistory)
    const succeeded = writes.filter((_, index) => outcomes[index] === 'OK').map((write) => write.expected)
    expect(history).toHaveLength(succeeded.length)
    for (const expected of succeeded) {
      expect(history).toContainEqual(
        expect.objectContaining({
          reason: expected.reason,
          ...(expected.adjustment === undefined ? {} : { adjustment: expected.adjustment }),
          ...(expected.quantityAfter === undefined ? {} : { quantity_after: expected.quantityAfter }),
        }),
      )
    }
    // The history is one unbroken chain from the starting stock to the final one: each change started from the stock
    // the previous one left, so none was computed from a stale value.
    const finalStock = await stockOf(db, product)
    const befores = history.map((row) => row.quantity_after - row.adjustment).sort((a, b) => a - b)
    const afters = history.map((row) => row.quantity_after)
    afters.splice(afters.indexOf(finalStock), 1)
    expect(befores).toEqual([startStock, ...afters].sort((a, b) => a - b))
  }, 120_000)

  it('20 concurrent edits of one order: successes or CONFLICT, the version counts the successes', async () => {
    const db = server.database.db
    const product = await insertProduct(db, 5, 500)
    const orderId = await order(product.id, 1, 'PENDING')
    const before = (await run(GetOrderByIdDocument, { orderId }, admin)).data!.orderById!
    const quantities = Array.from({ length: 20 }, (_, index) => index + 2)
    const results = await Promise.all(
      quantities.map(async (quantity) => {
        const loaded = await run(GetOrderByIdDocument, { orderId }, admin)
        const version = loaded.data!.orderById!.version
        return run(
          UpdateOrderDocument,
          { orderId, order: { version, products: [{ id: product.id, quantity }] } },
          admin,
        )
      }),
    )
    const outcomes = results.map(outcome)
    expect(outcomes.filter((code) => code !== 'OK' && code !== 'CONFLICT')).toEqual([])
    const successes = quantities.filter((_, index) => outcomes[index] === 'OK')
    expect(successes.length).toBeGreaterThan(0)

    const after = (await run(GetOrderByIdDocument, { orderId }, admin)).data!.orderById!
    expect(after.version).toBe(before.version + successes.length)
    const finalQuantity = after.products[0]!.quantity
    expect(successes).toContain(finalQuantity)
    // Stock moved by exactly what the order's line moved, however many edits got through.
    expect(await stockOf(db, product)).toBe(500 - (finalQuantity - 1))
  }, 60_000)

  it("20 concurrent edits of one group's roles: successes or CONFLICT, the group holds one edit's roles", async () => {
    const db = server.database.db
    const groupId = await insertGroup(db, `Race group ${target}`, [['analyst', 5]])
    const roles = (await run(GetAllRolesDocument, {}, admin)).data!.allRoles.filter(
      (role) => !['admin', 'dev'].includes(role.name),
    )
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const loaded = (await run(GetGroupByIdDocument, { groupId }, admin)).data!.groupById!
        const held = [roles[index % roles.length]!, roles[(index + 1) % roles.length]!]
        const request = {
          id: groupId,
          name: loaded.name,
          version: loaded.version,
          roles: held.map((role) => ({ roleId: role.id, permissionLevel: 20 })),
        }
        return { held: held.map((role) => role.id).sort(), result: await run(EditGroupDocument, { request }, admin) }
      }),
    )
    const outcomes = results.map(({ result }) => outcome(result))
    expect(outcomes.filter((code) => code !== 'OK' && code !== 'CONFLICT')).toEqual([])
    const successes = results.filter((_, index) => outcomes[index] === 'OK')
    expect(successes.length).toBeGreaterThan(0)

    const group = (await run(GetGroupByIdDocument, { groupId }, admin)).data!.groupById!
    expect(group.version).toBe(1 + successes.length)
    const finalRoles = group.roles.map((role) => role.roleId).sort()
    expect(successes.map((success) => success.held)).toContainEqual(finalRoles)
  }, 60_000)
})
