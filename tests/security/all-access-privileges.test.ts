import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@/server/db/schema'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { insertGroup, insertUser } from '../integration/support/user-fixtures'
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../integration/support/test-server'

const SET_ACTIVE =
  'mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { active } }'
const UPDATE_USER = 'mutation ($r: UpdateUserInput!) { updateUser(updateRequest: $r) { firstName } }'
const ISSUE_RESET = 'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }'
const ASSIGN_ROLE = 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }'
const REMOVE_ROLE = 'mutation ($request: UserRoleRemovalInput!) { removeUserRole(request: $request) }'
const ADD_TO_GROUP = 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }'
const ME = '{ me { id } }'
const CREATE_ROLE = 'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }'
const UPDATE_ROLE = 'mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id } }'
const DELETE_ROLE = 'mutation ($request: DeleteRoleInput!) { deleteRole(request: $request) }'
const AREAS = ['products', 'inventory', 'orders', 'customers', 'analytics', 'user_management', 'settings']

const HOLDS_MORE = 'This user holds Products at Delete: you hold it at none. Only someone who holds it can change them.'
const refusal = (response: GraphQLResponse<unknown>) => [errorCode(response), response.errors?.[0]?.message]

describe('only an all-access user changes an all-access user', () => {
  let server: TestServer
  let hr: string
  let admin: string
  let roleIds: Map<string, string>
  const ids = new Map<string, string>()

  beforeAll(async () => {
    server = await startTestServer('pglite')
    const db = server.database.db
    for (const email of ['admin@example.com', 'dev@example.com', 'orders@example.com']) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      ids.set(email, row!.id)
    }
    const hrUser = await insertUser(db, {
      firstName: 'Hana',
      lastName: 'Hr',
      roles: [
        ['employee', 20],
        ['hr_manager', 20],
      ],
    })
    hr = await server.signIn(hrUser.email)
    admin = await server.signIn('admin@example.com')
    const roles = await server.gql<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }', {}, admin)
    roleIds = new Map(roles.data!.allRoles.map((role) => [role.name, role.id]))
  })
  afterAll(() => server.close())

  it('refuses user management alone to deactivate, edit, reset or re-role admin@ and dev@', async () => {
    const dev = await server.signIn('dev@example.com')
    for (const email of ['admin@example.com', 'dev@example.com']) {
      const userId = ids.get(email)!
      const attempts = [
        await server.gql(SET_ACTIVE, { userId, active: false }, hr),
        await server.gql(
          UPDATE_USER,
          { r: { userId, firstName: 'Taken', lastName: 'Over', phoneNumber: '+1 555 010 2000' } },
          hr,
        ),
        await server.gql(ISSUE_RESET, { userId }, hr),
        await server.gql(ASSIGN_ROLE, { request: { userId, roleId: roleIds.get('sales'), permissionLevel: 5 } }, hr),
        await server.gql(REMOVE_ROLE, { request: { userId, roleId: roleIds.get('employee') } }, hr),
      ]
      for (const attempt of attempts) expect(refusal(attempt)).toEqual(['FORBIDDEN', HOLDS_MORE])
    }
    // Nothing changed: both still sign in and their sessions still work.
    expect((await server.gql(ME, {}, admin)).errors).toBeUndefined()
    expect((await server.gql(ME, {}, dev)).errors).toBeUndefined()
  })

  it('refuses user management alone to make someone all-access through a group', async () => {
    const groupId = await insertGroup(server.database.db, `Root ${Date.now()}`, [['admin', 20]])
    const staff = await insertUser(server.database.db, {
      firstName: 'Sid',
      lastName: 'Staff',
      roles: [['employee', 20]],
    })
    const result = await server.gql(ADD_TO_GROUP, { request: { userId: staff.id, groupId } }, hr)
    expect(refusal(result)).toEqual(['FORBIDDEN', 'You cannot grant Products at Delete: you hold it at none'])
  })

  it('refuses user management alone to narrow or delete a role an all-access user needs for their access', async () => {
    const tag = Date.now().toString(36)
    const createRole = async (name: string, areas: string[]) => {
      const request = { name, areas: areas.map((area) => ({ area, level: 20 })) }
      return (await server.gql<{ createRole: { id: string } }>(CREATE_ROLE, { request }, admin)).data!.createRole.id
    }
    // All access from two roles together; user management alone may edit the second one's checklist.
    const most = `most ${tag}`
    const people = `people ${tag}`
    await createRole(
      most,
      AREAS.filter((area) => area !== 'user_management'),
    )
    const peopleId = await createRole(people, ['user_management'])
    const both = await insertUser(server.database.db, {
      firstName: 'Bo',
      lastName: 'Both',
      roles: [
        ['employee', 20],
        [most, 20],
        [people, 20],
      ],
    })
    const bothToken = await server.signIn(both.email)
    const narrow = { request: { id: peopleId, name: people, areas: [{ area: 'user_management', level: 10 }] } }
    expect(refusal(await server.gql(UPDATE_ROLE, narrow, hr))).toEqual(['FORBIDDEN', HOLDS_MORE])
    expect(refusal(await server.gql(DELETE_ROLE, { request: { id: peopleId } }, hr))).toEqual(['FORBIDDEN', HOLDS_MORE])
    // Still all access: they may change another all-access account.
    const renamed = {
      r: { userId: ids.get('dev@example.com'), firstName: 'Dev', lastName: 'User', phoneNumber: '+1 555 010 2000' },
    }
    expect((await server.gql(UPDATE_USER, renamed, bothToken)).errors).toBeUndefined()

    // The description stays user management's to change.
    const described = { request: { id: peopleId, name: people, description: 'Staff accounts' } }
    expect((await server.gql(UPDATE_ROLE, described, hr)).errors).toBeUndefined()
    // An administrator may take the access away.
    expect((await server.gql(DELETE_ROLE, { request: { id: peopleId } }, admin)).errors).toBeUndefined()
    expect(refusal(await server.gql(UPDATE_USER, renamed, bothToken))[0]).toBe('FORBIDDEN')
  })

  it('lets nobody deactivate themselves', async () => {
    const result = await server.gql(SET_ACTIVE, { userId: ids.get('admin@example.com'), active: false }, admin)
    expect(refusal(result)).toEqual(['FORBIDDEN', PRIVILEGE_MESSAGES.selfDeactivation])
  })

  it('lets user management change other staff, and an administrator change another all-access user', async () => {
    const staff = await insertUser(server.database.db, {
      firstName: 'Sam',
      lastName: 'Staff',
      roles: [['employee', 20]],
    })
    expect((await server.gql(SET_ACTIVE, { userId: staff.id, active: false }, hr)).errors).toBeUndefined()

    const root = await insertUser(server.database.db, {
      firstName: 'Rita',
      lastName: 'Root',
      roles: [
        ['employee', 20],
        ['dev', 20],
      ],
    })
    const edited = await server.gql(
      UPDATE_USER,
      { r: { userId: root.id, firstName: 'Rita', lastName: 'Renamed', phoneNumber: '+1 555 010 2000' } },
      admin,
    )
    expect(edited.errors).toBeUndefined()
    expect((await server.gql(ISSUE_RESET, { userId: root.id }, admin)).errors).toBeUndefined()
    expect((await server.gql(SET_ACTIVE, { userId: root.id, active: false }, admin)).errors).toBeUndefined()
  })
})
