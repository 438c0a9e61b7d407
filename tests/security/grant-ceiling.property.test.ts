// Issue 28, acceptance 2: random sequences of grant operations by random callers without all access. After every
// accepted step no user holds an area at a level above both what they held before and what the caller holds; every
// refused step changes nothing. Thousands of sequences run against the shared rule over an in-memory model, hundreds
// against the real server and database (PGlite).
import { asc, eq, inArray, like } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupRoles, groups, roleAreaLevels, roles, userGroups, userRoles } from '@/server/db/schema'
import { effectiveRolesOf } from '@/server/repositories/user-repository'
import { AREAS, areaLevel, isAllAccess, type RoleGrant } from '@/shared/permissions'
import { insertUser, mintSession } from '../integration/support/user-fixtures'
import { startTestServer, type TestServer } from '../integration/support/test-server'
import { applyToModel, cloneModel, grantsOfUser, modelOf, type Model } from './support/grant-model'
import {
  AREA_ROLE_NAMES,
  operationArbitrary,
  pick,
  POPULATION,
  populationArbitrary,
  type GrantOperation,
  type Population,
} from './support/grant-operations'

type Levels = Map<string, number[]>

const levelsOf = (grantsByUser: Map<string, readonly RoleGrant[]>): Levels =>
  new Map([...grantsByUser].map(([id, grants]) => [id, AREAS.map((area) => areaLevel(grants, area))]))

/** The first user and area where `after` exceeds both `before` and the caller's own level, described; or undefined. */
function gainBeyondCaller(before: Levels, after: Levels, caller: readonly RoleGrant[]): string | undefined {
  for (const [id, levels] of after) {
    for (const [at, level] of levels.entries()) {
      const area = AREAS[at]!
      if (level > (before.get(id)?.[at] ?? 0) && level > areaLevel(caller, area)) return `${id} gained ${area} ${level}`
    }
  }
  return undefined
}

describe('the grant ceiling over the pure shared rule and an in-memory model (thousands of sequences)', () => {
  it('never lets anyone gain more than the caller holds, and refused steps change nothing', () => {
    let accepted = 0
    fc.assert(
      fc.property(
        populationArbitrary,
        fc.array(operationArbitrary, { minLength: 1, maxLength: 12 }),
        (population, steps) => {
          const model = modelOf(population)
          const levels = (state: Model) =>
            levelsOf(new Map(state.users.map((user) => [user.id, grantsOfUser(state, user.id)])))
          steps.forEach((step, made) => {
            const caller = grantsOfUser(model, pick(model.users, step.caller).id)
            if (isAllAccess(caller)) return
            const before = cloneModel(model)
            if (applyToModel(model, step, made)) {
              accepted += 1
              expect(gainBeyondCaller(levels(before), levels(model), caller)).toBeUndefined()
            } else {
              expect(model).toEqual(before)
            }
          })
        },
      ),
      { numRuns: 3000 },
    )
    // The sequences exercise the rule, not only its refusals.
    expect(accepted).toBeGreaterThan(1000)
  })
})

const MUTATIONS: Record<GrantOperation['kind'], string> = {
  assign: 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
  setLevel: 'mutation ($request: UserRoleInput!) { updateUserRolePermission(request: $request) }',
  remove: 'mutation ($request: UserRoleRemovalInput!) { removeUserRole(request: $request) }',
  join: 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }',
  leave: 'mutation ($request: UserGroupInput!) { removeUserFromGroup(request: $request) }',
  editGroup: 'mutation ($request: EditGroupInput!) { editGroup(request: $request) { id } }',
  createRole: 'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
  editRole: 'mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id } }',
}

describe('the grant ceiling against the real server and database on PGlite (hundreds of sequences)', () => {
  let server: TestServer
  const people: { id: string; token: string }[] = []
  const areaRoleIds: string[] = []
  let employeeId = ''
  let sequence = 0

  beforeAll(async () => {
    server = await startTestServer('pglite')
    for (let at = 0; at < POPULATION; at++) {
      const person = await insertUser(server.database.db, { firstName: 'Prop', lastName: `Person${at}` })
      people.push({ id: person.id, token: '' })
    }
    const found = await server.database.db.select({ id: roles.id, name: roles.name }).from(roles)
    employeeId = found.find((role) => role.name === 'employee')!.id
    for (const name of AREA_ROLE_NAMES) areaRoleIds.push(found.find((role) => role.name === name)!.id)
    // Sessions need the employee role; the roles are read per request, so each token outlives the resets.
    await server.database.db
      .insert(userRoles)
      .values(people.map((person) => ({ userId: person.id, roleId: employeeId, permissionLevel: 20 })))
    for (const person of people) person.token = (await mintSession(server.database.db, person.id)).token
  }, 300_000)
  afterAll(() => server.close())

  /** Starts a sequence: the population's roles, groups and memberships, replacing the last sequence's. */
  async function reset(population: Population) {
    const db = server.database.db
    const ids = people.map((person) => person.id)
    sequence += 1
    await db.delete(userRoles).where(inArray(userRoles.userId, ids))
    await db.delete(groups).where(like(groups.name, 'prop %'))
    await db.delete(roles).where(like(roles.name, 'prop %'))
    const roleIds = [...areaRoleIds]
    for (const [at, areas] of population.customRoles.entries()) {
      const [role] = await db
        .insert(roles)
        .values({ name: `prop ${sequence} custom ${at}` })
        .returning({ id: roles.id })
      if (areas.length) await db.insert(roleAreaLevels).values(areas.map((entry) => ({ roleId: role!.id, ...entry })))
      roleIds.push(role!.id)
    }
    const groupIds: string[] = []
    for (const [at, held] of population.groups.entries()) {
      const [group] = await db
        .insert(groups)
        .values({ name: `prop ${sequence} group ${at}` })
        .returning({ id: groups.id })
      if (held.length) {
        // Two indices may pick one role: the later level counts, as in the model.
        const byRole = new Map(held.map(({ role, level }) => [pick(roleIds, role), level]))
        await db
          .insert(groupRoles)
          .values([...byRole].map(([roleId, permissionLevel]) => ({ groupId: group!.id, roleId, permissionLevel })))
      }
      groupIds.push(group!.id)
    }
    for (const [at, person] of population.users.entries()) {
      const direct = new Map<string, number>(person.roles.map(({ role, level }) => [pick(roleIds, role), level]))
      if (person.userManagement) {
        const hr = areaRoleIds[AREA_ROLE_NAMES.indexOf('hr_manager')]!
        direct.set(hr, Math.max(direct.get(hr) ?? 0, person.userManagement))
      }
      direct.set(employeeId, 20)
      await db
        .insert(userRoles)
        .values([...direct].map(([roleId, permissionLevel]) => ({ userId: people[at]!.id, roleId, permissionLevel })))
      if (person.groups.length) {
        await db
          .insert(userGroups)
          .values(person.groups.map((group) => ({ userId: people[at]!.id, groupId: groupIds[group]! })))
      }
    }
    return { roleIds, groupIds }
  }

  /** Everything a grant operation can change, for comparing before and after a refused one. */
  async function snapshot() {
    const db = server.database.db
    const ids = people.map((person) => person.id)
    return {
      userRoles: await db
        .select({ userId: userRoles.userId, roleId: userRoles.roleId, level: userRoles.permissionLevel })
        .from(userRoles)
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
      userGroups: await db
        .select({ userId: userGroups.userId, groupId: userGroups.groupId })
        .from(userGroups)
        .where(inArray(userGroups.userId, ids))
        .orderBy(asc(userGroups.userId), asc(userGroups.groupId)),
      groupRoles: await db
        .select({ g: groupRoles.groupId, r: groupRoles.roleId, l: groupRoles.permissionLevel })
        .from(groupRoles)
        .orderBy(asc(groupRoles.groupId), asc(groupRoles.roleId)),
      groups: await db
        .select({ id: groups.id, name: groups.name, version: groups.version })
        .from(groups)
        .orderBy(asc(groups.id)),
      roles: await db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .orderBy(asc(roles.id)),
      areas: await db.select().from(roleAreaLevels).orderBy(asc(roleAreaLevels.roleId), asc(roleAreaLevels.area)),
    }
  }

  const levelsNow = async () =>
    levelsOf(
      await effectiveRolesOf(
        server.database.db,
        people.map((person) => person.id),
      ),
    )

  async function variables(step: GrantOperation, roleIds: string[], groupIds: string[], made: number) {
    const userId = 'target' in step ? pick(people, step.target).id : ''
    switch (step.kind) {
      case 'assign':
      case 'setLevel':
        return { request: { userId, roleId: pick(roleIds, step.role), permissionLevel: step.level } }
      case 'remove':
        return { request: { userId, roleId: pick(roleIds, step.role) } }
      case 'join':
      case 'leave':
        return { request: { userId, groupId: pick(groupIds, step.group) } }
      case 'editGroup': {
        const id = pick(groupIds, step.group)
        const [group] = await server.database.db.select().from(groups).where(eq(groups.id, id))
        const held = [...new Map(step.roles.map(({ role, level }) => [pick(roleIds, role), level]))]
        return {
          request: {
            id,
            name: group!.name,
            version: group!.version,
            roles: held.map(([roleId, permissionLevel]) => ({ roleId, permissionLevel })),
          },
        }
      }
      case 'createRole':
        return { request: { name: `prop ${sequence} made ${made}`, areas: step.areas } }
      case 'editRole': {
        const id = pick(roleIds, step.role)
        const [role] = await server.database.db.select().from(roles).where(eq(roles.id, id))
        return { request: { id, name: role!.name, areas: step.areas } }
      }
    }
  }

  it('never lets anyone gain more than the caller holds, and refused steps change nothing', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(
        populationArbitrary,
        fc.array(operationArbitrary, { minLength: 1, maxLength: 6 }),
        async (population, steps) => {
          const { roleIds, groupIds } = await reset(population)
          for (const [made, step] of steps.entries()) {
            const caller = pick(people, step.caller)
            const before = await levelsNow()
            const callerGrants = (await effectiveRolesOf(server.database.db, [caller.id])).get(caller.id)!
            if (isAllAccess(callerGrants)) continue
            const state = await snapshot()
            const result = await server.gql(
              MUTATIONS[step.kind],
              await variables(step, roleIds, groupIds, made),
              caller.token,
            )
            if (result.errors) {
              expect(await snapshot()).toEqual(state)
            } else {
              accepted += 1
              expect(gainBeyondCaller(before, await levelsNow(), callerGrants)).toBeUndefined()
            }
            if (step.kind === 'createRole' && !result.errors) {
              const [role] = await server.database.db
                .select({ id: roles.id })
                .from(roles)
                .where(eq(roles.name, `prop ${sequence} made ${made}`))
              roleIds.push(role!.id)
            }
          }
        },
      ),
      { numRuns: 200 },
    )
    expect(accepted).toBeGreaterThan(20)
  }, 900_000)
})
