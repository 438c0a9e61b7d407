import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const CAP = 4

const GET_USERS = `query GetUsers($filter: UserFilterInput) {
  users(filter: $filter) {
    users { firstName lastName }
    pagination { totalCount totalCountIsLowerBound skip pageSize }
  }
}`

interface UsersPage {
  users: {
    users: { firstName: string; lastName: string }[]
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

describe.each(DATABASE_TARGETS)('user list counts on %s', (target) => {
  let server: TestServer
  let admin: string
  const tag = `Zc${Date.now().toString(36)}`
  const firstNames = ['Ada', 'Ben', 'Cai', 'Dot', 'Eve', 'Fay', 'Gus']

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: CAP })
    admin = await server.signIn('admin@example.com')
    await Promise.all(
      firstNames.map((firstName, index) =>
        insertUser(server.database.db, { firstName, lastName: `${tag}${index < 3 ? 'Lund' : 'Moss'}`, roles: [] }),
      ),
    )
  })
  afterAll(() => server?.close())

  const list = async (filter: Record<string, unknown>) => {
    const result = await server.gql<UsersPage>(GET_USERS, { filter }, admin)
    expect(result.errors).toBeUndefined()
    return result.data!.users
  }

  it('counts matches exactly up to the cap and flags the count as a lower bound beyond it', async () => {
    expect((await list({ search: `${tag}lund` })).pagination).toMatchObject({
      totalCount: 3,
      totalCountIsLowerBound: false,
    })
    expect((await list({ search: `${tag}moss` })).pagination).toMatchObject({
      totalCount: 4,
      totalCountIsLowerBound: false,
    })
    const all = await list({ search: tag, limit: 5 })
    expect(all.pagination).toMatchObject({ totalCount: CAP, totalCountIsLowerBound: true })
    expect(all.users.map((user) => user.firstName)).toEqual(firstNames.slice(0, 5))
  })

  it('pages past a capped count to the last match', async () => {
    const second = await list({ search: tag, limit: 5, offset: 5 })
    expect(second.users.map((user) => user.firstName)).toEqual(['Fay', 'Gus'])
  })

  it('finds users by a full name or an email fragment through the search index', async () => {
    expect((await list({ search: `eve ${tag}moss` })).users.map((user) => user.firstName)).toEqual(['Eve'])
    const byEmail = await list({ search: `gus.${tag}`.toLowerCase() })
    expect(byEmail.users.map((user) => user.firstName)).toEqual(['Gus'])
  })
})
