import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_MESSAGES } from '@/shared/user-schemas'
import { insertUser } from './support/user-fixtures'
import {
  DATABASE_TARGETS,
  errorCode,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './support/test-server'

const GROUP_FIELDS = 'id name description version userCount roles { roleName permissionLevel permissionName }'
const CREATE_GROUP = `mutation CreateGroup($request: CreateGroupInput!) { createGroup(request: $request) { ${GROUP_FIELDS} } }`
const EDIT_GROUP = `mutation EditGroup($request: EditGroupInput!) { editGroup(request: $request) { ${GROUP_FIELDS} } }`
const DELETE_GROUP = 'mutation DeleteGroup($request: DeleteGroupInput!) { deleteGroup(request: $request) }'
const ROLE_FIELDS = 'id name description isSystem builtIn'

interface GroupResult {
  id: string
  name: string
  description: string | null
  version: number
  userCount: number
  roles: { roleName: string; permissionLevel: number; permissionName: string }[]
}

const fieldErrors = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.fieldErrors

describe.each(DATABASE_TARGETS)('groups and roles on %s', (target) => {
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

  const role = (name: string, permissionLevel: number) => ({ roleId: roleIds.get(name)!, permissionLevel })
  const createGroup = (request: Record<string, unknown>, token = admin) =>
    server.gql<{ createGroup: GroupResult }>(CREATE_GROUP, { request }, token)

  it('creates a group with roles, fixing customer and employee at 20, and refuses a taken name in any case', async () => {
    const name = `Night Shift ${Date.now()}`
    const created = await createGroup({
      name: `  ${name} `,
      description: 'Packs overnight orders',
      roles: [role('inventory_manager', 10), role('employee', 5)],
    })
    expect(created.errors).toBeUndefined()
    expect(created.data!.createGroup).toMatchObject({
      name,
      description: 'Packs overnight orders',
      version: 1,
      userCount: 0,
      roles: [
        { roleName: 'employee', permissionLevel: 20, permissionName: 'Delete' },
        { roleName: 'inventory_manager', permissionLevel: 10, permissionName: 'Create' },
      ],
    })
    const again = await createGroup({ name: name.toUpperCase(), roles: [role('sales', 5)] })
    expect(errorCode(again)).toBe('BAD_USER_INPUT')
    expect(fieldErrors(again)).toEqual({ name: USER_MESSAGES.groupNameTaken })
  })

  it('gives the spec messages for a short name and no roles', async () => {
    expect(fieldErrors(await createGroup({ name: 'A', roles: [] }))).toEqual({
      name: 'Group name must be at least 2 characters long',
      roles: 'At least one role must be selected',
    })
    expect(fieldErrors(await createGroup({ name: '   ', roles: [role('sales', 5)] }))).toEqual({
      name: 'Group name is required',
    })
  })

  it('edits with the loaded version and refuses a stale one with CONFLICT', async () => {
    const group = (await createGroup({ name: `Editors ${Date.now()}`, roles: [role('sales', 5)] })).data!.createGroup
    const edit = (version: number, name: string) =>
      server.gql<{ editGroup: GroupResult }>(
        EDIT_GROUP,
        { request: { id: group.id, name, description: 'Line one\nLine two', roles: [role('analyst', 15)], version } },
        admin,
      )
    const saved = await edit(1, `${group.name} A`)
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.editGroup).toMatchObject({
      name: `${group.name} A`,
      description: 'Line one\nLine two',
      version: 2,
      roles: [{ roleName: 'analyst', permissionLevel: 15 }],
    })
    const stale = await edit(1, `${group.name} B`)
    expect(errorCode(stale)).toBe('CONFLICT')
    expect(stale.errors?.[0]?.message).toBe(USER_MESSAGES.groupChanged)
    const reread = await server.gql<{ groupById: GroupResult }>(
      `query ($groupId: ID!) { groupById(groupId: $groupId) { ${GROUP_FIELDS} } }`,
      { groupId: group.id },
      admin,
    )
    expect(reread.data!.groupById.name).toBe(`${group.name} A`)
  })

  it('deletes a group, and its members lose what it gave them', async () => {
    const group = (await createGroup({ name: `Temps ${Date.now()}`, roles: [role('analyst', 5)] })).data!.createGroup
    const { id: userId } = await insertUser(server.database.db, { firstName: 'Tim', lastName: 'Temp' })
    await server.gql(
      'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }',
      { request: { userId, groupId: group.id } },
      admin,
    )
    const deleted = await server.gql<{ deleteGroup: boolean }>(DELETE_GROUP, { request: { id: group.id } }, admin)
    expect(deleted.data!.deleteGroup).toBe(true)
    const user = await server.gql<{ userById: { roles: unknown[]; groups: unknown[] } }>(
      'query ($userId: ID!) { userById(userId: $userId) { roles { name } groups { groupName } } }',
      { userId },
      admin,
    )
    expect(user.data!.userById).toEqual({ roles: [], groups: [] })
    expect(errorCode(await server.gql(DELETE_GROUP, { request: { id: group.id } }, admin))).toBe('NOT_FOUND')
  })

  it('creates, renames and deletes roles; built-in roles keep their names and cannot be deleted', async () => {
    const name = `auditor_${Date.now()}`
    const created = await server.gql<{ createRole: { id: string; name: string; isSystem: boolean; builtIn: boolean } }>(
      `mutation ($request: CreateRoleInput!) { createRole(request: $request) { ${ROLE_FIELDS} } }`,
      { request: { name, description: 'Reads the books' } },
      admin,
    )
    expect(created.data!.createRole).toMatchObject({ name, isSystem: false, builtIn: false })
    const id = created.data!.createRole.id
    const duplicate = await server.gql(
      'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
      { request: { name: 'SALES' } },
      admin,
    )
    expect(fieldErrors(duplicate)).toEqual({ name: USER_MESSAGES.roleNameTaken })

    const update = (request: Record<string, unknown>) =>
      server.gql<{ updateRole: { name: string; description: string | null } }>(
        `mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { ${ROLE_FIELDS} } }`,
        { request },
        admin,
      )
    expect((await update({ id, name: `${name}_x` })).data!.updateRole.name).toBe(`${name}_x`)
    for (const builtIn of ['customer', 'employee', 'admin']) {
      const renamed = await update({ id: roleIds.get(builtIn), name: `${builtIn}s` })
      expect(renamed.errors?.[0]?.message).toBe(USER_MESSAGES.builtInRole)
    }
    expect(
      (await update({ id: roleIds.get('employee'), name: 'employee', description: 'Staff' })).data!.updateRole,
    ).toMatchObject({ name: 'employee', description: 'Staff' })

    const remove = (roleId: string | undefined) =>
      server.gql<{ deleteRole: boolean }>(
        'mutation ($request: DeleteRoleInput!) { deleteRole(request: $request) }',
        { request: { id: roleId } },
        admin,
      )
    for (const builtIn of ['customer', 'employee']) {
      expect((await remove(roleIds.get(builtIn))).errors?.[0]?.message).toBe(USER_MESSAGES.builtInRole)
    }
    expect((await remove(id)).data!.deleteRole).toBe(true)
    expect(errorCode(await remove(id))).toBe('NOT_FOUND')
  })

  it('keeps groups that grant admin out of reach of someone without all access', async () => {
    const hr = await insertUser(server.database.db, {
      firstName: 'Hugo',
      lastName: 'Hr',
      roles: [
        ['employee', 20],
        ['hr_manager', 20],
      ],
    })
    const token = await server.signIn(hr.email)
    const result = await createGroup({ name: `Shadow Admins ${Date.now()}`, roles: [role('admin', 20)] }, token)
    expect(errorCode(result)).toBe('FORBIDDEN')
  })
})
