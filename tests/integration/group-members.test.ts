import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AddUserToGroupDocument,
  EditGroupDocument,
  GetGroupByIdDocument,
  GetGroupMembersDocument,
  RemoveUserFromGroupDocument,
} from '@/gql/graphql'
import { PRIVILEGE_MESSAGES, userChangeRefusal } from '@/shared/user-change-rules'
import { operationRunner } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'
import { insertUser } from './support/user-fixtures'

/**
 * The group page's members (issue 29 item 20): the page lists them with the users list's group filter, and judges its
 * Add and Remove controls by the shared rules on what GetGroupMembers returns. The server must refuse exactly what the
 * page shows read-only, with the same reason.
 */
describe.each(DATABASE_TARGETS)('group members on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  const tag = `Desk ${Date.now()}`

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    const { data } = await server.gql<{ allRoles: { id: string; name: string }[] }>(
      '{ allRoles { id name } }',
      {},
      admin,
    )
    const orderManager = data!.allRoles.find((role) => role.name === 'order_manager')!.id
    const created = await server.gql(
      'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
      { request: { name: tag, roles: [{ roleId: orderManager, permissionLevel: 20 }] } },
      admin,
    )
    expect(created.errors).toBeUndefined()
  })
  afterAll(() => server.close())

  const members = async (token: string, filter: { groups?: string[]; search?: string }) =>
    (await run(GetGroupMembersDocument, { filter: { ...filter, limit: 10 } }, token)).data!.users.users

  it('lists a group by its name, and refuses a user manager what the page shows read-only, with its reason', async () => {
    const db = server.database.db
    const plain = await insertUser(db, {
      firstName: 'Pia',
      lastName: 'Plain',
      roles: [['employee', 20]],
      groups: [tag],
    })
    await insertUser(db, {
      firstName: 'Sam',
      lastName: 'Senior',
      roles: [
        ['employee', 20],
        ['inventory_manager', 20],
      ],
      groups: [tag],
    })
    const outsider = await insertUser(db, { firstName: 'Olga', lastName: 'Outside', roles: [['employee', 20]] })
    const hr = await insertUser(db, {
      firstName: 'Hugo',
      lastName: 'Manager',
      roles: [
        ['employee', 20],
        ['hr_manager', 20],
      ],
    })
    const hrToken = await server.signIn(hr.email)

    const listed = await members(hrToken, { groups: [tag.toUpperCase()] })
    expect(listed.map((user) => user.fullName).sort()).toEqual(['Pia Plain', 'Sam Senior'])
    expect(listed.every((user) => user.groups.length === 1)).toBe(true)

    // Adding gives the group's Orders at Delete, which the user manager lacks.
    const groupId = listed[0]!.groups[0]!.groupId
    const add = await run(AddUserToGroupDocument, { request: { userId: outsider.id, groupId } }, hrToken)
    expect(errorCode(add)).toBe('FORBIDDEN')
    expect(add.errors![0]!.message).toBe('You cannot grant Orders at Delete: you hold it at none')

    // Removing: each member holds more than the manager; the page's reason, from the listed grants, is the server's.
    const [me] = await members(hrToken, { search: hr.email })
    for (const member of listed) {
      const shown = userChangeRefusal(
        { id: me!.id, grants: me!.roles },
        { id: member.id, grants: member.roles },
        'roles',
      )
      const removal = await run(RemoveUserFromGroupDocument, { request: { userId: member.id, groupId } }, hrToken)
      expect(errorCode(removal)).toBe('FORBIDDEN')
      expect(removal.errors![0]!.message).toBe(shown)
    }

    // The group itself: the page reads why it may not be changed, and an edit is refused with those very words; a
    // group the manager belongs to is theirs to view only too; an administrator may change either.
    const reasonFor = async (token: string, id: string) =>
      (await run(GetGroupByIdDocument, { groupId: id }, token)).data!.groupById!.changeRefusal
    const editAs = async (token: string, id: string) => {
      const group = (await run(GetGroupByIdDocument, { groupId: id }, token)).data!.groupById!
      return run(
        EditGroupDocument,
        {
          request: {
            id,
            name: group.name,
            version: group.version,
            roles: group.roles.map(({ roleId, permissionLevel }) => ({ roleId, permissionLevel })),
          },
        },
        token,
      )
    }
    const reason = await reasonFor(hrToken, groupId)
    expect(reason).toBe('You cannot grant Orders at Delete: you hold it at none')
    expect((await editAs(hrToken, groupId)).errors?.[0]?.message).toBe(reason)
    const ownGroup = `Own ${tag}`
    const { data: roleList } = await server.gql<{ allRoles: { id: string; name: string }[] }>(
      '{ allRoles { id name } }',
      {},
      admin,
    )
    const employeeRole = roleList!.allRoles.find((role) => role.name === 'employee')!.id
    const own = await server.gql<{ createGroup: { id: string } }>(
      'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
      { request: { name: ownGroup, roles: [{ roleId: employeeRole, permissionLevel: 20 }] } },
      admin,
    )
    const ownId = own.data!.createGroup.id
    expect(
      (await run(AddUserToGroupDocument, { request: { userId: hr.id, groupId: ownId } }, admin)).errors,
    ).toBeUndefined()
    expect(await reasonFor(hrToken, ownId)).toBe(PRIVILEGE_MESSAGES.heldGroup)
    expect((await editAs(hrToken, ownId)).errors?.[0]?.message).toBe(PRIVILEGE_MESSAGES.heldGroup)
    expect(await reasonFor(admin, groupId)).toBeNull()
    expect(await reasonFor(admin, ownId)).toBeNull()

    // Someone holding every area may do both.
    expect((await run(AddUserToGroupDocument, { request: { userId: outsider.id, groupId } }, admin)).data).toEqual({
      addUserToGroup: true,
    })
    expect((await run(RemoveUserFromGroupDocument, { request: { userId: plain.id, groupId } }, admin)).data).toEqual({
      removeUserFromGroup: true,
    })
    expect((await members(admin, { groups: [tag] })).map((user) => user.fullName).sort()).toEqual([
      'Olga Outside',
      'Sam Senior',
    ])
  })
})
