import type { TypedDocumentString } from '@/gql/graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CreateGroupDocument,
  CreateRoleDocument,
  GetAllGroupsDocument,
  GetAllRolesDocument,
  GetUsersDocument,
  SearchOrdersDocument,
  SearchProductsDocument,
} from '@/gql/graphql'
import { operationRunner, searchInput } from './support/operations'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

/** Most SQL statements one list operation may run, whatever its length (issue 16, acceptance 3). */
const MAX_STATEMENTS = 5

describe.each(DATABASE_TARGETS)('SQL statements per list operation (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  const statements: string[] = []

  beforeAll(async () => {
    server = await startTestServer(
      target,
      {},
      { size: 'full' },
      { queryLogger: { logQuery: (query) => statements.push(query) } },
    )
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  }, 120_000)
  afterAll(() => server?.close())

  /** Statements the operation ran, less those every signed-in request spends on its viewer (measured with `me`). */
  async function statementsOf<Result, Variables>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
  ) {
    statements.length = 0
    expect((await server.gql('{ me { id } }', {}, admin)).errors).toBeUndefined()
    const viewer = statements.length
    statements.length = 0
    const response = await run(document, variables, admin)
    expect(response.errors).toBeUndefined()
    return { count: statements.length - viewer, data: response.data! }
  }

  it('reads a users page with roles, groups and permissions in the same few statements at 20 and at 50 a page', async () => {
    const twenty = await statementsOf(GetUsersDocument, { filter: { limit: 20 } })
    const fifty = await statementsOf(GetUsersDocument, { filter: { limit: 50 } })
    expect(twenty.data.users.users).toHaveLength(20)
    expect(fifty.data.users.users).toHaveLength(50)
    expect(fifty.data.users.users.some((user) => user.roles.length > 0 && user.groups.length > 0)).toBe(true)
    expect(twenty.count).toBeLessThanOrEqual(MAX_STATEMENTS)
    expect(fifty.count).toBe(twenty.count)
  })

  it('reads an orders page in the same few statements at 20 and at 100 a page', async () => {
    const page = (size: number) =>
      statementsOf(SearchOrdersDocument, { search: searchInput({ PageSize: String(size) }) })
    const [twenty, hundred] = [await page(20), await page(100)]
    expect(twenty.data.searchOrders.orders).toHaveLength(20)
    expect(hundred.data.searchOrders.orders).toHaveLength(100)
    expect(hundred.data.searchOrders.orders.every((order) => order.itemCount > 0)).toBe(true)
    expect(twenty.count).toBeLessThanOrEqual(MAX_STATEMENTS)
    expect(hundred.count).toBe(twenty.count)
  })

  it('reads a products page with categories, images and facets in the same few statements at 15 and at 60 a page', async () => {
    const page = (size: number) =>
      statementsOf(SearchProductsDocument, { search: searchInput({ PageSize: String(size) }) })
    const [fifteen, sixty] = [await page(15), await page(60)]
    expect(fifteen.data.searchProducts.products).toHaveLength(15)
    expect(sixty.data.searchProducts.products).toHaveLength(60)
    expect(sixty.data.searchProducts.products.every((product) => product.category !== null)).toBe(true)
    expect(fifteen.count).toBeLessThanOrEqual(MAX_STATEMENTS)
    expect(sixty.count).toBe(fifteen.count)
  })

  it('reads a further products page after a cursor without counting, in fewer statements than the first', async () => {
    const first = await statementsOf(SearchProductsDocument, { search: searchInput({ PageSize: '15' }) })
    const after = first.data.searchProducts.nextCursor!
    const next = await statementsOf(SearchProductsDocument, {
      search: searchInput({ PageSize: '15', After: after }),
      counted: false,
    })
    expect(next.data.searchProducts.products).toHaveLength(15)
    expect(next.data.searchProducts.pagination).toBeUndefined()
    expect(next.count).toBeLessThan(first.count)
  })

  it('reads the groups and the roles lists, with roles, members and holders, in the same few statements however many there are', async () => {
    const groupsBefore = await statementsOf(GetAllGroupsDocument, {})
    const rolesBefore = await statementsOf(GetAllRolesDocument, {})
    const roleId = rolesBefore.data.allRoles.find((role) => role.name === 'analyst')!.id
    for (let i = 0; i < 8; i++) {
      const group = { name: `Counted group ${i}`, roles: [{ roleId, permissionLevel: 5 }] }
      expect((await run(CreateGroupDocument, { request: group }, admin)).errors).toBeUndefined()
      expect((await run(CreateRoleDocument, { request: { name: `counted_role_${i}` } }, admin)).errors).toBeUndefined()
    }
    const groupsAfter = await statementsOf(GetAllGroupsDocument, {})
    const rolesAfter = await statementsOf(GetAllRolesDocument, {})

    expect(groupsAfter.data.allGroups.length).toBe(groupsBefore.data.allGroups.length + 8)
    expect(groupsAfter.data.allGroups.find((group) => group.name === 'Counted group 0')!.roles).toHaveLength(1)
    expect(rolesAfter.data.allRoles.length).toBe(rolesBefore.data.allRoles.length + 8)
    expect(rolesAfter.data.allRoles.find((role) => role.name === 'analyst')!.userCount).toBeGreaterThan(0)
    expect(groupsBefore.count).toBeLessThanOrEqual(MAX_STATEMENTS)
    expect(groupsAfter.count).toBe(groupsBefore.count)
    expect(rolesBefore.count).toBeLessThanOrEqual(MAX_STATEMENTS)
    expect(rolesAfter.count).toBe(rolesBefore.count)
  })
})
