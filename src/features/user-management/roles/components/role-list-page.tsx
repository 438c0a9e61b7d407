import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import Plus from 'lucide-react/icons/plus'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { EmptyState } from '@/components/layout/list-states'
import { listColumns } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { useListSelection } from '@/components/data-table/use-list-selection'
import { BulkActions, RefreshButton, RowAction } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { usePermission } from '@/lib/session/use-permission'
import { UserManagementTabs } from '@/features/user-management/user-management-tabs'
import { toApiError } from '@/lib/api-error'
import { exportCsv } from '@/lib/csv-download'
import { toCsv } from '@/shared/csv'
import { PermissionLevel } from '@/shared/permissions'
import { useDeleteRoles } from '../queries'
import { allRolesOptions } from '@/features/user-management/queries'
import { countOf, nounFor } from '@/shared/count-text'

type Role = Awaited<ReturnType<NonNullable<ReturnType<typeof allRolesOptions>['queryFn']>>>[number]
const COLUMNS = listColumns<Role>([
  {
    id: 'role',
    header: 'Role',
    cell: (role) => (
      <>
        <span className="font-medium">{role.name}</span>
        {role.isSystem && (
          <Badge variant="secondary" className="ml-2 font-normal">
            Fixed at Delete (20)
          </Badge>
        )}
      </>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    fold: 'md',
    className: 'text-muted-foreground',
    cell: (role) => role.description,
  },
  { id: 'users', header: 'Users', align: 'right', className: 'tabular-nums', cell: (role) => role.userCount },
])

const ACTIONS = listColumns<Role>([
  {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (role) => (
      <RowAction title="Edit role">
        <Link to="/users/roles/$roleId/edit" params={{ roleId: role.id }} aria-label={`Edit role ${role.name}`}>
          <Pencil aria-hidden />
        </Link>
      </RowAction>
    ),
  },
])

/** /users/roles: the roles with selection, export and delete (built-in roles cannot be deleted). */
export function RoleListPage() {
  const query = useSuspenseQuery(allRolesOptions())
  const selection = useListSelection('roles')
  const deletion = useDeleteRoles()
  const [confirming, setConfirming] = useState(false)
  const mayCreate = usePermission('user_management', PermissionLevel.Create)
  const mayDelete = usePermission('user_management', PermissionLevel.Delete)
  const mayEdit = usePermission('user_management', PermissionLevel.Edit)
  const roles = query.data
  const chosen = roles.filter((role) => selection.isSelected(role.id))
  const deletable = chosen.filter((role) => !role.builtIn)

  const exportSelected = () =>
    exportCsv(
      'roles',
      toCsv(
        ['id', 'name', 'description', 'users', 'createdAt'],
        chosen.map((role) => [role.id, role.name, role.description, role.userCount, role.createdAt]),
      ),
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
            {mayCreate && (
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
        <p className="text-muted-foreground">{`${roles.length} roles`}</p>
        <BulkActions
          count={chosen.length}
          onExport={exportSelected}
          onDelete={mayDelete && deletable.length > 0 ? () => setConfirming(true) : undefined}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) deletion.reset()
        }}
        title={`Delete ${countOf(deletable.length, 'role')}?`}
        description={`${deletable.map((role) => role.name).join(', ')} will be taken from every user and group that holds ${nounFor(deletable.length, 'it', 'them')}.${deletable.length < chosen.length ? ' Built-in roles cannot be deleted and stay.' : ''}`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.isPending}
        error={deletion.isError ? toApiError(deletion.error).message : null}
        onConfirm={() => void deleteSelected().catch(() => undefined)}
      />
      {roles.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No roles found" />
      ) : (
        <DataTable
          label="Roles"
          columns={mayEdit ? [...COLUMNS, ...ACTIONS] : COLUMNS}
          rows={roles}
          rowId={(role) => role.id}
          rowLabel={(role) => `Select ${role.name}`}
          selection={selection}
          selectAllLabel="Select all roles"
        />
      )}
    </>
  )
}
