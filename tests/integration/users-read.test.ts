import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGroup, insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const GET_USERS = `query GetUsers($filter: UserFilterInput) {
  users(filter: $filter) {
    users { id firstName lastName email active roles { name permissionLevel } groups { groupName } permissions }
    pagination { totalCount skip pageSize }
  }
}`

interface UsersPage {
  users: {
    users: { id: string; firstName: string; lastName: string; email: string; active: boolean; permissions: string[] }[]
    pagination: { totalCount: number; skip: number; pageSize: number }
  }
}

describe.each(DATABASE_TARGETS)('reading users, roles and groups on %s', (target) => {
  let server: TestServer
  let admin: string
  const tag = `Zq${Date.now().toString(36)}`
  let ids: Record<'anna' | 'bert' | 'cleo' | 'dana', string>

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    const db = server.database.db
    await insertGroup(db, `${tag} Packers`, [['inventory_manager', 15]])
    const [anna, bert, cleo, dana] = await Promise.all([
      insertUser(db, {
        firstName: 'Anna',
        lastName: `${tag}Berg`,
        roles: [
          ['employee', 20],
          ['sales', 5],
        ],
      }),
      insertUser(db, {
        firstName: 'Bert',
        lastName: `${tag}Berg`,
        roles: [['employee', 20]],
        groups: [`${tag} Packers`],
      }),
      insertUser(db, { firstName: 'Cleo', lastName: `${tag}Holm`, roles: [['analyst', 10]], active: false }),
      insertUser(db, {
        firstName: 'Dana',
        lastName: `${tag}Holm`,
        roles: [['inventory_manager', 5]],
        groups: [`${tag} Packers`],
      }),
    ])
    ids = { anna: anna!.id, bert: bert!.id, cleo: cleo!.id, dana: dana!.id }
  })
  afterAll(() => server.close())

  const list = async (filter: Record<string, unknown>) => {
    const result = await server.gql<UsersPage>(GET_USERS, { filter: { search: tag, ...filter } }, admin)
    expect(result.errors).toBeUndefined()
    return result.data!.users
  }
  const firstNames = async (filter: Record<string, unknown>) => (await list(filter)).users.map((u) => u.firstName)

  it('pages 10 at a time sorted by first name by default', async () => {
    const result = await server.gql<UsersPage>(GET_USERS, {}, admin)
    const page = result.data!.users
    expect(page.pagination).toMatchObject({ skip: 0, pageSize: 10 })
    expect(page.users.length).toBe(Math.min(10, page.pagination.totalCount))
    const names = page.users.map((user) => user.firstName)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('searches first, last and full name and email, ignoring case', async () => {
    expect(await firstNames({ search: `${tag}holm`.toUpperCase() })).toEqual(['Cleo', 'Dana'])
    expect(await firstNames({ search: `anna ${tag}berg` })).toEqual(['Anna'])
    expect(await firstNames({ search: `bert.${tag}`.toLowerCase() })).toEqual(['Bert'])
  })

  it('filters by status, roles, groups and permissions: any within a category, all categories at once', async () => {
    expect(await firstNames({ status: ['INACTIVE'] })).toEqual(['Cleo'])
    expect(await firstNames({ status: ['ACTIVE', 'INACTIVE'] })).toEqual(['Anna', 'Bert', 'Cleo', 'Dana'])
    expect(await firstNames({ roles: ['SALES', 'analyst'] })).toEqual(['Anna', 'Cleo'])
    // Bert holds inventory_manager only through the group.
    expect(await firstNames({ roles: ['inventory_manager'] })).toEqual(['Bert', 'Dana'])
    expect(await firstNames({ groups: [`${tag} packers`] })).toEqual(['Bert', 'Dana'])
    // Dana holds inventory_manager at 5 directly and 15 through the group: her effective level is Edit.
    expect(await firstNames({ permissions: ['Edit'] })).toEqual(['Bert', 'Dana'])
    expect(await firstNames({ permissions: ['view'] })).toEqual(['Anna'])
    expect(await firstNames({ roles: ['employee'], groups: [`${tag} Packers`] })).toEqual(['Bert'])
    expect(await firstNames({ roles: ['analyst'], status: ['ACTIVE'] })).toEqual([])
  })

  it('pages and sorts on request and refuses an unknown permission', async () => {
    const page = await list({ limit: 2, offset: 1, sortBy: 'FIRST_NAME', sortOrder: 'DESC' })
    expect(page.users.map((user) => user.firstName)).toEqual(['Cleo', 'Bert'])
    expect(page.pagination).toEqual({ totalCount: 4, skip: 1, pageSize: 2 })
    const refused = await server.gql(GET_USERS, { filter: { permissions: ['Approve'] } }, admin)
    expect(errorCode(refused)).toBe('BAD_USER_INPUT')
    expect(errorCode(await server.gql(GET_USERS, { filter: { limit: 0 } }, admin))).toBe('BAD_USER_INPUT')
  })

  it('reads one user with effective roles, direct roles, groups and permission names', async () => {
    const result = await server.gql<{ userById: Record<string, unknown> }>(
      `query ($userId: ID!) { userById(userId: $userId) {
        fullName roles { name permissionLevel } directRoles { roleName permissionName permissionLevel }
        groups { groupName } permissions } }`,
      { userId: ids.dana },
      admin,
    )
    expect(result.data!.userById).toEqual({
      fullName: `Dana ${tag}Holm`,
      roles: [{ name: 'inventory_manager', permissionLevel: 15 }],
      directRoles: [{ roleName: 'inventory_manager', permissionName: 'View', permissionLevel: 5 }],
      groups: [{ groupName: `${tag} Packers` }],
      permissions: ['Edit'],
    })
    const missing = await server.gql<{ userById: null }>(
      'query ($userId: ID!) { userById(userId: $userId) { id } }',
      { userId: 'not-a-user' },
      admin,
    )
    expect(missing.data!.userById).toBeNull()
  })

  it('lists groups with their roles and members, roles with system flags, and the tab counts', async () => {
    const groups = await server.gql<{
      allGroups: { id: string; name: string; userCount: number; version: number; roles: unknown[] }[]
    }>('{ allGroups { id name userCount version roles { roleName permissionName permissionLevel } } }', {}, admin)
    const packers = groups.data!.allGroups.find((group) => group.name === `${tag} Packers`)!
    expect(packers).toMatchObject({
      userCount: 2,
      version: 1,
      roles: [{ roleName: 'inventory_manager', permissionName: 'Edit', permissionLevel: 15 }],
    })
    const one = await server.gql<{ groupById: { name: string } }>(
      'query ($groupId: ID!) { groupById(groupId: $groupId) { name } }',
      { groupId: packers.id },
      admin,
    )
    expect(one.data!.groupById.name).toBe(`${tag} Packers`)

    const roles = await server.gql<{ allRoles: { id: string; name: string; isSystem: boolean }[] }>(
      '{ allRoles { id name isSystem } }',
      {},
      admin,
    )
    const byName = new Map(roles.data!.allRoles.map((role) => [role.name, role]))
    expect(byName.get('customer')!.isSystem).toBe(true)
    expect(byName.get('employee')!.isSystem).toBe(true)
    expect(byName.get('sales')!.isSystem).toBe(false)
    const analyst = await server.gql<{ roleById: { name: string; userCount: number } }>(
      'query ($roleId: ID!) { roleById(roleId: $roleId) { name userCount } }',
      { roleId: byName.get('analyst')!.id },
      admin,
    )
    expect(analyst.data!.roleById).toEqual({ name: 'analyst', userCount: 1 })

    const counts = await server.gql<{ userRolesGroupCounts: Record<string, number> }>(
      '{ userRolesGroupCounts { userCount rolesCount groupCount } }',
      {},
      admin,
    )
    expect(counts.data!.userRolesGroupCounts).toEqual({
      userCount: (await server.gql<UsersPage>(GET_USERS, {}, admin)).data!.users.pagination.totalCount,
      rolesCount: roles.data!.allRoles.length,
      groupCount: groups.data!.allGroups.length,
    })
  })

  it('needs View in user management to read users', async () => {
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await server.gql(GET_USERS, {}, viewer))).toBe('FORBIDDEN')
    expect(errorCode(await server.gql(GET_USERS, {}))).toBe('UNAUTHENTICATED')
  })
})
