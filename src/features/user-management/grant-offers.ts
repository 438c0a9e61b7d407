// What the user edit page offers: only the roles, levels and groups the signed-in user may hand out, by the same rule
// the server refuses with (src/shared/grant-ceiling.ts).
import { assignedGrant, grantableLevels, grantRefusal } from '@/shared/grant-ceiling'
import type { RoleAreaLevel, RoleGrant } from '@/shared/permissions'

interface RoleWithAreas {
  id: string
  name: string
  areas: readonly RoleAreaLevel[]
}

/** The roles the caller may assign at some level. */
export const grantableRoles = <T extends RoleWithAreas>(caller: readonly RoleGrant[], roles: readonly T[]): T[] =>
  roles.filter((role) => grantableLevels(caller, role).length > 0)

interface GroupWithRoles {
  roles: readonly { roleId: string; permissionLevel: number }[]
}

/** What joining the group gives: each of its roles at its level, with the role's checklist. */
const groupGrants = (group: GroupWithRoles, roles: readonly RoleWithAreas[]): RoleGrant[] =>
  group.roles.map((held) => {
    const role = roles.find((candidate) => candidate.id === held.roleId)
    return assignedGrant({ name: role?.name ?? '', areas: role?.areas ?? [] }, held.permissionLevel)
  })

/** Why the caller may not add anyone to the group (its roles give more than the caller holds), or undefined. */
export const groupJoinRefusal = (
  caller: readonly RoleGrant[],
  group: GroupWithRoles,
  roles: readonly RoleWithAreas[],
): string | undefined => grantRefusal(caller, groupGrants(group, roles))

/** The groups the caller may add someone to: those whose roles, at their levels, give nothing the caller lacks. */
export const joinableGroups = <T extends GroupWithRoles>(
  caller: readonly RoleGrant[],
  groups: readonly T[],
  roles: readonly RoleWithAreas[],
): T[] => groups.filter((group) => !groupJoinRefusal(caller, group, roles))
