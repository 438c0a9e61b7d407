/** Permission levels of a role assignment; a higher level includes the lower ones. */
export const PermissionLevel = { View: 5, Create: 10, Edit: 15, Delete: 20 } as const
export type PermissionLevel = (typeof PermissionLevel)[keyof typeof PermissionLevel]
export const PERMISSION_LEVELS: readonly PermissionLevel[] = [5, 10, 15, 20]
export const PERMISSION_NAMES: Record<PermissionLevel, string> = { 5: 'View', 10: 'Create', 15: 'Edit', 20: 'Delete' }

export const AREAS = [
  'products',
  'inventory',
  'orders',
  'customers',
  'analytics',
  'user_management',
  'settings',
] as const
export type Area = (typeof AREAS)[number]

/** Built-in roles that hold every area at Delete level. */
export const ALL_ACCESS_ROLES = ['admin', 'dev'] as const
/** Roles whose assignments are always at level 20 and cannot be changed. */
const FIXED_LEVEL_ROLES = ['customer', 'employee'] as const
/** Roles that let a user into the admin portal. */
export const PORTAL_ROLES = ['employee', ...ALL_ACCESS_ROLES] as const

/**
 * The built-in area roles and the areas they were made for. Only the seed and migration 0012 read this: from then on
 * a role's areas are data (role_area_levels), and the rules below never look at a role's name to decide access.
 */
export const AREA_ROLES: Record<Area, readonly string[]> = {
  products: ['inventory_manager'],
  inventory: ['inventory_manager'],
  orders: ['order_manager', 'sales'],
  customers: ['customer_service', 'sales'],
  analytics: ['analyst'],
  user_management: ['hr_manager'],
  settings: [],
}

/** The highest level a role grants in one area: its holders get the lower of this and their assignment's level. */
export interface RoleAreaLevel {
  area: string
  level: number
}

export interface RoleGrant {
  name: string
  permissionLevel: number
  /** What the role grants, area by area; an area it does not list it does not grant. */
  areas: readonly RoleAreaLevel[]
}

const normal = (name: string) => name.trim().toLowerCase()

export function isFixedLevelRole(name: string): boolean {
  return (FIXED_LEVEL_ROLES as readonly string[]).includes(normal(name))
}

/** The level a role gets when first assigned: fixed roles 20, others View. */
export function defaultLevelForRole(name: string): PermissionLevel {
  return isFixedLevelRole(name) ? PermissionLevel.Delete : PermissionLevel.View
}

/** The level a role itself grants in the area (its checklist), whatever level it is held at; 0 when none. */
export function roleAreaLevel(areas: readonly RoleAreaLevel[], area: Area): number {
  return areas.find((entry) => entry.area === area)?.level ?? 0
}

/**
 * The highest level any of the grants gives in the area; 0 when none does. A grant gives the lower of the level it is
 * held at and the level its role grants in the area, so an Edit assignment of a role whose checklist stops at View
 * gives View, and a View assignment of admin gives View.
 */
export function areaLevel(grants: readonly RoleGrant[], area: Area): number {
  let level = 0
  for (const grant of grants) level = Math.max(level, Math.min(grant.permissionLevel, roleAreaLevel(grant.areas, area)))
  return level
}

/**
 * The levels a user really holds: their level in each area, each level once, lowest first. A role that grants no area
 * (customer, employee) adds none, whatever level the assignment carries.
 */
export function heldPermissionLevels(grants: readonly RoleGrant[]): PermissionLevel[] {
  const levels = new Set(AREAS.map((area) => areaLevel(grants, area)))
  return PERMISSION_LEVELS.filter((level) => levels.has(level))
}

export function can(grants: readonly RoleGrant[], area: Area, needed: PermissionLevel = PermissionLevel.View): boolean {
  return areaLevel(grants, area) >= needed
}

/**
 * Whether the grants open an order's page: orders View, or customers View for a customer's order, read-only (the
 * server's orderById and searchOrders hold the same rule).
 */
export function canOpenOrders(grants: readonly RoleGrant[]): boolean {
  return can(grants, 'orders') || can(grants, 'customers')
}

/**
 * Whether the grants open every area at Delete (admin and dev do, and so would a custom role checked all over): only
 * such a user may change another one, or hand out such a role.
 */
export function isAllAccess(grants: readonly RoleGrant[]): boolean {
  return AREAS.every((area) => areaLevel(grants, area) === PermissionLevel.Delete)
}

export function canUsePortal(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => (PORTAL_ROLES as readonly string[]).includes(normal(grant.name)))
}

/** 'Developer' when any role name contains 'dev', otherwise 'Employee'. */
export function roleLabel(grants: readonly RoleGrant[]): 'Developer' | 'Employee' {
  return grants.some((grant) => normal(grant.name).includes('dev')) ? 'Developer' : 'Employee'
}

/**
 * Combines direct and group grants of the same role into one, keeping the highest level,
 * so a user's effective roles list each role once.
 */
export function mergeGrants<T extends RoleGrant>(grants: readonly T[]): T[] {
  const byName = new Map<string, T>()
  for (const grant of grants) {
    const key = normal(grant.name)
    const held = byName.get(key)
    if (!held || grant.permissionLevel > held.permissionLevel) byName.set(key, grant)
  }
  return [...byName.values()]
}

/** 'View', 'Create', 'Edit' or 'Delete' for a level; the number itself for any other. */
export function permissionName(level: number): string {
  return PERMISSION_NAMES[level as PermissionLevel] ?? String(level)
}

/**
 * A role with the level it is held at, as badges and lists show it: "analyst (Edit)". Customer and employee are always
 * at 20 and grant no area, so a level beside them would only mislead: they show their name alone.
 */
export function roleWithLevel(name: string, level: number): string {
  return isFixedLevelRole(name) ? name : `${name} (${permissionName(level)})`
}

/** Roles the permission rules name: renaming or deleting one would change who may do what, so neither is allowed. */
export function isBuiltInRole(name: string): boolean {
  const role = normal(name)
  return (
    (FIXED_LEVEL_ROLES as readonly string[]).includes(role) ||
    (ALL_ACCESS_ROLES as readonly string[]).includes(role) ||
    Object.values(AREA_ROLES).some((names) => names.includes(role))
  )
}

/** The areas a staff member may land on, in the order they are tried, with their screens. */
const START_AREAS = [
  ['orders', '/orders'],
  ['customers', '/customers'],
  ['inventory', '/inventory'],
  ['products', '/products'],
  ['analytics', '/dashboard'],
  ['user_management', '/users'],
] as const satisfies readonly (readonly [Area, string])[]

export type StartPage = (typeof START_AREAS)[number][1] | '/settings'

/**
 * Where a staff member lands after signing in and where "Go to the start page" leads: developers on the dashboard,
 * everyone else on the first area their roles open (orders, customers, inventory, products, dashboard, users), and someone
 * with none of them on their own settings, which every staff member has.
 */
export function startPage(grants: readonly RoleGrant[]): StartPage {
  if (roleLabel(grants) === 'Developer') return '/dashboard'
  return START_AREAS.find(([area]) => can(grants, area))?.[1] ?? '/settings'
}
