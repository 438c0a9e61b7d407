import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchInput } from '../integration/support/operations'
import {
  DATABASE_TARGETS,
  errorCode,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from '../integration/support/test-server'

/** Inputs the shared schemas refuse on the field, before any of them reaches the database. */

/** About 1 MB, just inside the server's 1 MiB limit on a JSON body, so the schemas are what refuse it. */
const MEGABYTE = '1'.repeat(1_000_000)
const NOT_ALLOWED = /characters that are not allowed/

const fieldErrors = (response: GraphQLResponse<unknown>) =>
  (response.errors?.[0]?.extensions?.fieldErrors ?? {}) as Record<string, string>

describe.each(DATABASE_TARGETS)('input bounds on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(async () => {
    await server?.close()
  })

  const createProduct = (input: Record<string, unknown>) =>
    server.gql(
      'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: 'Brass hinge', price: 4.99, sku: 'NUL-TEST', ...input } },
      admin,
    )
  const createRole = (request: Record<string, unknown>) =>
    server.gql<{ createRole: { id: string; name: string } }>(
      'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id name } }',
      { request },
      admin,
    )

  it('refuses a NUL byte in a product name or SKU on that field', async () => {
    const name = await createProduct({ name: 'Brass\u0000hinge' })
    expect(errorCode(name)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(name).name).toMatch(NOT_ALLOWED)

    const sku = await createProduct({ sku: 'HNG\u0000001' })
    expect(errorCode(sku)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(sku).sku).toMatch(NOT_ALLOWED)
  })

  it('refuses a NUL byte in every kind of search term, naming the field', async () => {
    const searches: [string, Record<string, unknown>, string][] = [
      [
        'query ($search: SearchInput!) { searchProducts(search: $search) { pagination { totalCount } } }',
        { search: searchInput({ Search: 'hin\u0000ge' }) },
        'Search',
      ],
      [
        'query ($search: SearchInput!) { searchOrders(search: $search) { pagination { totalCount } } }',
        { search: searchInput({ Search: 'Ada\u0000' }) },
        'Search',
      ],
      [
        'query ($search: SearchInput!) { searchProducts(search: $search) { pagination { totalCount } } }',
        { search: searchInput({ category: 'Office\u0000' }) },
        'category',
      ],
      ['query ($term: String!) { globalSearch(term: $term) { products { id } } }', { term: 'a\u0000b' }, 'term'],
      [
        'query ($filter: UserFilterInput) { users(filter: $filter) { pagination { totalCount } } }',
        { filter: { search: 'al\u0000len' } },
        'search',
      ],
      [
        'query ($filter: InventoryFilterInput) { inventoryProducts(filter: $filter) { pagination { totalCount } } }',
        { filter: { search: 'hin\u0000ge' } },
        'search',
      ],
    ]
    for (const [document, variables, field] of searches) {
      const response = await server.gql(document, variables, admin)
      expect(errorCode(response), document).toBe('BAD_USER_INPUT')
      expect(fieldErrors(response)[field], document).toMatch(NOT_ALLOWED)
    }
  })

  it('refuses stock past 2^31 - 1 however it arrives', async () => {
    const created = await server.gql<{ createProduct: { id: string } }>(
      'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: 'Full shelf', price: 1, sku: 'FULL-SHELF', quantity: 2_147_483_647 } },
      admin,
    )
    const productId = created.data!.createProduct.id
    const adjusted = await server.gql(
      'mutation ($input: InventoryAdjustmentInput!) { adjustInventory(input: $input) { product { quantity } } }',
      { input: { productId, adjustment: 1, reason: 'One more' } },
      admin,
    )
    expect(errorCode(adjusted)).toBe('BAD_USER_INPUT')
    const search = await server.gql(
      'query ($search: SearchInput!) { searchProducts(search: $search) { pagination { totalCount } } }',
      { search: searchInput({ Skip: '2147483648' }) },
      admin,
    )
    expect(errorCode(search)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(search).Skip).toBeDefined()
  })

  it('refuses a 1 MB phone number and a 1 MB role description, storing neither', async () => {
    const phone = await server.gql(
      'mutation ($request: UpdateUserInput!) { updateUser(updateRequest: $request) { id } }',
      { request: { firstName: 'Ada', lastName: 'Admin', phoneNumber: MEGABYTE } },
      admin,
    )
    expect(errorCode(phone)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(phone).phoneNumber).toMatch(/at most 32 characters/)

    const role = await createRole({ name: 'Long story', description: MEGABYTE })
    expect(errorCode(role)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(role).description).toMatch(/at most 500 characters/)

    const longest = await server.database.db.execute<{ longest: number }>(
      sql`select greatest((select max(length(phone_number)) from users), (select max(length(description)) from roles))
          as longest`,
    )
    expect(Number(longest.rows[0]!.longest ?? 0)).toBeLessThan(1000)
  })

  it('normalises role names and refuses look-alikes of existing ones', async () => {
    const zeroWidth = await createRole({ name: 'admin\u200b' })
    expect(errorCode(zeroWidth)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(zeroWidth).name).toMatch(/only letters, digits, spaces/)

    for (const name of ['Admin', 'ＡＤＭＩＮ', ' admin ']) {
      const duplicate = await createRole({ name })
      expect(errorCode(duplicate), name).toBe('BAD_USER_INPUT')
      expect(fieldErrors(duplicate).name, name).toBe('A role with this name already exists')
    }

    const created = await createRole({ name: '  Night   shift ' })
    expect(created.data?.createRole.name).toBe('Night shift')
    expect(errorCode(await createRole({ name: 'NIGHT SHIFT' }))).toBe('BAD_USER_INPUT')

    const group = await server.gql(
      'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
      { request: { name: 'Night\u200bshift', roles: [{ roleId: created.data!.createRole.id, permissionLevel: 5 }] } },
      admin,
    )
    expect(errorCode(group)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(group).name).toMatch(/only letters, digits, spaces/)
  })
})
