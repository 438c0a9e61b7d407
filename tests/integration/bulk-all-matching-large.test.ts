import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_DATABASE_TARGET, startTestServer, type TestServer } from './support/test-server'

const BULK_UPDATE = `mutation ($input: BulkProductUpdateInput!) { bulkUpdateProducts(input: $input) { updatedCount } }`
const DELETE = `mutation ($matching: ProductMatchingInput) {
  deleteProducts(matching: $matching) { deletedCount archivedCount deletionId }
}`
const RESTORE = `mutation ($deletionId: ID!) { restoreProducts(deletionId: $deletionId) { restoredCount } }`

/** PostgreSQL takes at most this many parameters in one statement: "all matching" must not need one per product. */
const MAX_PARAMETERS = 65_535
const PRODUCTS = 66_000

const everything = (exceptIds: string[] = []) => ({ filter: { parameters: [] }, exceptIds })
const inactive = { filter: { parameters: [{ key: 'status', value: ['Inactive'] }] }, exceptIds: [] }

describe.each(SERVER_DATABASE_TARGET)(
  `bulk actions on all ${PRODUCTS.toLocaleString('en-US')}+ matching products on %s`,
  (target) => {
    let server: TestServer
    let token: string
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await server.database.db.execute<{ n: number }>(query)).rows[0]!.n)

    beforeAll(async () => {
      server = await startTestServer(target, {}, { size: 'small', products: PRODUCTS })
      token = await server.signIn('admin@example.com')
    }, 300_000)
    afterAll(() => server?.close())

    it('sets the status and the categories of every matching product but the excepted ones', async () => {
      const live = await count(sql`select count(*)::int as n from products where archived_at is null`)
      expect(live).toBeGreaterThan(MAX_PARAMETERS)
      const { rows: kept } = await server.database.db.execute<{ id: string; status: string }>(
        sql`select id, status from products where archived_at is null order by id limit 2`,
      )
      const exceptIds = kept.map((row) => row.id)

      const statusChange = await server.gql<{ bulkUpdateProducts: { updatedCount: number } }>(
        BULK_UPDATE,
        { input: { matching: everything(exceptIds), status: 'INACTIVE' } },
        token,
      )
      expect(statusChange.errors).toBeUndefined()
      expect(statusChange.data!.bulkUpdateProducts.updatedCount).toBe(live - 2)
      const afterwards = await server.database.db.execute<{ id: string; status: string }>(
        sql`select id, status from products where id in (${sql.join(
          exceptIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id`,
      )
      expect(afterwards.rows).toEqual(kept)

      const categoryChange = await server.gql<{ bulkUpdateProducts: { updatedCount: number } }>(
        BULK_UPDATE,
        { input: { matching: inactive, categories: ['Clearance'] } },
        token,
      )
      expect(categoryChange.errors).toBeUndefined()
      const inactiveCount = await count(
        sql`select count(*)::int as n from products where archived_at is null and status = 'INACTIVE'`,
      )
      expect(categoryChange.data!.bulkUpdateProducts.updatedCount).toBe(inactiveCount)
      expect(
        await count(sql`select count(*)::int as n from product_categories pc join categories c on c.id = pc.category_id
        where c.name = 'Clearance'`),
      ).toBe(inactiveCount)
    }, 300_000)

    it('deletes every matching product and brings them all back with Undo', async () => {
      const live = await count(sql`select count(*)::int as n from products where archived_at is null`)
      const deleted = await server.gql<{
        deleteProducts: { deletedCount: number; archivedCount: number; deletionId: string }
      }>(DELETE, { matching: everything() }, token)
      expect(deleted.errors).toBeUndefined()
      const { deletedCount, archivedCount, deletionId } = deleted.data!.deleteProducts
      expect(deletedCount + archivedCount).toBe(live)
      expect(await count(sql`select count(*)::int as n from products where archived_at is null`)).toBe(0)

      const restored = await server.gql<{ restoreProducts: { restoredCount: number } }>(RESTORE, { deletionId }, token)
      expect(restored.errors).toBeUndefined()
      expect(restored.data!.restoreProducts.restoredCount).toBe(live)
    }, 300_000)
  },
)
