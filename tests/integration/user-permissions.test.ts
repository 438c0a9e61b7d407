import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { insertGroup, insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const GET_USERS = `query ($filter: UserFilterInput) {
  users(filter: $filter) { users { firstName permissions } pagination { totalCount } }
}`

interface UsersPage {
  users: { users: { firstName: string; permissions: string[] }[]; pagination: { totalCount: number } }
}

/**
 * The users list's permissions are what a user holds: their level in each area. customer and employee grant no area,
 * so an assignment "at 20" of either is no Delete permission.
 */
describe.each(DATABASE_TARGETS)('the permissions users hold, on %s', (target) => {
  let server: TestServer
  let admin: string
  const tag = `Pq${Date.now().toString(36)}`

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    const db = server.database.db
    await insertGroup(db, `${tag} Buyers`, [['customer', 20]])
    await insertGroup(db, `${tag} Sellers`, [['sales', 10]])
    await Promise.all([
      insertUser(db, { firstName: 'Cora', lastName: tag, roles: [['customer', 20]] }),
      insertUser(db, { firstName: 'Emil', lastName: tag, roles: [['employee', 20]], groups: [`${tag} Buyers`] }),
      insertUser(db, {
        firstName: 'Hana',
        lastName: tag,
        roles: [
          ['employee', 20],
          ['hr_manager', 20],
          ['analyst', 5],
        ],
      }),
      insertUser(db, { firstName: 'Otto', lastName: tag, roles: [['employee', 20]], groups: [`${tag} Sellers`] }),
      insertUser(db, {
        firstName: 'Rhea',
        lastName: tag,
        roles: [
          ['dev', 5],
          ['employee', 20],
        ],
      }),
    ])
  })
  afterAll(() => server.close())

  const list = async (filter: Record<string, unknown>) => {
    const result = await server.gql<UsersPage>(GET_USERS, { filter: { search: tag, ...filter } }, admin)
    expect(result.errors).toBeUndefined()
    return result.data!.users.users
  }
  const firstNames = async (permissions: string[]) => (await list({ permissions })).map((user) => user.firstName)

  it('lists each level a user holds in some area, and none for customer and employee', async () => {
    expect(Object.fromEntries((await list({})).map((user) => [user.firstName, user.permissions]))).toEqual({
      Cora: [],
      Emil: [],
      Hana: ['View', 'Delete'],
      Otto: ['Create'],
      // dev's areas are all at Delete, but a grant gives at most its assignment's level: held at View, View everywhere.
      Rhea: ['View'],
    })
  })

  it('filters by the levels users hold, not by the levels of their customer or employee roles', async () => {
    expect(await firstNames(['Delete'])).toEqual(['Hana'])
    expect(await firstNames(['view'])).toEqual(['Hana', 'Rhea'])
    expect(await firstNames(['Create'])).toEqual(['Otto'])
    expect(await firstNames(['Edit'])).toEqual([])
    expect(await firstNames(['Create', 'View'])).toEqual(['Hana', 'Otto', 'Rhea'])
  })

  it('finds no customer among the demo users holding Delete', async () => {
    const result = await server.gql<UsersPage>(GET_USERS, { filter: { permissions: ['Delete'], limit: 100 } }, admin)
    const all = await server.gql<UsersPage>(GET_USERS, { filter: { limit: 100 } }, admin)
    const holders = result.data!.users.pagination.totalCount
    expect(holders).toBeGreaterThan(0)
    expect(holders).toBeLessThan(all.data!.users.pagination.totalCount)
    expect(result.data!.users.users.map((user) => user.firstName)).not.toContain('Casey')
    expect(result.data!.users.users.every((user) => user.permissions.includes('Delete'))).toBe(true)
  })

  it('refuses an administrator deactivating their own account, alone or in a bulk change', async () => {
    const me = (await server.gql<{ me: { id: string } }>('{ me { id } }', {}, admin)).data!.me.id
    const single = await server.gql(
      'mutation ($userId: ID!) { setUserActive(userId: $userId, active: false) { active } }',
      { userId: me },
      admin,
    )
    expect(errorCode(single)).toBe('FORBIDDEN')
    expect(single.errors?.[0]?.message).toBe(PRIVILEGE_MESSAGES.selfDeactivation)
    const bulk = await server.gql<{ setUsersActive: { updatedCount: number; refusedCount: number } }>(
      'mutation ($ids: [ID!]) { setUsersActive(userIds: $ids, active: false) { updatedCount refusedCount } }',
      { ids: [me] },
      admin,
    )
    expect(bulk.data!.setUsersActive).toEqual({ updatedCount: 0, refusedCount: 1 })
    const still = await server.gql<{ me: { active: boolean } }>('{ me { active } }', {}, admin)
    expect(still.data!.me.active).toBe(true)
  })
})
