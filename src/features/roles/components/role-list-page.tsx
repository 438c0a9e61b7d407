import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Pencil, Plus, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { EmptyState, ListError, ListLoading } from '@/components/layout/list-states'
import { BulkActions, RefreshButton, RowCheckbox, RowAction, SelectableTable } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/features/auth/auth-store'
import { UserManagementTabs } from '@/features/users/components/user-management-tabs'
import { toApiError } from '@/lib/api-error'
import { downloadFile } from '@/lib/format'
import { useSelection } from '@/lib/use-selection'
import { toCsv } from '@/shared/csv'
import { can, PermissionLevel } from '@/shared/permissions'
import { allRolesOptions, useDeleteRoles } from '../queries'

/** /users/roles: the roles with selection, export and delete (built-in roles cannot be deleted). */
export function RoleListPage() {
  const query = useQuery(allRolesOptions())
  const selection = useSelection('roles')
  const deletion = useDeleteRoles()
  const [confirming, setConfirming] = useState(false)
  const { user } = useAuth()
  const may = (level: PermissionLevel) => user !== null && can(user.roles, 'user_management', level)
  const roles = query.data ?? []
  const chosen = roles.filter((role) => selection.selected.has(role.id))
  const deletable = chosen.filter((role) => !role.builtIn)
  const visible = roles.map((role) => role.id)

  const exportSelected = () =>
    downloadFile(
      `roles-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(
        ['id', 'name', 'description', 'users', 'createdAt'],
        chosen.map((role) => [role.id, role.name, role.description, role.userCount, role.createdAt]),
      ),
      'text/csv;charset=utf-8',
    )
  const deleteSelected = async () => {
    await deletion.mutateAsync(deletable.map((role) => role.id))
    selection.clear()
    setConfirming(false)
  }

  return (
    <>
      <PageHeader
        title="Role Management"
        description="Roles grant access to areas of the store; each assignment carries a permission level"
        actions={
          <>
            <RefreshButton busy={query.isFetching} onRefresh={() => void query.refetch()} />
            {may(PermissionLevel.Create) && (
              <Button asChild>
                <Link to="/users/roles/new">
                  <Plus aria-hidden /> Add Role
                </Link>
              </Button>
            )}
          </>
        }
      />
      <UserManagementTabs />
      <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3 text-sm">
        <p className="text-muted-foreground">{query.data && `${roles.length} roles`}</p>
        <BulkActions
          count={selection.selected.size}
          onExport={exportSelected}
          onDelete={may(PermissionLevel.Delete) && deletable.length > 0 ? () => setConfirming(true) : undefined}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) deletion.reset()
        }}
        title={`Delete ${deletable.length === 1 ? '1 role' : `${deletable.length} roles`}?`}
        description={`${deletable.map((role) => role.name).join(', ')} will be taken from every user and group that holds ${deletable.length === 1 ? 'it' : 'them'}.${deletable.length < chosen.length ? ' Built-in roles cannot be deleted and stay.' : ''}`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.isPending}
        error={deletion.isError ? toApiError(deletion.error).message : null}
        onConfirm={() => void deleteSelected().catch(() => undefined)}
      />
      {query.isError ? (
        <ListError error={query.error} />
      ) : query.isPending ? (
        <ListLoading label="Loading roles" />
      ) : roles.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No roles found" />
      ) : (
        <SelectableTable
          selectAllLabel="Select all roles"
          selection={selection}
          visible={visible}
          headings={
            <>
              <th className="px-3 py-2 font-medium">Role</th>
              <th className="hidden px-3 py-2 font-medium md:table-cell">Description</th>
              <th className="px-3 py-2 text-right font-medium">Users</th>
              {may(PermissionLevel.Edit) && <th className="px-3 py-2 text-right font-medium">Actions</th>}
            </>
          }
        >
          {roles.map((role) => (
            <tr key={role.id} className="border-t">
              <td className="px-3 py-2">
                <RowCheckbox label={`Select ${role.name}`} selection={selection} id={role.id} />
              </td>
              <td className="px-3 py-2">
                <span className="font-medium">{role.name}</span>
                {role.isSystem && (
                  <Badge variant="secondary" className="ml-2 font-normal">
                    Fixed at Delete (20)
                  </Badge>
                )}
              </td>
              <td className="hidden px-3 py-2 text-muted-foreground md:table-cell">{role.description}</td>
              <td className="px-3 py-2 text-right tabular-nums">{role.userCount}</td>
              {may(PermissionLevel.Edit) && (
                <td className="px-3 py-2 text-right">
                  <RowAction title="Edit role">
                    <Link
                      to="/users/roles/$roleId/edit"
                      params={{ roleId: role.id }}
                      aria-label={`Edit role ${role.name}`}
                    >
                      <Pencil aria-hidden />
                    </Link>
                  </RowAction>
                </td>
              )}
            </tr>
          ))}
        </SelectableTable>
      )}
    </>
  )
}
