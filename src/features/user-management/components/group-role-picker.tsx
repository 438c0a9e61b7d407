import { useSuspenseQuery } from '@tanstack/react-query'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import type { RoleDetailFragment } from '@/gql/graphql'
import { PermissionLevelButtons } from './permission-level-buttons'
import { isFixedLevelRole } from '@/shared/permissions'
import { toggleLevel, toggleRole, type PickedRole } from '../group-role-picker'
import { allRolesOptions } from '@/features/user-management/queries'

/**
 * Tick the roles a group (or a new user) holds and click levels to toggle them (rules in group-role-picker.ts).
 * `offered` narrows the roles listed to those the caller may hand out.
 */
export function GroupRolePicker({
  value,
  onChange,
  error,
  idPrefix = 'group-role',
  required = true,
  offered = () => true,
}: {
  value: readonly PickedRole[]
  onChange: (next: PickedRole[]) => void
  error?: string
  idPrefix?: string
  required?: boolean
  offered?: (role: RoleDetailFragment) => boolean
}) {
  const roles = useSuspenseQuery(allRolesOptions()).data.filter(offered)
  const errorId = error ? `${idPrefix}s-error` : undefined
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        Roles
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </legend>
      {roles.length === 0 ? (
        <p className="text-sm text-muted-foreground">No roles available</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {roles.map((role) => {
            const picked = value.find((entry) => entry.roleId === role.id)
            const id = `${idPrefix}-${role.id}`
            return (
              <li key={role.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={picked !== undefined}
                    onCheckedChange={() => onChange(toggleRole(value, role))}
                  />
                  <Label htmlFor={id}>{role.name}</Label>
                </div>
                <PermissionLevelButtons
                  roleName={role.name}
                  level={picked?.permissionLevel ?? 0}
                  disabled={isFixedLevelRole(role.name)}
                  onClick={(level) => onChange(toggleLevel(value, role, level))}
                />
              </li>
            )
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
