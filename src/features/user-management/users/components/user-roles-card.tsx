import { useSuspenseQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { focusHandoff } from '@/components/ui/focus-handoff'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { UserDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/session/auth-store'
import { toast, toastWithUndo } from '@/lib/toast'
import { grantableLevels } from '@/shared/grant-ceiling'
import { isFixedLevelRole, permissionName, roleWithLevel, type PermissionLevel } from '@/shared/permissions'
import { useAssignUserRole, useRemoveUserRole, useUpdateUserRolePermission } from '../queries'
import { grantableRoles } from '@/features/user-management/grant-offers'
import { AddUserRoleDialog } from './add-user-role-dialog'
import { PermissionLevelButtons } from '@/features/user-management/components/permission-level-buttons'
import { allRolesOptions } from '@/features/user-management/queries'

interface LevelChange {
  roleId: string
  roleName: string
  level: PermissionLevel
}

/** Roles & Permissions: the roles held directly, each with its level; customer and employee stay at 20. */
export function UserRolesCard({ user, mayEdit }: { user: UserDetailFragment; mayEdit: boolean }) {
  const { data: roles } = useSuspenseQuery(allRolesOptions())
  const changeLevel = useUpdateUserRolePermission()
  const remove = useRemoveUserRole()
  const assign = useAssignUserRole()
  const [adding, setAdding] = useState(false)
  const [change, setChange] = useState<LevelChange | null>(null)
  const held = new Set(user.directRoles.map((role) => role.roleId))
  const me = useAuth().user?.roles ?? []
  const offered = grantableRoles(
    me,
    roles.filter((role) => !held.has(role.id)),
  )
  const throughGroups = user.roles.filter((role) => !held.has(role.id))

  const applyLevel = async ({ roleId, level }: LevelChange) => {
    await changeLevel.mutateAsync({ userId: user.id, roleId, permissionLevel: level })
    setChange(null)
  }
  const removeRole = (role: UserDetailFragment['directRoles'][number], button: HTMLElement) => {
    // Computed now: once the row is gone, the button no longer knows its card.
    const handOff = focusHandoff(button)
    remove.mutate(
      { userId: user.id, roleId: role.roleId },
      {
        onSuccess: () => {
          handOff()
          toastWithUndo(`Role "${role.roleName}" removed from ${user.fullName}`, async () => {
            await assign.mutateAsync({ userId: user.id, roleId: role.roleId, permissionLevel: role.permissionLevel })
            return `Role "${role.roleName}" given back to ${user.fullName}`
          })
        },
        onError: (error) => toast.error(`Role "${role.roleName}" could not be removed: ${toApiError(error).message}`),
      },
    )
  }

  return (
    <Card data-focus-group>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Roles & Permissions</CardTitle>
          <CardDescription>Roles held directly. A higher level includes the lower ones.</CardDescription>
        </div>
        {mayEdit && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} disabled={offered.length === 0}>
            <Plus aria-hidden /> Add Role
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {user.directRoles.length === 0 ? (
          <p className="text-sm text-muted-foreground">No roles assigned directly.</p>
        ) : (
          <ul aria-label="Direct roles" className="flex flex-col divide-y">
            {user.directRoles.map((role) => {
              const fixed = isFixedLevelRole(role.roleName)
              return (
                <li key={role.roleId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium">{role.roleName}</p>
                    <p className="text-xs text-muted-foreground">
                      {fixed
                        ? 'Fixed at Delete (20)'
                        : `${permissionName(role.permissionLevel)} (${role.permissionLevel})`}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <PermissionLevelButtons
                      roleName={role.roleName}
                      level={role.permissionLevel}
                      disabled={!mayEdit || fixed}
                      allowed={grantableLevels(me, {
                        name: role.roleName,
                        areas: roles.find((candidate) => candidate.id === role.roleId)?.areas ?? [],
                      })}
                      onClick={(level) =>
                        level !== role.permissionLevel &&
                        setChange({ roleId: role.roleId, roleName: role.roleName, level })
                      }
                    />
                    {mayEdit && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove role ${role.roleName}`}
                        title="Remove role"
                        disabled={remove.isPending}
                        onClick={(event) => removeRole(role, event.currentTarget)}
                      >
                        <X aria-hidden />
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        {throughGroups.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Through groups: {throughGroups.map((role) => roleWithLevel(role.name, role.permissionLevel)).join(', ')}
          </p>
        )}
      </CardContent>
      <AddUserRoleDialog userId={user.id} roles={offered} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={change !== null}
        onOpenChange={(open) => {
          if (!open) {
            setChange(null)
            changeLevel.reset()
          }
        }}
        title="Change Permission Level"
        description={
          change &&
          `Change the permission level of "${change.roleName}" to ${permissionName(change.level)} (${change.level})?`
        }
        confirmLabel="Change Level"
        pendingLabel="Changing..."
        pending={changeLevel.isPending}
        error={changeLevel.isError ? toApiError(changeLevel.error).message : null}
        onConfirm={() => change && void applyLevel(change).catch(() => undefined)}
      />
    </Card>
  )
}
