// No one hands out more than they hold (the rule of Kubernetes RBAC's escalation prevention), stated once: the server
// refuses with these functions and the screens offer only what they allow.
import {
  AREAS,
  areaLevel,
  isAllAccess,
  isFixedLevelRole,
  PERMISSION_LEVELS,
  PermissionLevel,
  permissionName,
  type Area,
  type RoleAreaLevel,
  type RoleGrant,
} from './permissions'
import { AREA_LABELS } from './role-areas'

/** An area the change would give at `level` while the caller holds it only at `held` (0: not at all). */
interface AreaShortfall {
  area: Area
  level: number
  held: number
}

/** 'View' … 'Delete' for a level, 'none' for 0. */
const heldLevelName = (level: number) => (level ? permissionName(level) : 'none')

/**
 * The first area where `conferred` gives more than `caller` holds, or undefined when the caller holds all of it (an
 * all-access caller holds everything). `conferred` is what the change gives: roles assigned at their levels, a group's
 * roles, a role's checklist (see checklistGrant).
 */
function ceilingShortfall(caller: readonly RoleGrant[], conferred: readonly RoleGrant[]): AreaShortfall | undefined {
  if (isAllAccess(caller)) return undefined
  for (const area of AREAS) {
    const level = areaLevel(conferred, area)
    const held = areaLevel(caller, area)
    if (level > held) return { area, level, held }
  }
  return undefined
}

const shortfallText = ({ area, level, held }: AreaShortfall) =>
  `${AREA_LABELS[area]} at ${permissionName(level)}: you hold it at ${heldLevelName(held)}`

/** Why the caller may not give what `conferred` grants ("You cannot grant Orders at Delete: …"), or undefined. */
export function grantRefusal(caller: readonly RoleGrant[], conferred: readonly RoleGrant[]): string | undefined {
  const gap = ceilingShortfall(caller, conferred)
  return gap && `You cannot grant ${shortfallText(gap)}`
}

/** A role's checklist as the most it can give anyone: held at Delete, it gives each area at its checklist level. */
export const checklistGrant = (areas: readonly RoleAreaLevel[]): RoleGrant => ({
  name: '',
  permissionLevel: PermissionLevel.Delete,
  areas,
})

/** A role held at a level: what assigning it gives (the lower of the level and its checklist, area by area). */
export const assignedGrant = (role: { name: string; areas: readonly RoleAreaLevel[] }, level: number): RoleGrant => ({
  name: role.name,
  permissionLevel: level,
  areas: role.areas,
})

/** The levels at which the caller may assign the role (customer and employee only at Delete); none when no level. */
export function grantableLevels(
  caller: readonly RoleGrant[],
  role: { name: string; areas: readonly RoleAreaLevel[] },
): PermissionLevel[] {
  const levels = isFixedLevelRole(role.name) ? [PermissionLevel.Delete] : PERMISSION_LEVELS
  return levels.filter((level) => !ceilingShortfall(caller, [assignedGrant(role, level)]))
}

/** The checklist levels the caller may tick in an area: up to their own level in it (every level with all access). */
export function checklistLevels(caller: readonly RoleGrant[], area: Area): PermissionLevel[] {
  if (isAllAccess(caller)) return [...PERMISSION_LEVELS]
  return PERMISSION_LEVELS.filter((level) => level <= areaLevel(caller, area))
}

/**
 * Why the caller may not change someone who holds `target` (they hold an area above the caller), or undefined. The
 * reason names the first such area.
 */
export function holdsMoreRefusal(caller: readonly RoleGrant[], target: readonly RoleGrant[]): string | undefined {
  const gap = ceilingShortfall(caller, target)
  return gap && `This user holds ${shortfallText(gap)}. Only someone who holds it can change them.`
}
