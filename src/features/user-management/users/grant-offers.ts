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

/** The groups the caller may add someone to: those whose roles, at their levels, give nothing the caller lacks. */
export function joinableGroups<T extends { roles: readonly { roleId: string; permissionLevel: number }[] }>(
  caller: readonly RoleGrant[],
  groups: readonly T[],
  roles: readonly RoleWithAreas[],
): T[] {
  return groups.filter((group) => {
    const grants = group.roles.map((held) => {
      const role = roles.find((candidate) => candidate.id === held.roleId)
      return assignedGrant({ name: role?.name ?? '', areas: role?.areas ?? [] }, held.permissionLevel)
    })
    return !grantRefusal(caller, grants)
  })
}
