import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  AdjustInventoryDocument,
  BulkInsertInventoryDocument,
  InventoryUploadProgressDocument,
  OrderChangedDocument,
  ProductChangedDocument,
  UpdateOrderStatusDocument,
  UpdateProductDocument,
} from '@/gql/graphql'
import { buildApp } from '@/server/app'
import { products } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { subscribe } from './support/sse'
import { DATABASE_TARGETS, startTestServer, TEST_JWT_SECRET, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('live updates in one process on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  const newOrder = async () => {
    const product = await insertProduct(server.database.db, 20, 10)
    return insertOrder(server.database.db, { lines: [{ product, quantity: 1 }] })
  }

  it('tells a subscriber to an order about its status change, with who made it and the order as it now is', async () => {
    const [orderId, otherId] = [await newOrder(), await newOrder()]
    const viewer = await server.signIn('viewer@example.com')
    const subscription = await subscribe(server.url, OrderChangedDocument, { orderId }, viewer)
    try {
      const orders = await server.signIn('orders@example.com')
      // A change to another order is not this subscriber's business.
      await run(UpdateOrderStatusDocument, { orderId: otherId, orderStatus: 'PROCESSING' }, orders)
      const changed = await run(UpdateOrderStatusDocument, { orderId, orderStatus: 'PROCESSING', version: 1 }, orders)
      expect(changed.errors).toBeUndefined()

      const event = await subscription.next()
      expect(event.errors).toBeUndefined()
      expect(event.data!.orderChanged).toMatchObject({
        orderId,
        kind: 'STATUS',
        version: 2,
        actorName: 'Olivia Orders',
        order: { id: orderId, status: 'PROCESSING', version: 2 },
      })
    } finally {
      subscription.close()
    }
  })

  it('tells product subscribers about a price change', async () => {
    const product = await insertProduct(server.database.db, 20, 10)
    const admin = await server.signIn('admin@example.com')
    const subscription = await subscribe(server.url, ProductChangedDocument, { productId: product.id }, admin)
    try {
      const updated = await run(UpdateProductDocument, { id: product.id, input: { price: 21.5 } }, admin)
      expect(updated.errors).toBeUndefined()
      expect((await subscription.next()).data!.productChanged).toMatchObject({
        productId: product.id,
        kind: 'PRICE',
        actorName: 'Ada Admin',
      })
    } finally {
      subscription.close()
    }
  })

  it('tells product subscribers about a stock adjustment', async () => {
    const product = await insertProduct(server.database.db, 20, 10)
    const admin = await server.signIn('admin@example.com')
    const subscription = await subscribe(server.url, ProductChangedDocument, { productId: product.id }, admin)
    try {
      const adjusted = await run(
        AdjustInventoryDocument,
        { input: { productId: product.id, adjustment: 5, reason: 'Recount' } },
        admin,
      )
      expect(adjusted.errors).toBeUndefined()
      expect((await subscription.next()).data!.productChanged).toMatchObject({ productId: product.id, kind: 'STOCK' })
    } finally {
      subscription.close()
    }
  })

  it('refuses a subscription to orders without the orders area, as the query does', async () => {
    const stock = await server.signIn('stock@example.com')
    const subscription = await subscribe(server.url, OrderChangedDocument, {}, stock)
    try {
      const refused = await subscription.next()
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    } finally {
      subscription.close()
    }
  })
})

const redisUrl = process.env.TEST_REDIS_URL
if (redisUrl) {
  describe('live updates between two server processes through Redis', () => {
    let first: TestServer
    let secondUrl: string
    let closeSecond: () => Promise<void>

    beforeAll(async () => {
      first = await startTestServer('pglite', { redisUrl })
      // A second app instance over the same database, with its own Redis connections, as a second process has.
      const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-uploads-'))
      const second = await buildApp({ db: first.database.db, jwtSecret: TEST_JWT_SECRET, uploadsDir, redisUrl })
      await second.listen({ port: 0, host: '127.0.0.1' })
      secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}/graphql`
      closeSecond = async () => {
        await second.close()
        await rm(uploadsDir, { recursive: true, force: true })
      }
    })
    afterAll(async () => {
      await closeSecond()
      await first.close()
    })

    it('delivers a status change made on one instance to a subscriber of the other', async () => {
      const product = await insertProduct(first.database.db, 20, 10)
      const orderId = await insertOrder(first.database.db, { lines: [{ product, quantity: 1 }] })
      const viewer = await first.signIn('viewer@example.com')
      const subscription = await subscribe(secondUrl, OrderChangedDocument, { orderId }, viewer)
      try {
        const orders = await first.signIn('orders@example.com')
        const changed = await operationRunner(first)(
          UpdateOrderStatusDocument,
          { orderId, orderStatus: 'PROCESSING', version: 1 },
          orders,
        )
        expect(changed.errors).toBeUndefined()
        expect((await subscription.next()).data!.orderChanged).toMatchObject({
          orderId,
          kind: 'STATUS',
          order: { status: 'PROCESSING' },
        })
      } finally {
        subscription.close()
      }
    })

    it('shows the progress of an upload sent to one instance to its uploader subscribed on the other', async () => {
      const product = await insertProduct(first.database.db, 20, 10)
      const [{ sku }] = (await first.database.db
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.id, product.id))) as [{ sku: string }]
      const stock = await first.signIn('stock@example.com')
      const uploadId = crypto.randomUUID()
      const progress = await subscribe(secondUrl, InventoryUploadProgressDocument, { uploadId }, stock)
      try {
        // Let the subscription reach Redis before the upload starts.
        await new Promise((resolve) => setTimeout(resolve, 500))
        const file = new File([`sku,quantity\n${sku},4\n`], 'stock.csv', { type: 'text/csv' })
        const uploaded = await first.upload(
          String(BulkInsertInventoryDocument),
          { file: null, uploadId },
          { file },
          stock,
        )
        expect(uploaded.errors).toBeUndefined()
        let last = (await progress.next()).data!.inventoryUploadProgress
        while (!last.done) last = (await progress.next()).data!.inventoryUploadProgress
        expect(last).toMatchObject({ uploadId, done: true, percent: 100, totalRows: 1, stage: 'Done' })
      } finally {
        progress.close()
      }
    })
  })
}
