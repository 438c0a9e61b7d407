// An in-memory store of roles, groups and users that decides each grant operation with the shared rule
// (src/shared/grant-ceiling.ts, user-change-rules.ts) the way the server's services compose it, so thousands of
// random sequences run in seconds.
import { assignedGrant, checklistGrant, grantRefusal } from '@/shared/grant-ceiling'
import { isFixedLevelRole, mergeGrants, type RoleAreaLevel, type RoleGrant } from '@/shared/permissions'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { AREA_ROLE_NAMES, pick, type GrantOperation, type Population } from './grant-operations'
import { builtInRoleAreas } from '@/shared/role-areas'

interface ModelRole {
  id: string
  name: string
  areas: RoleAreaLevel[]
}

export interface Model {
  roles: ModelRole[]
  groups: { id: string; roles: Map<string, number> }[]
  users: { id: string; roles: Map<string, number>; groups: Set<string> }[]
}

export function modelOf(population: Population): Model {
  const roles: ModelRole[] = [
    ...AREA_ROLE_NAMES.map((name) => ({ id: name, name, areas: builtInRoleAreas(name) })),
    ...population.customRoles.map((areas, at) => ({ id: `custom ${at}`, name: `custom ${at}`, areas })),
  ]
  const groups = population.groups.map((held, at) => ({
    id: `group ${at}`,
    roles: new Map(held.map(({ role, level }) => [pick(roles, role).id, level])),
  }))
  const users = population.users.map((person, at) => {
    const direct = new Map<string, number>(person.roles.map(({ role, level }) => [pick(roles, role).id, level]))
    if (person.userManagement) direct.set('hr_manager', Math.max(direct.get('hr_manager') ?? 0, person.userManagement))
    return { id: `user ${at}`, roles: direct, groups: new Set(person.groups.map((group) => `group ${group}`)) }
  })
  return { roles, groups, users }
}

const roleById = (model: Model, id: string) => model.roles.find((role) => role.id === id)!
const heldGrants = (model: Model, held: Map<string, number>): RoleGrant[] =>
  [...held].map(([id, level]) => assignedGrant(roleById(model, id), level))

/** A user's grants: direct and through groups, each role once at its highest level. */
export function grantsOfUser(model: Model, userId: string): RoleGrant[] {
  const user = model.users.find((candidate) => candidate.id === userId)!
  const viaGroups = model.groups.filter((group) => user.groups.has(group.id)).map((group) => group.roles)
  return mergeGrants([...heldGrants(model, user.roles), ...viaGroups.flatMap((held) => heldGrants(model, held))])
}

export const cloneModel = (model: Model): Model => ({
  roles: model.roles.map((role) => ({ ...role, areas: [...role.areas] })),
  groups: model.groups.map((group) => ({ ...group, roles: new Map(group.roles) })),
  users: model.users.map((user) => ({ ...user, roles: new Map(user.roles), groups: new Set(user.groups) })),
})

const sameHeld = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([id, level]) => b.get(id) === level)
const sameAreas = (a: readonly RoleAreaLevel[], b: readonly RoleAreaLevel[]) =>
  a.length === b.length &&
  a.every((entry) => b.some((other) => other.area === entry.area && other.level === entry.level))

/**
 * Applies the operation when the shared rule allows it, as the server does; returns whether it was applied. A refused
 * operation leaves the model as it was.
 */
export function applyToModel(model: Model, operation: GrantOperation, made: number): boolean {
  const caller = pick(model.users, operation.caller)
  const callerGrants = grantsOfUser(model, caller.id)
  const me = { id: caller.id, grants: callerGrants }
  const mayChange = (userId: string) =>
    userId === caller.id || !userChangeRefusal(me, { id: userId, grants: grantsOfUser(model, userId) }, 'roles')
  const mayGive = (grants: RoleGrant[]) => !grantRefusal(callerGrants, grants)
  switch (operation.kind) {
    case 'assign':
    case 'setLevel':
    case 'remove': {
      const target = pick(model.users, operation.target)
      const role = pick(model.roles, operation.role)
      if (userChangeRefusal(me, { id: target.id, grants: grantsOfUser(model, target.id) }, 'roles')) return false
      if (target.roles.has(role.id) !== (operation.kind !== 'assign')) return false
      if (operation.kind === 'remove') return target.roles.delete(role.id)
      const level = isFixedLevelRole(role.name) ? 20 : operation.level
      if (!mayGive([assignedGrant(role, level)])) return false
      target.roles.set(role.id, level)
      return true
    }
    case 'join':
    case 'leave': {
      const target = pick(model.users, operation.target)
      const group = pick(model.groups, operation.group)
      if (userChangeRefusal(me, { id: target.id, grants: grantsOfUser(model, target.id) }, 'roles')) return false
      if (target.groups.has(group.id) !== (operation.kind === 'leave')) return false
      if (operation.kind === 'leave') return target.groups.delete(group.id)
      if (!mayGive(heldGrants(model, group.roles))) return false
      target.groups.add(group.id)
      return true
    }
    case 'editGroup': {
      const group = pick(model.groups, operation.group)
      const after = new Map(operation.roles.map(({ role, level }) => [pick(model.roles, role).id, level]))
      for (const [id] of after) if (isFixedLevelRole(roleById(model, id).name)) after.set(id, 20)
      if (after.size === 0 || caller.groups.has(group.id)) return false
      if (!mayGive(heldGrants(model, group.roles)) || !mayGive(heldGrants(model, after))) return false
      const members = model.users.filter((user) => user.groups.has(group.id))
      if (!sameHeld(group.roles, after) && !members.every((member) => mayChange(member.id))) return false
      group.roles = after
      return true
    }
    case 'createRole':
      if (!mayGive([checklistGrant(operation.areas)])) return false
      model.roles.push({ id: `made ${made}`, name: `made ${made}`, areas: [...operation.areas] })
      return true
    case 'editRole': {
      const role = pick(model.roles, operation.role)
      if (AREA_ROLE_NAMES.some((name) => name === role.name)) return false
      if (callerGrants.some((grant) => grant.name === role.name)) return false
      if (!mayGive([checklistGrant(role.areas)]) || !mayGive([checklistGrant(operation.areas)])) return false
      const holders = model.users.filter((user) =>
        grantsOfUser(model, user.id).some((grant) => grant.name === role.name),
      )
      if (!sameAreas(role.areas, operation.areas) && !holders.every((holder) => mayChange(holder.id))) return false
      role.areas = [...operation.areas]
      return true
    }
  }
}
