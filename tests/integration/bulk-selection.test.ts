import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DeleteProductsDocument,
  ExportProductsDocument,
  ExportUsersDocument,
  SetUsersActiveDocument,
} from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'
import { insertUser, mintSession } from './support/user-fixtures'

const DELETE = String(DeleteProductsDocument)
const EXPORT_PRODUCTS = String(ExportProductsDocument)
const EXPORT_USERS = String(ExportUsersDocument)
const SET_ACTIVE = String(SetUsersActiveDocument)
const PRODUCT_IDS = `query($term: String!) {
  searchProducts(search: { parameters: [{ key: "Search", value: [$term] }, { key: "PageSize", value: ["100"] }] }) {
    products { id }
  }
}`
const USER_IDS = `query($term: String!) { users(filter: { search: $term, limit: 100 }) { users { id active } } }`

/** The data rows of a CSV (its header left out), by their first cell. */
const csvIds = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0])

describe.each(DATABASE_TARGETS)('bulk actions on every row matching a filter, on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  /** Products of this test's own, found by a term no demo product has. */
  async function insertProducts(term: string, count: number): Promise<string[]> {
    const rows = await server.database.db
      .insert(products)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `${term} ${index}`,
          sku: `${term}-${index}`,
          price: 5,
        })),
      )
      .returning({ id: products.id })
    await server.database.db.insert(stock).values(rows.map((row) => ({ productId: row.id, quantity: 1 })))
    return rows.map((row) => row.id)
  }
  const productIds = async (term: string) =>
    (
      await server.gql<{ searchProducts: { products: { id: string }[] } }>(PRODUCT_IDS, { term }, admin)
    ).data!.searchProducts.products.map((product) => product.id)
  const matching = (term: string, exceptIds: string[]) => ({
    filter: {
      parameters: [
        { key: 'Search', value: [term] },
        { key: 'Skip', value: ['2'] },
      ],
    },
    exceptIds,
  })

  it('deletes every product the search matches but the excepted one, paging in the filter ignored', async () => {
    const ids = await insertProducts('Zebrawood Matchdel', 4)
    const result = await server.gql<{ deleteProducts: Record<string, unknown> }>(
      DELETE,
      { matching: matching('Zebrawood Matchdel', [ids[1]!]) },
      admin,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.deleteProducts).toMatchObject({ success: true, deletedCount: 3, archivedCount: 0 })
    expect(await productIds('Zebrawood Matchdel')).toEqual([ids[1]])
  })

  it('exports exactly the matching products but the excepted ones', async () => {
    const ids = await insertProducts('Quokka Matchexp', 3)
    const result = await server.gql<{ exportProducts: string }>(
      EXPORT_PRODUCTS,
      { matching: matching('Quokka Matchexp', [ids[0]!]) },
      admin,
    )
    expect(result.errors).toBeUndefined()
    expect(csvIds(result.data!.exportProducts).sort()).toEqual([ids[1], ids[2]].sort())
    const byIds = await server.gql<{ exportProducts: string }>(EXPORT_PRODUCTS, { ids: [ids[2]] }, admin)
    expect(csvIds(byIds.data!.exportProducts)).toEqual([ids[2]])
  })

  it('refuses both ids and a filter, or neither', async () => {
    const both = await server.gql(DELETE, { ids: [], matching: matching('x', []) }, admin)
    expect(errorCode(both)).toBe('BAD_USER_INPUT')
    const neither = await server.gql(EXPORT_PRODUCTS, {}, admin)
    expect(errorCode(neither)).toBe('BAD_USER_INPUT')
    const unknownFilter = await server.gql(
      EXPORT_PRODUCTS,
      { matching: { filter: { parameters: [{ key: 'colour', value: ['red'] }] } } },
      admin,
    )
    expect(errorCode(unknownFilter)).toBe('BAD_USER_INPUT')
  })

  it('checks permissions as the id form does', async () => {
    const ids = await insertProducts('Narwhal Matchperm', 2)
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(DELETE, { matching: matching('Narwhal Matchperm', []) }, viewer))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await server.gql(DELETE, { ids }, viewer))).toBe('FORBIDDEN')
    expect((await productIds('Narwhal Matchperm')).sort()).toEqual([...ids].sort())
    const matchingUsers = { filter: { search: 'example' }, exceptIds: [] }
    for (const [document, variables] of [
      [EXPORT_USERS, { matching: matchingUsers }],
      [EXPORT_USERS, { userIds: [] }],
      [SET_ACTIVE, { matching: matchingUsers, active: false }],
      [SET_ACTIVE, { userIds: [], active: false }],
    ] as const) {
      expect(errorCode(await server.gql(document, variables, viewer))).toBe('FORBIDDEN')
    }
  })

  it('exports and deactivates every user the filter matches but the excepted one', async () => {
    const people = await Promise.all(
      ['Ana', 'Ben', 'Cleo'].map((firstName) => insertUser(server.database.db, { firstName, lastName: 'Matchuser' })),
    )
    const filter = { search: 'matchuser', status: ['ACTIVE'], limit: 1, offset: 2, sortBy: 'EMAIL' }
    const except = people[0]!.id
    const exported = await server.gql<{ exportUsers: string }>(
      EXPORT_USERS,
      { matching: { filter, exceptIds: [except] } },
      admin,
    )
    expect(exported.errors).toBeUndefined()
    const emails = exported
      .data!.exportUsers.trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3])
    expect(emails.sort()).toEqual([people[1]!.email, people[2]!.email].sort())

    const bensSession = await mintSession(server.database.db, people[1]!.id)
    const result = await server.gql<{ setUsersActive: Record<string, unknown> }>(
      SET_ACTIVE,
      { matching: { filter, exceptIds: [except] }, active: false },
      admin,
    )
    expect(result.data!.setUsersActive).toMatchObject({ updatedCount: 2, refusedCount: 0 })
    // A deactivated user's sessions end with the change, and their refresh token no longer renews one.
    const revoked = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${people[1]!.id} and revoked_at is null`,
    )
    expect(revoked.rows[0]!.n).toBe(0)
    const renewed = await server.gql(
      'mutation ($refresh: RefreshInput!) { refreshToken(refresh: $refresh) { token } }',
      {
        refresh: { refreshToken: bensSession.refreshToken },
      },
    )
    expect(errorCode(renewed)).toBe('UNAUTHENTICATED')
    const after = await server.gql<{ users: { users: { id: string; active: boolean }[] } }>(
      USER_IDS,
      { term: 'matchuser' },
      admin,
    )
    expect(after.data!.users.users.filter((user) => user.active).map((user) => user.id)).toEqual([except])
  })

  it('skips and counts users the viewer may not change, such as themselves', async () => {
    const result = await server.gql<{ setUsersActive: Record<string, unknown> }>(
      SET_ACTIVE,
      { matching: { filter: { search: 'admin@example.com' } }, active: false },
      admin,
    )
    expect(result.data!.setUsersActive).toMatchObject({ updatedCount: 0, refusedCount: 1 })
  })
})
