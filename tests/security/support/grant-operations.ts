// Random grant operations for the grant ceiling's property tests: who calls, on whom, with which role, group and
// levels, as indices into the population a sequence starts from (roles and groups made during it are picked too).
import fc from 'fast-check'
import { AREAS, PERMISSION_LEVELS, type Area, type PermissionLevel } from '@/shared/permissions'

export const POPULATION = 4
const GROUPS = 2
/** Built-in roles the operations hand out: every area role (customer, employee, admin and dev are left alone). */
export const AREA_ROLE_NAMES = [
  'order_manager',
  'inventory_manager',
  'customer_service',
  'analyst',
  'sales',
  'hr_manager',
] as const
/** Custom roles each sequence starts with, besides the built-in ones. */
const CUSTOM_ROLES = 2

type Checklist = { area: Area; level: PermissionLevel }[]
type Held = { role: number; level: PermissionLevel }[]

export type GrantOperation =
  | { kind: 'assign' | 'setLevel'; caller: number; target: number; role: number; level: PermissionLevel }
  | { kind: 'remove'; caller: number; target: number; role: number }
  | { kind: 'join' | 'leave'; caller: number; target: number; group: number }
  | { kind: 'editGroup'; caller: number; group: number; roles: Held }
  | { kind: 'createRole'; caller: number; areas: Checklist }
  | { kind: 'editRole'; caller: number; role: number; areas: Checklist }

export interface Population {
  customRoles: Checklist[]
  groups: Held[]
  /** Per user: user management at this level (0: none), other roles held directly, groups (indices). */
  users: { userManagement: 0 | 15 | 20; roles: Held; groups: number[] }[]
}

const index = fc.nat({ max: 40 })
const level = fc.constantFrom(...PERMISSION_LEVELS)
const person = fc.nat({ max: POPULATION - 1 })
const group = fc.nat({ max: GROUPS - 1 })
const checklist: fc.Arbitrary<Checklist> = fc.uniqueArray(fc.record({ area: fc.constantFrom(...AREAS), level }), {
  maxLength: 4,
  selector: (entry) => entry.area,
})
const held: fc.Arbitrary<Held> = fc.uniqueArray(fc.record({ role: index, level }), {
  maxLength: 3,
  selector: (entry) => entry.role,
})

export const populationArbitrary: fc.Arbitrary<Population> = fc.record({
  customRoles: fc.array(checklist, { minLength: CUSTOM_ROLES, maxLength: CUSTOM_ROLES }),
  groups: fc.array(held, { minLength: GROUPS, maxLength: GROUPS }),
  users: fc.array(
    fc.record({
      userManagement: fc.constantFrom(0 as const, 15 as const, 20 as const, 20 as const),
      roles: held,
      groups: fc.uniqueArray(group, { maxLength: GROUPS }),
    }),
    { minLength: POPULATION, maxLength: POPULATION },
  ),
})

export const operationArbitrary: fc.Arbitrary<GrantOperation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('assign' as const, 'setLevel' as const),
    caller: person,
    target: person,
    role: index,
    level,
  }),
  fc.record({ kind: fc.constant('remove' as const), caller: person, target: person, role: index }),
  fc.record({ kind: fc.constantFrom('join' as const, 'leave' as const), caller: person, target: person, group }),
  fc.record({ kind: fc.constant('editGroup' as const), caller: person, group, roles: held }),
  fc.record({ kind: fc.constant('createRole' as const), caller: person, areas: checklist }),
  fc.record({ kind: fc.constant('editRole' as const), caller: person, role: index, areas: checklist }),
)

/** The role an index picks among those that exist now (built-in, custom, and those made during the sequence). */
export const pick = <T>(items: readonly T[], at: number): T => items[at % items.length]!
