import { asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '@/server/db/schema'
import { insertProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const BULK_UPDATE = `mutation ($input: BulkProductUpdateInput!) { bulkUpdateProducts(input: $input) { updatedCount } }`
const DELETE = `mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { deletionId } }`
const RESTORE = `mutation ($id: ID!) { restoreProducts(deletionId: $id) { restoredCount } }`

// A bulk change writes, beside its summary, the event each record's History shows: its own before → after.
describe.each(DATABASE_TARGETS)('a bulk change on each product it changes, on %s', (target) => {
  let server: TestServer
  let token: string
  let adminId: string
  const db = () => server.database.db

  beforeAll(async () => {
    server = await startTestServer(target)
    token = await server.signIn('admin@example.com')
    const { rows } = await db().execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)
    adminId = rows[0]!.id
  })
  afterAll(() => server?.close())

  const lastId = async () =>
    Number(
      (await db().execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_events`)).rows[0]!.id,
    )
  const eventsOf = async (since: number, productId: string) =>
    (await db().select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(asc(auditEvents.id))).filter(
      (event) => event.recordId === productId,
    )

  it('records each product’s own fields before → after, and none for a product the change leaves as it was', async () => {
    const cheap = await insertProduct(db(), 10, 5)
    const same = await insertProduct(db(), 19.99, 5)
    await db().execute(sql`update products set status = 'INACTIVE' where id = ${same.id}::uuid`)
    const since = await lastId()
    const answer = await server.gql(
      BULK_UPDATE,
      { input: { ids: [cheap.id, same.id], status: 'INACTIVE', price: 19.99, categories: ['Hinges', 'Clearance'] } },
      token,
    )
    expect(answer.errors).toBeUndefined()

    const [cheapEvent] = await eventsOf(since, cheap.id)
    expect(cheapEvent).toMatchObject({ action: 'product.update', actorId: adminId, recordType: 'product' })
    expect(cheapEvent!.changes).toEqual({
      status: { before: 'ACTIVE', after: 'INACTIVE' },
      price: { before: 10, after: 19.99 },
      categories: { before: null, after: ['Clearance', 'Hinges'] },
    })
    const [sameEvent] = await eventsOf(since, same.id)
    expect(sameEvent!.changes).toEqual({ categories: { before: null, after: ['Clearance', 'Hinges'] } })

    const again = await lastId()
    await server.gql(BULK_UPDATE, { input: { ids: [same.id], categories: ['Clearance', 'Hinges'] } }, token)
    expect(await eventsOf(again, same.id)).toEqual([])
  })

  it('records a deletion and its Undo on each product', async () => {
    const product = await insertProduct(db(), 5, 1)
    const since = await lastId()
    const deleted = await server.gql<{ deleteProducts: { deletionId: string } }>(DELETE, { ids: [product.id] }, token)
    const deletionId = deleted.data!.deleteProducts.deletionId
    expect((await server.gql(RESTORE, { id: deletionId }, token)).errors).toBeUndefined()

    const [deletion, undo] = await eventsOf(since, product.id)
    const [{ archivedAt }] = await db()
      .select({ archivedAt: auditEvents.at })
      .from(auditEvents)
      .where(eq(auditEvents.id, deletion!.id))
    expect(deletion).toMatchObject({ action: 'product.delete', recordLabel: expect.stringMatching(/^ORDER-TEST-/) })
    expect(deletion!.changes!.deletionId).toEqual({ before: null, after: deletionId })
    const archived = deletion!.changes!.archivedAt as { before: unknown; after: string }
    expect(archived.before).toBeNull()
    expect(new Date(archived.after).getTime()).toBe(archivedAt.getTime())
    expect(undo).toMatchObject({ action: 'product.restore' })
    expect(undo!.changes!.deletionId).toEqual({ before: deletionId, after: null })
    expect(undo!.changes!.archivedAt).toEqual({ before: archived.after, after: null })
  })
})
