// Issue 28's measurements of a user manager making itself an administrator, replayed against the real server: each
// step that worked then is refused now, with the area and level it lacks, and changes nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@/server/db/schema'
import { PRIVILEGE_MESSAGES } from '@/shared/user-change-rules'
import { insertGroup, insertUser } from '../integration/support/user-fixtures'
import {
  DATABASE_TARGETS,
  errorCode,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from '../integration/support/test-server'

const ASSIGN_ROLE = 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }'
const ADD_TO_GROUP = 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }'
const CREATE_GROUP = 'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id version } }'
const EDIT_GROUP = 'mutation ($request: EditGroupInput!) { editGroup(request: $request) { id } }'
const GROUP = 'query ($id: ID!) { groupById(groupId: $id) { version roles { roleName } } }'
const CREATE_ROLE = 'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id name } }'
const UPDATE_ROLE = 'mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id } }'
const ISSUE_RESET = 'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }'
const UPDATE_USER = 'mutation ($r: UpdateUserInput!) { updateUser(updateRequest: $r) { firstName } }'
const REGISTER = 'mutation ($request: RegisterInput!) { register(request: $request) { id } }'
const SEARCH_ORDERS = '{ searchOrders(search: { parameters: [] }) { pagination { totalCount } } }'
const ACCESS = 'query ($id: ID!) { userById(userId: $id) { roles { roleName permissionLevel } groups { groupName } } }'
const AREA_ROLES = ['order_manager', 'inventory_manager', 'customer_service', 'analyst', 'sales']

const refusal = (response: GraphQLResponse<unknown>) => [errorCode(response), response.errors?.[0]?.message]

describe.each(DATABASE_TARGETS)('a user manager cannot escalate, on %s', (target) => {
  let server: TestServer
  let admin: string
  let roleIds: Map<string, string>
  let made = 0

  /** A fresh user manager (hr_manager at Delete, nothing else) and its token. */
  const userManager = async (extra: readonly (readonly [string, number])[] = []) => {
    const person = await insertUser(server.database.db, {
      firstName: 'Uma',
      lastName: `Manager${(made += 1)}`,
      roles: [['employee', 20], ['hr_manager', 20], ...extra],
    })
    return { ...person, token: await server.signIn(person.email) }
  }
  const staff = () =>
    insertUser(server.database.db, { firstName: 'Sid', lastName: `Staff${(made += 1)}`, roles: [['employee', 20]] })
  const accessOf = async (id: string) => (await server.gql(ACCESS, { id }, admin)).data
  const assign = (token: string, userId: string, role: string, permissionLevel = 20) =>
    server.gql(ASSIGN_ROLE, { request: { userId, roleId: roleIds.get(role), permissionLevel } }, token)
  const createRole = async (token: string, name: string, areas: { area: string; level: number }[]) =>
    server.gql<{ createRole: { id: string; name: string } }>(CREATE_ROLE, { request: { name, areas } }, token)

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    const roles = await server.gql<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }', {}, admin)
    roleIds = new Map(roles.data!.allRoles.map((role) => [role.name, role.id]))
  })
  afterAll(() => server.close())

  it('cannot grant itself order_manager or any of the other four area roles', async () => {
    const manager = await userManager()
    const before = await accessOf(manager.id)
    for (const role of AREA_ROLES) {
      expect(refusal(await assign(manager.token, manager.id, role))).toEqual([
        'FORBIDDEN',
        PRIVILEGE_MESSAGES.selfChange,
      ])
    }
    expect(await accessOf(manager.id)).toEqual(before)
    expect(errorCode(await server.gql(SEARCH_ORDERS, {}, manager.token))).toBe('FORBIDDEN')
  })

  it('cannot grant anyone order_manager or the other four, not even an account it registered itself', async () => {
    const manager = await userManager()
    const registered = await server.gql<{ register: { id: string } }>(
      REGISTER,
      {
        request: {
          firstName: 'Second',
          lastName: 'Account',
          email: `second.${Date.now()}.${target}@test.example`,
          password: 'a-long-enough-password-1',
        },
      },
      manager.token,
    )
    const second = registered.data!.register.id
    expect((await assign(manager.token, second, 'employee')).errors).toBeUndefined()
    const before = await accessOf(second)
    const missing: Record<string, string> = {
      order_manager: 'Orders',
      inventory_manager: 'Products',
      customer_service: 'Customers',
      analyst: 'Analytics',
      sales: 'Orders',
    }
    for (const role of AREA_ROLES) {
      for (const level of [5, 20]) {
        const name = level === 5 ? 'View' : 'Delete'
        expect(refusal(await assign(manager.token, second, role, level))).toEqual([
          'FORBIDDEN',
          `You cannot grant ${missing[role]} at ${name}: you hold it at none`,
        ])
      }
    }
    expect(await accessOf(second)).toEqual(before)
  })

  it('cannot join anyone, itself included, to a group that gives more than it holds, nor edit such a group', async () => {
    const manager = await userManager()
    const other = await staff()
    const groupId = await insertGroup(server.database.db, `Order desk ${target} ${Date.now()}`, [['order_manager', 20]])
    expect(
      refusal(await server.gql(ADD_TO_GROUP, { request: { userId: manager.id, groupId } }, manager.token)),
    ).toEqual(['FORBIDDEN', PRIVILEGE_MESSAGES.selfChange])
    expect(refusal(await server.gql(ADD_TO_GROUP, { request: { userId: other.id, groupId } }, manager.token))).toEqual([
      'FORBIDDEN',
      'You cannot grant Orders at Delete: you hold it at none',
    ])
    const loaded = await server.gql<{ groupById: { version: number } }>(GROUP, { id: groupId }, admin)
    const rename = {
      request: {
        id: groupId,
        name: `Renamed ${Date.now()}`,
        roles: [{ roleId: roleIds.get('order_manager'), permissionLevel: 20 }],
        version: loaded.data!.groupById.version,
      },
    }
    expect(refusal(await server.gql(EDIT_GROUP, rename, manager.token))).toEqual([
      'FORBIDDEN',
      'You cannot grant Orders at Delete: you hold it at none',
    ])

    // A group of its own, within its ceiling, cannot be widened either.
    const own = await server.gql<{ createGroup: { id: string; version: number } }>(
      CREATE_GROUP,
      {
        request: {
          name: `People ${target} ${Date.now()}`,
          roles: [{ roleId: roleIds.get('hr_manager'), permissionLevel: 20 }],
        },
      },
      manager.token,
    )
    const { id, version } = own.data!.createGroup
    expect(
      (await server.gql(ADD_TO_GROUP, { request: { userId: other.id, groupId: id } }, manager.token)).errors,
    ).toBeUndefined()
    const widen = {
      request: {
        id,
        name: `People wide ${target} ${Date.now()}`,
        version,
        roles: [
          { roleId: roleIds.get('hr_manager'), permissionLevel: 20 },
          { roleId: roleIds.get('order_manager'), permissionLevel: 20 },
        ],
      },
    }
    expect(refusal(await server.gql(EDIT_GROUP, widen, manager.token))).toEqual([
      'FORBIDDEN',
      'You cannot grant Orders at Delete: you hold it at none',
    ])
    const after = await server.gql<{ groupById: { roles: { roleName: string }[] } }>(GROUP, { id }, admin)
    expect(after.data!.groupById.roles).toEqual([{ roleName: 'hr_manager' }])
  })

  it('cannot take a settings role an administrator created', async () => {
    const manager = await userManager()
    const other = await staff()
    const created = await createRole(admin, `store settings ${target} ${Date.now()}`, [{ area: 'settings', level: 20 }])
    const name = created.data!.createRole.name
    roleIds.set(name, created.data!.createRole.id)
    expect(refusal(await assign(manager.token, manager.id, name))).toEqual(['FORBIDDEN', PRIVILEGE_MESSAGES.selfChange])
    expect(refusal(await assign(manager.token, other.id, name, 5))).toEqual([
      'FORBIDDEN',
      'You cannot grant Store settings at View: you hold it at none',
    ])
  })

  it('cannot widen a role it made or holds', async () => {
    const manager = await userManager()
    const other = await staff()
    const created = await createRole(manager.token, `people ${target} ${Date.now()}`, [
      { area: 'user_management', level: 20 },
    ])
    expect(created.errors).toBeUndefined()
    const { id, name } = created.data!.createRole
    roleIds.set(name, id)
    expect(refusal(await assign(manager.token, manager.id, name))).toEqual(['FORBIDDEN', PRIVILEGE_MESSAGES.selfChange])
    // Within its ceiling it may hand the role to someone else...
    expect((await assign(manager.token, other.id, name)).errors).toBeUndefined()
    // ...but not add orders to it, which would give them to that holder.
    const widen = {
      request: {
        id,
        name,
        areas: [
          { area: 'user_management', level: 20 },
          { area: 'orders', level: 20 },
        ],
      },
    }
    expect(refusal(await server.gql(UPDATE_ROLE, widen, manager.token))).toEqual([
      'FORBIDDEN',
      'You cannot grant Orders at Delete: you hold it at none',
    ])
    // A role it holds (given by an administrator) it cannot change at all.
    expect((await assign(admin, manager.id, name)).errors).toBeUndefined()
    const described = { request: { id, name, description: 'Mine now' } }
    expect(refusal(await server.gql(UPDATE_ROLE, described, manager.token))).toEqual([
      'FORBIDDEN',
      PRIVILEGE_MESSAGES.heldRole,
    ])
    const other2 = await server.signIn(other.email)
    expect(errorCode(await server.gql(SEARCH_ORDERS, {}, other2))).toBe('FORBIDDEN')
  })

  it('cannot reach admin@ by taking roles one by one, nor reset or set its password', async () => {
    const manager = await userManager()
    const settings = await createRole(admin, `settings too ${target} ${Date.now()}`, [{ area: 'settings', level: 20 }])
    roleIds.set(settings.data!.createRole.name, settings.data!.createRole.id)
    for (const role of [...AREA_ROLES, settings.data!.createRole.name]) {
      expect(errorCode(await assign(manager.token, manager.id, role))).toBe('FORBIDDEN')
    }
    const [adminRow] = await server.database.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'admin@example.com'))
    const holdsMore =
      'This user holds Products at Delete: you hold it at none. Only someone who holds it can change them.'
    expect(refusal(await server.gql(ISSUE_RESET, { userId: adminRow!.id }, manager.token))).toEqual([
      'FORBIDDEN',
      holdsMore,
    ])
    const rename = { r: { userId: adminRow!.id, firstName: 'Taken', lastName: 'Over' } }
    expect(refusal(await server.gql(UPDATE_USER, rename, manager.token))).toEqual(['FORBIDDEN', holdsMore])
    const [after] = await server.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, adminRow!.id))
    expect(after!.passwordHash).toBe(adminRow!.passwordHash)
  })

  it('lets a user with user management and orders at Delete grant order_manager to someone else', async () => {
    const manager = await userManager([['order_manager', 20]])
    const other = await staff()
    expect((await assign(manager.token, other.id, 'order_manager')).data).toEqual({ assignUserRole: true })
    const token = await server.signIn(other.email)
    expect((await server.gql(SEARCH_ORDERS, {}, token)).errors).toBeUndefined()
  })
})
