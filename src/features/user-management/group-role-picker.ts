import { defaultLevelForRole, isFixedLevelRole, PermissionLevel } from '@/shared/permissions'

/** A role chosen in the group form, at the level the group grants. */
export interface PickedRole {
  roleId: string
  permissionLevel: PermissionLevel
}

export interface PickableRole {
  id: string
  name: string
}

/** Ticking a role adds it (customer and employee at 20, others at View); unticking removes it. */
export function toggleRole(picked: readonly PickedRole[], role: PickableRole): PickedRole[] {
  if (picked.some((entry) => entry.roleId === role.id)) return picked.filter((entry) => entry.roleId !== role.id)
  return [...picked, { roleId: role.id, permissionLevel: defaultLevelForRole(role.name) }]
}

/**
 * Clicking a level on a picked role (spec part 2 §4): Delete toggles between 20 and 5, Edit between 15 and 10,
 * Create between 10 and 5; View removes the role when it is at View, else resets it to 5.
 * Customer and employee stay at 20; clicking a level of a role not yet picked picks it at that level.
 */
export function toggleLevel(picked: readonly PickedRole[], role: PickableRole, level: PermissionLevel): PickedRole[] {
  if (isFixedLevelRole(role.name)) return [...picked]
  const current = picked.find((entry) => entry.roleId === role.id)
  if (!current) return [...picked, { roleId: role.id, permissionLevel: level }]
  const next = nextLevel(current.permissionLevel, level)
  if (next === null) return picked.filter((entry) => entry.roleId !== role.id)
  return picked.map((entry) => (entry.roleId === role.id ? { ...entry, permissionLevel: next } : entry))
}

function nextLevel(current: PermissionLevel, clicked: PermissionLevel): PermissionLevel | null {
  switch (clicked) {
    case PermissionLevel.Delete:
      return current === PermissionLevel.Delete ? PermissionLevel.View : PermissionLevel.Delete
    case PermissionLevel.Edit:
      return current === PermissionLevel.Edit ? PermissionLevel.Create : PermissionLevel.Edit
    case PermissionLevel.Create:
      return current === PermissionLevel.Create ? PermissionLevel.View : PermissionLevel.Create
    case PermissionLevel.View:
      return current === PermissionLevel.View ? null : PermissionLevel.View
  }
}
