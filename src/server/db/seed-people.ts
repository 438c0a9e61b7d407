import type { Db } from './client'
import { groupRoles, groups, roleAreaLevels, roles, userGroups, userRoles, users } from './schema'
import type { SeededRandom } from './seed-random'
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './seed-catalogue-words'
import { hashPassword, type ScryptCost } from '@/server/auth/password'
import { AREAS, can, PermissionLevel, type Area } from '@/shared/permissions'
import { builtInRoleAreas } from '@/shared/role-areas'

const DEMO_PASSWORD = 'demo-password-1'

const ROLE_SEEDS: readonly (readonly [string, string])[] = [
  ['customer', 'Browses and buys in the web store'],
  ['employee', 'Signs in to the admin portal'],
  ['admin', 'Every area at every level'],
  ['dev', 'Every area at every level, for the development team'],
  ['inventory_manager', 'Products and inventory'],
  ['order_manager', 'Orders'],
  ['sales', 'Orders and customers'],
  ['customer_service', 'Customers'],
  ['analyst', 'Dashboard and reports'],
  ['hr_manager', 'Users, roles and groups'],
]

interface PersonSeed {
  firstName: string
  lastName: string
  email: string
  roles: readonly (readonly [string, number])[]
  demo?: boolean
  active?: boolean
  /** Values of its own instead of random ones: an account added later leaves every other seeded value as it was. */
  fixed?: { phone: string; createdAt: Date }
}

/**
 * The HR manager demo account (users, roles and groups at Delete). Seeded after everyone else with values of its own,
 * so the seed's random sequence, and every other demo value, stays the same.
 */
const HR_DEMO_ACCOUNT: PersonSeed = {
  firstName: 'Harper',
  lastName: 'Human',
  email: 'hr@example.com',
  roles: [
    ['hr_manager', 20],
    ['employee', 20],
  ],
  demo: true,
  fixed: { phone: '(555) 010-4477', createdAt: new Date(Date.UTC(2024, 2, 11, 9, 30)) },
}

/** The customer service demo account (customers at Edit), seeded last for the same reason as the HR one. */
const CUSTOMER_SERVICE_DEMO_ACCOUNT: PersonSeed = {
  firstName: 'Sam',
  lastName: 'Service',
  email: 'customer-service@example.com',
  roles: [
    ['customer_service', 15],
    ['employee', 20],
  ],
  demo: true,
  fixed: { phone: '(555) 010-7720', createdAt: new Date(Date.UTC(2024, 4, 6, 10, 15)) },
}

const DEMO_ACCOUNTS: readonly PersonSeed[] = [
  {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    roles: [
      ['admin', 20],
      ['employee', 20],
    ],
    demo: true,
  },
  {
    firstName: 'Devon',
    lastName: 'Developer',
    email: 'dev@example.com',
    roles: [
      ['dev', 20],
      ['employee', 20],
    ],
    demo: true,
  },
  {
    firstName: 'Olivia',
    lastName: 'Orders',
    email: 'orders@example.com',
    roles: [
      ['order_manager', 15],
      ['employee', 20],
    ],
    demo: true,
  },
  {
    firstName: 'Victor',
    lastName: 'Viewer',
    email: 'viewer@example.com',
    roles: [
      ['order_manager', 5],
      ['inventory_manager', 5],
      ['employee', 20],
    ],
    demo: true,
  },
  {
    firstName: 'Stan',
    lastName: 'Stock',
    email: 'stock@example.com',
    roles: [
      ['inventory_manager', 15],
      ['employee', 20],
    ],
    demo: true,
  },
  { firstName: 'Casey', lastName: 'Customer', email: 'customer@example.com', roles: [['customer', 20]], demo: true },
]

const STAFF_ROLES: readonly (readonly [string, number])[] = [
  ['inventory_manager', 15],
  ['order_manager', 10],
  ['sales', 10],
  ['customer_service', 15],
  ['analyst', 5],
  ['hr_manager', 20],
]

const GROUP_SEEDS: readonly {
  name: string
  description: string
  roles: readonly (readonly [string, number])[]
  memberRole: string
}[] = [
  {
    name: 'Warehouse',
    description: 'Receives, stores and ships stock',
    roles: [['inventory_manager', 15]],
    memberRole: 'inventory_manager',
  },
  {
    name: 'Sales Team',
    description: 'Takes and follows up orders',
    roles: [
      ['sales', 10],
      ['order_manager', 10],
    ],
    memberRole: 'sales',
  },
  {
    name: 'Support',
    description: 'Answers customers',
    roles: [['customer_service', 15]],
    memberRole: 'customer_service',
  },
  { name: 'Finance', description: 'Reads the figures', roles: [['analyst', 5]], memberRole: 'analyst' },
  { name: 'HR', description: 'Onboards and offboards staff', roles: [['hr_manager', 20]], memberRole: 'hr_manager' },
]

interface Customer {
  id: string
  fullName: string
  email: string
  phone: string
  address: { address1: string; city: string; state: string; zip: string }
}

export interface SeededPeople {
  customers: Customer[]
  staff: { id: string; fullName: string; email: string; active: boolean }[]
  /** Staff who may change an order's status (orders at Edit) and who may cancel one (orders at Delete). */
  orderStaff: { status: { id: string; fullName: string }[]; cancel: { id: string; fullName: string }[] }
  /** Staff who may change each area's records (Edit there), with their sign-in email: whom the audit log names. */
  editors: Record<Area, { id: string; fullName: string; email: string }[]>
}

/**
 * A time of day for the i-th person's account, spread over the whole day (a date alone reads "12:00 AM" everywhere).
 * Worked out from the index, not drawn: the seed's random sequence, and so every other seeded value, stays as it was.
 */
const timeOfDay = (i: number) => ((i * 7_919 + 28_657) % 86_400) * 1000

const phone = (random: SeededRandom) => `(555) 01${random.digits(1)}-${random.digits(4)}`

function people(random: SeededRandom, staffCount: number, customerCount: number): PersonSeed[] {
  const used = new Set(DEMO_ACCOUNTS.map((person) => person.email))
  const make = (domain: string, personRoles: PersonSeed['roles'], active: boolean): PersonSeed => {
    for (;;) {
      const firstName = random.pick(FIRST_NAMES)
      const lastName = random.pick(LAST_NAMES)
      const email = `${firstName}.${lastName}@${domain}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
      if (used.has(email)) continue
      used.add(email)
      return { firstName, lastName, email, roles: personRoles, active }
    }
  }
  const staff = Array.from({ length: staffCount }, (_, i) =>
    make('storefront.example', [['employee', 20], STAFF_ROLES[i % STAFF_ROLES.length]!], i !== staffCount - 1),
  )
  const customers = Array.from({ length: customerCount }, (_, i) =>
    make('mail.example', [['customer', 20]], i % 19 !== 18),
  )
  return [...DEMO_ACCOUNTS, ...staff, ...customers]
}

export async function seedPeople(
  db: Db,
  random: SeededRandom,
  counts: { staff: number; customers: number; groups: number },
  passwordCost?: ScryptCost,
): Promise<SeededPeople> {
  const roleRows = await db
    .insert(roles)
    .values(ROLE_SEEDS.map(([name, description]) => ({ name, description })))
    .returning()
  const roleId = new Map(roleRows.map((role) => [role.name, role.id]))
  await db
    .insert(roleAreaLevels)
    .values(roleRows.flatMap((role) => builtInRoleAreas(role.name).map((area) => ({ roleId: role.id, ...area }))))

  const seeds = [...people(random, counts.staff, counts.customers), HR_DEMO_ACCOUNT, CUSTOMER_SERVICE_DEMO_ACCOUNT]
  const demoHashes = new Map(
    await Promise.all(
      seeds.filter((p) => p.demo).map(async (p) => [p.email, await hashPassword(DEMO_PASSWORD, passwordCost)] as const),
    ),
  )
  const rows = await db
    .insert(users)
    .values(
      seeds.map((person, i) => ({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.fixed?.phone ?? phone(random),
        passwordHash: demoHashes.get(person.email) ?? null,
        active: person.active ?? true,
        createdAt:
          person.fixed?.createdAt ?? new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28)) + timeOfDay(i)),
      })),
    )
    .returning()

  await db.insert(userRoles).values(
    seeds.flatMap((person, i) =>
      person.roles.map(([name, level]) => ({
        userId: rows[i]!.id,
        roleId: roleId.get(name)!,
        permissionLevel: level,
      })),
    ),
  )

  for (const group of GROUP_SEEDS.slice(0, counts.groups)) {
    const [groupRow] = await db.insert(groups).values({ name: group.name, description: group.description }).returning()
    await db.insert(groupRoles).values(
      group.roles.map(([name, level]) => ({
        groupId: groupRow!.id,
        roleId: roleId.get(name)!,
        permissionLevel: level,
      })),
    )
    const members = seeds
      .map((person, i) => ({ person, id: rows[i]!.id }))
      .filter(({ person }) => !person.demo && person.roles.some(([name]) => name === group.memberRole))
    if (members.length)
      await db.insert(userGroups).values(members.map(({ id }) => ({ userId: id, groupId: groupRow!.id })))
  }

  // The seeded history names only people who may do what it records: not the read-only viewer changing a status.
  const holding = (level: PermissionLevel, area: Area = 'orders') =>
    seeds
      .map((person, i) => ({ person, row: rows[i]! }))
      .filter(({ person }) =>
        can(
          person.roles.map(([name, held]) => ({ name, permissionLevel: held, areas: builtInRoleAreas(name) })),
          area,
          level,
        ),
      )
      .map(({ row }) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}`, email: row.email }))
  const byRole = (role: string) =>
    seeds
      .map((person, i) => ({ person, row: rows[i]! }))
      .filter(({ person }) => person.roles.some(([name]) => name === role))
  return {
    customers: byRole('customer').map(({ row }) => {
      const [city, state, zip] = random.pick(CITIES)
      return {
        id: row.id,
        fullName: `${row.firstName} ${row.lastName}`,
        email: row.email,
        phone: row.phoneNumber ?? '',
        address: { address1: `${random.int(10, 9999)} ${random.pick(STREETS)}`, city, state, zip },
      }
    }),
    staff: byRole('employee').map(({ row }) => ({
      id: row.id,
      fullName: `${row.firstName} ${row.lastName}`,
      email: row.email,
      active: row.active,
    })),
    orderStaff: { status: holding(PermissionLevel.Edit), cancel: holding(PermissionLevel.Delete) },
    editors: Object.fromEntries(
      AREAS.map((area) => [area, holding(PermissionLevel.Edit, area)]),
    ) as SeededPeople['editors'],
  }
}
