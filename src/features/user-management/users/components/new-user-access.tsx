import { useSuspenseQuery } from '@tanstack/react-query'
import Info from 'lucide-react/icons/info'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import type { PickedRole } from '@/features/user-management/group-role-picker'
import { GroupRolePicker } from '@/features/user-management/components/group-role-picker'
import { useAuth } from '@/lib/session/auth-store'
import { canUsePortal, heldPermissionLevels, type RoleGrant } from '@/shared/permissions'
import { grantableLevels } from '@/shared/grant-ceiling'
import { joinableGroups } from '@/features/user-management/grant-offers'
import { allGroupsOptions, allRolesOptions } from '@/features/user-management/queries'

/** What a new account may do once created, from the roles it would hold (directly or through groups). */
function newUserAccessNote(held: readonly RoleGrant[]): string {
  if (!canUsePortal(held)) return 'Without the employee role this account cannot sign in to the admin portal.'
  if (heldPermissionLevels(held).length === 0) {
    return 'This account can sign in, but opens no area until it has a role or group that grants one.'
  }
  return 'This account can sign in and open the areas its roles and groups grant.'
}

/** The Create User form's access: roles held directly (employee ticked to begin with) and groups to join. */
export function NewUserAccess({
  roles,
  onRolesChange,
  groupIds,
  onGroupIdsChange,
  errors,
}: {
  roles: readonly PickedRole[]
  onRolesChange: (next: PickedRole[]) => void
  groupIds: readonly string[]
  onGroupIdsChange: (next: string[]) => void
  errors: { roles?: string; groupIds?: string }
}) {
  const { data: allRoles } = useSuspenseQuery(allRolesOptions())
  const { data: allGroups } = useSuspenseQuery(allGroupsOptions())
  const viewerGrants = useAuth().user?.roles ?? []
  const roleById = new Map(allRoles.map((role) => [role.id, role]))
  // Offered: only what the caller may hand out, the server's rule (the grant ceiling).
  const groups = joinableGroups(viewerGrants, allGroups, allRoles)
  const held: RoleGrant[] = [
    ...roles.map((picked) => ({ ...picked, role: roleById.get(picked.roleId) })),
    ...allGroups
      .filter((group) => groupIds.includes(group.id))
      .flatMap((group) => group.roles.map((assigned) => ({ ...assigned, role: roleById.get(assigned.roleId) }))),
  ].flatMap(({ role, permissionLevel }) => (role ? [{ name: role.name, permissionLevel, areas: role.areas }] : []))
  const toggleGroup = (id: string) =>
    onGroupIdsChange(groupIds.includes(id) ? groupIds.filter((held) => held !== id) : [...groupIds, id])

  return (
    <div className="flex flex-col gap-4">
      <GroupRolePicker
        value={roles}
        onChange={onRolesChange}
        error={errors.roles}
        idPrefix="new-user-role"
        required={false}
        offered={(role) => grantableLevels(viewerGrants, role).length > 0}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.groupIds ? 'new-user-groups-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Groups</legend>
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">No groups available</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {groups.map((group) => {
              const id = `new-user-group-${group.id}`
              return (
                <li key={group.id} className="flex items-center gap-2 px-3 py-2">
                  <Checkbox
                    id={id}
                    checked={groupIds.includes(group.id)}
                    onCheckedChange={() => toggleGroup(group.id)}
                  />
                  <Label htmlFor={id} className="min-w-0 flex-wrap font-normal">
                    <span className="font-medium">{group.name}</span>
                    {group.roles.length > 0 && (
                      <span className="text-muted-foreground">
                        ({group.roles.map((role) => role.roleName).join(', ')})
                      </span>
                    )}
                  </Label>
                </li>
              )
            })}
          </ul>
        )}
        {errors.groupIds && (
          <p id="new-user-groups-error" className="text-sm text-destructive">
            {errors.groupIds}
          </p>
        )}
      </fieldset>
      <p role="status" className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {newUserAccessNote(held)}
      </p>
    </div>
  )
}
