// What a role grants, area by area: names, the built-in roles' checklists and the checklist's toggling. Its own module,
// so the first screens, which only check permissions, do not load it.
import {
  ALL_ACCESS_ROLES,
  AREA_ROLES,
  AREAS,
  PERMISSION_LEVELS,
  PermissionLevel,
  roleAreaLevel,
  type Area,
  type RoleAreaLevel,
} from './permissions'

/** How an area is named on screen and in messages. */
export const AREA_LABELS: Record<Area, string> = {
  products: 'Products',
  inventory: 'Inventory',
  orders: 'Orders',
  customers: 'Customers',
  analytics: 'Analytics',
  user_management: 'User management',
  settings: 'Store settings',
}

/** The areas a built-in role grants when it is created: admin and dev every area, an area role its areas, at Delete. */
export function builtInRoleAreas(name: string): RoleAreaLevel[] {
  const role = name.trim().toLowerCase()
  const all = (ALL_ACCESS_ROLES as readonly string[]).includes(role)
  return AREAS.filter((area) => all || AREA_ROLES[area].includes(role)).map((area) => ({
    area,
    level: PermissionLevel.Delete,
  }))
}

/**
 * A role's checklist after one box changes: checking a level grants the area at least that level (the lower levels
 * come with it), unchecking one leaves the area at the level below (none below View). Areas stay in AREAS order.
 */
export function withAreaLevel(
  areas: readonly { area: Area; level: PermissionLevel }[],
  area: Area,
  level: PermissionLevel,
  checked: boolean,
): { area: Area; level: PermissionLevel }[] {
  const current = roleAreaLevel(areas, area)
  const below = PERMISSION_LEVELS.filter((candidate) => candidate < level).at(-1)
  const next = checked ? Math.max(current, level) : Math.min(current, below ?? 0)
  const others = areas.filter((entry) => entry.area !== area)
  const changed = next ? [...others, { area, level: next as PermissionLevel }] : others
  return AREAS.flatMap((name) => changed.filter((entry) => entry.area === name))
}
