import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGroup, insertUser, roleIdsByName } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const REGISTER = `mutation CreateUser($request: RegisterInput!) {
  register(request: $request) { id email }
}`
const ACCESS = `query ($userId: ID!) { userById(userId: $userId) {
  directRoles { roleName permissionLevel } groups { groupName } } }`
const LOGIN = 'mutation ($token: LoginInput!) { login(token: $token) { token } }'
const PASSWORD = 'long-enough-1'

describe.each(DATABASE_TARGETS)('creating users with their roles and groups on %s', (target) => {
  let server: TestServer
  let admin: string
  let roleIds: Map<string, string>

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    roleIds = await roleIdsByName(server.database.db)
  })
  afterAll(() => server.close())

  const register = (request: Record<string, unknown>, token = admin) =>
    server.gql<{ register: { id: string; email: string } }>(REGISTER, { request }, token)
  const person = (name: string) => ({
    firstName: name,
    lastName: 'Hire',
    email: `${name.toLowerCase()}.${Date.now()}@example.com`,
    password: PASSWORD,
  })

  it('creates the account with its roles and groups, and it can sign in at once', async () => {
    const groupName = `Night Shift ${Date.now()}`
    const groupId = await insertGroup(server.database.db, groupName, [['inventory_manager', 5]])
    const values = person('Nina')
    const created = await register({
      ...values,
      // employee is fixed at 20 whatever is asked; analyst keeps the level chosen.
      roles: [
        { roleId: roleIds.get('employee'), permissionLevel: 5 },
        { roleId: roleIds.get('analyst'), permissionLevel: 15 },
      ],
      groupIds: [groupId],
    })
    expect(created.errors).toBeUndefined()
    const access = await server.gql<{ userById: Record<string, unknown> }>(
      ACCESS,
      { userId: created.data!.register.id },
      admin,
    )
    expect(access.data!.userById).toEqual({
      directRoles: expect.arrayContaining([
        { roleName: 'employee', permissionLevel: 20 },
        { roleName: 'analyst', permissionLevel: 15 },
      ]),
      groups: [{ groupName }],
    })
    const login = await server.gql(LOGIN, { token: { email: values.email, password: PASSWORD } })
    expect(login.errors).toBeUndefined()
  })

  it('refuses roles or groups the caller may not grant, and creates nothing', async () => {
    const hr = await insertUser(server.database.db, {
      firstName: 'Hana',
      lastName: 'Hr',
      roles: [
        ['employee', 20],
        ['hr_manager', 20],
      ],
    })
    const hrToken = await server.signIn(hr.email)
    const values = person('Adam')
    const refused = await register(
      { ...values, roles: [{ roleId: roleIds.get('admin'), permissionLevel: 20 }] },
      hrToken,
    )
    expect(errorCode(refused)).toBe('FORBIDDEN')
    expect(refused.errors?.[0]?.message).toBe('You cannot grant Products at Delete: you hold it at none')
    const adminsGroup = await insertGroup(server.database.db, `Owners ${Date.now()}`, [['admin', 20]])
    expect(errorCode(await register({ ...values, groupIds: [adminsGroup] }, hrToken))).toBe('FORBIDDEN')
    const found = await server.gql<{ users: { users: unknown[] } }>(
      'query ($filter: UserFilterInput) { users(filter: $filter) { users { id } } }',
      { filter: { search: values.email } },
      admin,
    )
    expect(found.data!.users.users).toEqual([])

    const allowed = await register(
      { ...values, roles: [{ roleId: roleIds.get('employee'), permissionLevel: 20 }] },
      hrToken,
    )
    expect(allowed.errors).toBeUndefined()
  })

  it('refuses a role listed twice and an unknown group on their fields', async () => {
    const employee = { roleId: roleIds.get('employee'), permissionLevel: 20 }
    const twice = await register({ ...person('Tess'), roles: [employee, employee] })
    expect(errorCode(twice)).toBe('BAD_USER_INPUT')
    expect(twice.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ roles: 'Each role at most once' })
    const unknown = await register({ ...person('Uma'), groupIds: ['00000000-0000-4000-8000-000000000000'] })
    expect(errorCode(unknown)).toBe('NOT_FOUND')
  })
})
