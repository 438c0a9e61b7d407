import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_DEACTIVATED } from '@/server/services/auth/password-check'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { USER_MESSAGES } from '@/shared/user-schemas'
import { insertGroup, insertUser } from './support/user-fixtures'
import {
  DATABASE_TARGETS,
  DEMO_PASSWORD,
  errorCode,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './support/test-server'

const REGISTER = `mutation CreateUser($request: RegisterInput!) {
  register(request: $request) { id email firstName lastName active }
}`
const UPDATE_USER = `mutation UpdateUser($updateRequest: UpdateUserInput!) {
  updateUser(updateRequest: $updateRequest) { firstName lastName phoneNumber email updatedAt }
}`
const SET_ACTIVE = `mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { active } }`
const USER_ACCESS = `query ($userId: ID!) { userById(userId: $userId) {
  roles { name permissionLevel } directRoles { roleName permissionLevel } groups { groupName } } }`

const fieldErrors = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.fieldErrors

describe.each(DATABASE_TARGETS)('changing users on %s', (target) => {
  let server: TestServer
  let admin: string
  let roleIds: Map<string, string>

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    const roles = await server.gql<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }', {}, admin)
    roleIds = new Map(roles.data!.allRoles.map((role) => [role.name, role.id]))
  })
  afterAll(() => server.close())

  const access = async (userId: string) =>
    (await server.gql<{ userById: Record<string, unknown> }>(USER_ACCESS, { userId }, admin)).data!.userById
  const roleRequest = (userId: string, role: string, permissionLevel = 5) => ({
    request: { userId, roleId: roleIds.get(role)!, permissionLevel },
  })
  const signInAs = (email: string) =>
    server.gql<{ login: { token: string; refreshToken: string } }>(
      'mutation ($token: LoginInput!) { login(token: $token) { token refreshToken } }',
      { token: { email, password: DEMO_PASSWORD } },
    )

  it('creates a user and refuses a taken email, in any case, on the email field', async () => {
    const email = `new.hire.${Date.now()}@example.com`
    const created = await server.gql<{ register: Record<string, unknown> }>(
      REGISTER,
      { request: { firstName: ' Nina ', lastName: 'Hire', email, password: 'long-enough-1' } },
      admin,
    )
    expect(created.errors).toBeUndefined()
    expect(created.data!.register).toMatchObject({ email, firstName: 'Nina', lastName: 'Hire', active: true })

    const again = await server.gql(
      REGISTER,
      { request: { firstName: 'Other', lastName: 'Person', email: email.toUpperCase(), password: 'long-enough-1' } },
      admin,
    )
    expect(errorCode(again)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(again)).toEqual({ email: USER_MESSAGES.emailTaken })
  })

  it('gives the spec messages for empty and malformed fields', async () => {
    const result = await server.gql(
      REGISTER,
      { request: { firstName: '  ', lastName: '', email: 'not-an-email', password: 'seven77' } },
      admin,
    )
    expect(fieldErrors(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    })
  })

  it("edits another user's name and phone but not their email", async () => {
    const { id: userId, email } = await insertUser(server.database.db, { firstName: 'Edna', lastName: 'Edit' })
    const updated = await server.gql<{ updateUser: Record<string, unknown> }>(
      UPDATE_USER,
      { updateRequest: { userId, firstName: 'Edwina', lastName: 'Edited', phoneNumber: '+1 (555) 010-2000', email } },
      admin,
    )
    expect(updated.errors).toBeUndefined()
    expect(updated.data!.updateUser).toMatchObject({
      firstName: 'Edwina',
      lastName: 'Edited',
      phoneNumber: '+1 (555) 010-2000',
      email,
    })
    const badPhone = await server.gql(
      UPDATE_USER,
      { updateRequest: { userId, firstName: 'E', lastName: 'E', phoneNumber: '555-CALL' } },
      admin,
    )
    expect(fieldErrors(badPhone)).toEqual({ phoneNumber: 'Please enter a valid phone number' })
    const newEmail = await server.gql(
      UPDATE_USER,
      { updateRequest: { userId, firstName: 'E', lastName: 'E', phoneNumber: '555', email: 'other@example.com' } },
      admin,
    )
    expect(fieldErrors(newEmail)).toEqual({ email: USER_MESSAGES.ownEmail })
  })

  it('ends a deactivated user’s sessions at once and lets them back in when activated', async () => {
    const { id: userId, email } = await insertUser(server.database.db, {
      firstName: 'Dee',
      lastName: 'Active',
      roles: [['employee', 20]],
    })
    const session = (await signInAs(email)).data!.login
    expect(errorCode(await server.gql('{ me { id } }', {}, session.token))).toBeUndefined()

    const off = await server.gql<{ setUserActive: { active: boolean } }>(SET_ACTIVE, { userId, active: false }, admin)
    expect(off.data!.setUserActive.active).toBe(false)
    expect(errorCode(await server.gql('{ me { id } }', {}, session.token))).toBe('UNAUTHENTICATED')
    const refresh = await server.gql(
      'mutation ($refresh: RefreshInput!) { refreshToken(refresh: $refresh) { token } }',
      { refresh: { refreshToken: session.refreshToken } },
    )
    expect(errorCode(refresh)).toBe('UNAUTHENTICATED')
    const refused = await signInAs(email)
    expect(refused.errors?.[0]?.message).toBe(ACCOUNT_DEACTIVATED)

    await server.gql(SET_ACTIVE, { userId, active: true }, admin)
    expect((await signInAs(email)).data!.login.token).toBeTruthy()
  })

  it('will not let administrators deactivate themselves', async () => {
    const me = await server.gql<{ me: { id: string } }>('{ me { id } }', {}, admin)
    const result = await server.gql(SET_ACTIVE, { userId: me.data!.me.id, active: false }, admin)
    expect(result.errors?.[0]?.message).toBe(PRIVILEGE_MESSAGES.selfDeactivation)
  })

  it('assigns, raises and removes roles; customer and employee stay at 20', async () => {
    const { id: userId } = await insertUser(server.database.db, { firstName: 'Rolf', lastName: 'Roles' })
    const assign = (role: string, level?: number) =>
      server.gql(
        'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
        roleRequest(userId, role, level),
        admin,
      )
    const setLevel = (role: string, level: number) =>
      server.gql(
        'mutation ($request: UserRoleInput!) { updateUserRolePermission(request: $request) }',
        roleRequest(userId, role, level),
        admin,
      )

    expect((await assign('employee', 5)).errors).toBeUndefined()
    expect((await assign('sales', 10)).errors).toBeUndefined()
    expect(errorCode(await assign('sales', 5))).toBe('BAD_USER_INPUT')
    expect(errorCode(await assign('analyst', 7))).toBe('BAD_USER_INPUT')
    expect((await setLevel('sales', 15)).errors).toBeUndefined()
    expect((await setLevel('employee', 5)).errors?.[0]?.message).toBe(USER_MESSAGES.fixedRole)
    expect((await access(userId)).directRoles).toEqual([
      { roleName: 'employee', permissionLevel: 20 },
      { roleName: 'sales', permissionLevel: 15 },
    ])

    const removed = await server.gql<{ removeUserRole: boolean }>(
      'mutation ($request: UserRoleRemovalInput!) { removeUserRole(request: $request) }',
      { request: { userId, roleId: roleIds.get('sales') } },
      admin,
    )
    expect(removed.data!.removeUserRole).toBe(true)
    expect((await access(userId)).directRoles).toEqual([{ roleName: 'employee', permissionLevel: 20 }])
  })

  it('lets only someone with all access hand out admin', async () => {
    const hr = await insertUser(server.database.db, {
      firstName: 'Hana',
      lastName: 'Hr',
      roles: [
        ['employee', 20],
        ['hr_manager', 20],
      ],
    })
    const hrToken = await server.signIn(hr.email)
    const staff = await insertUser(server.database.db, {
      firstName: 'Sid',
      lastName: 'Staff',
      roles: [['employee', 20]],
    })
    const result = await server.gql(
      'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
      roleRequest(staff.id, 'admin', 20),
      hrToken,
    )
    expect(errorCode(result)).toBe('FORBIDDEN')
    expect(result.errors?.[0]?.message).toBe('You cannot grant Products at Delete: you hold it at none')
  })

  it('gives and takes away access through group membership on the next request', async () => {
    const db = server.database.db
    const groupName = `Shelf Readers ${Date.now()}`
    const groupId = await insertGroup(db, groupName, [['inventory_manager', 5]])
    const { id: userId, email } = await insertUser(db, {
      firstName: 'Gus',
      lastName: 'Group',
      roles: [['employee', 20]],
    })
    const token = await server.signIn(email)
    const search = () =>
      server.gql('{ searchProducts(search: { parameters: [] }) { pagination { totalCount } } }', {}, token)
    const membership = (mutation: 'addUserToGroup' | 'removeUserFromGroup') =>
      server.gql(
        `mutation ($request: UserGroupInput!) { ${mutation}(request: $request) }`,
        { request: { userId, groupId } },
        admin,
      )

    expect(errorCode(await search())).toBe('FORBIDDEN')
    expect((await membership('addUserToGroup')).errors).toBeUndefined()
    expect(errorCode(await membership('addUserToGroup'))).toBe('BAD_USER_INPUT')
    expect((await access(userId)).groups).toEqual([{ groupName }])
    expect((await search()).errors).toBeUndefined()
    const products = await server.gql<{ searchProducts: { products: { id: string }[] } }>(
      '{ searchProducts(search: { parameters: [] }) { products { id } } }',
      {},
      token,
    )
    const productId = products.data!.searchProducts.products[0]!.id
    const update = await server.gql(
      'mutation ($id: ID!) { updateProduct(id: $id, input: { name: "Renamed" }) { id } }',
      { id: productId },
      token,
    )
    expect(errorCode(update)).toBe('FORBIDDEN')

    expect((await membership('removeUserFromGroup')).errors).toBeUndefined()
    expect(errorCode(await search())).toBe('FORBIDDEN')
    expect(errorCode(await membership('removeUserFromGroup'))).toBe('NOT_FOUND')
  })

  it('issues a one-time reset link that sets a new password once and ends the old sessions', async () => {
    const { id: userId, email } = await insertUser(server.database.db, {
      firstName: 'Reese',
      lastName: 'Reset',
      roles: [['employee', 20]],
    })
    const oldSession = await server.signIn(email)
    const issue = () =>
      server.gql<{ issuePasswordReset: { url: string; expiresAt: string } }>(
        'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url expiresAt } }',
        { userId },
        admin,
      )
    const first = (await issue()).data!.issuePasswordReset
    const link = (await issue()).data!.issuePasswordReset
    expect(link.url).toMatch(/^\/reset\?token=/)
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    const tokenOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('token')!
    const reset = (token: string, newPassword = 'brand-new-password') =>
      server.gql<{ resetPassword: boolean }>(
        'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
        { input: { token, newPassword } },
      )

    expect(fieldErrors(await reset(tokenOf(first.url)))).toEqual({ token: USER_MESSAGES.resetLinkInvalid })
    expect(fieldErrors(await reset(tokenOf(link.url), 'short'))).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    })
    expect((await reset(tokenOf(link.url))).data!.resetPassword).toBe(true)
    expect(errorCode(await reset(tokenOf(link.url)))).toBe('BAD_USER_INPUT')
    expect(errorCode(await server.gql('{ me { id } }', {}, oldSession))).toBe('UNAUTHENTICATED')
    const signIn = await server.gql<{ login: { token: string } }>(
      'mutation ($token: LoginInput!) { login(token: $token) { token } }',
      { token: { email, password: 'brand-new-password' } },
    )
    expect(signIn.data!.login.token).toBeTruthy()
  })

  it('exports the chosen users as CSV with formula-looking cells neutralised', async () => {
    const db = server.database.db
    const plain = await insertUser(db, { firstName: 'Ann', lastName: 'Export', roles: [['sales', 10]] })
    const risky = await insertUser(db, { firstName: '=HYPERLINK("x")', lastName: 'Export' })
    const result = await server.gql<{ exportUsers: string }>(
      'query ($userIds: [ID!]!) { exportUsers(userIds: $userIds) }',
      { userIds: [risky.id, plain.id, 'not-an-id'] },
      admin,
    )
    const lines = result.data!.exportUsers.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Name,First Name,Last Name,Email,Phone,Status,Roles,Groups,Created')
    expect(lines).toHaveLength(3)
    expect(lines).toContainEqual(
      expect.stringContaining(`Ann Export,Ann,Export,${plain.email},,Active,sales (Create),,`),
    )
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""x""\) Export","'=HYPERLINK\(""x""\)",Export,/))
  })
})
