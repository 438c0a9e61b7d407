import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import UsersRound from 'lucide-react/icons/users-round'
import { useState } from 'react'
import { CappedBadges } from '@/components/layout/capped-badges'
import { EmptyState } from '@/components/layout/list-states'
import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { useListSelection } from '@/components/data-table/use-list-selection'
import { AddLink, BulkActions, RefreshButton, RowAction } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { usePermission } from '@/lib/session/use-permission'
import { UserManagementTabs } from '@/features/user-management/user-management-tabs'
import type { GroupDetailFragment } from '@/gql/graphql'
import { exportCsv } from '@/lib/csv-download'
import { formatDateTime } from '@/lib/format'
import { toCsv } from '@/shared/csv'
import { PermissionLevel, roleWithLevel } from '@/shared/permissions'
import { DeleteGroupsDialog } from './delete-groups-dialog'
import { allGroupsOptions } from '@/features/user-management/queries'

function exportGroups(groups: readonly GroupDetailFragment[]) {
  exportCsv(
    'groups',
    toCsv(
      ['id', 'name', 'description', 'roles', 'members', 'createdAt'],
      groups.map((group) => [
        group.id,
        group.name,
        group.description,
        group.roles.map((role) => roleWithLevel(role.roleName, role.permissionLevel)).join('; '),
        group.userCount,
        group.createdAt,
      ]),
    ),
  )
}

/** The list's columns; with Edit, a group's member count links to its page's members. */
const columnsFor = (mayEdit: boolean) =>
  listColumns<GroupDetailFragment>([
    { id: 'group', header: 'Group', cell: (group) => <TitleCell title={group.name} detail={group.description} /> },
    {
      id: 'roles',
      header: 'Roles',
      fold: 'sm',
      cell: (group) => (
        <CappedBadges
          label={`Roles of ${group.name}`}
          items={group.roles.map((role) => ({
            key: role.roleId,
            label: roleWithLevel(role.roleName, role.permissionLevel),
          }))}
        />
      ),
    },
    {
      id: 'members',
      header: 'Members',
      fold: 'sm',
      align: 'right',
      className: 'tabular-nums',
      cell: (group) =>
        mayEdit ? (
          <Link
            to="/users/groups/$groupId/edit"
            params={{ groupId: group.id }}
            hash="members"
            aria-label={`${group.userCount} members of ${group.name}`}
            className="underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground"
          >
            {group.userCount}
          </Link>
        ) : (
          group.userCount
        ),
    },
    {
      id: 'updated',
      header: 'Updated',
      fold: 'lg',
      className: 'whitespace-nowrap',
      cell: (group) => formatDateTime(group.updatedAt),
    },
  ])

/** /users/groups (spec part 2 §2 Groups). */
export function GroupListPage() {
  const query = useSuspenseQuery(allGroupsOptions())
  const selection = useListSelection('groups')
  const [deleting, setDeleting] = useState<GroupDetailFragment[]>([])
  const mayCreate = usePermission('user_management', PermissionLevel.Create)
  const mayDelete = usePermission('user_management', PermissionLevel.Delete)
  const mayEdit = usePermission('user_management', PermissionLevel.Edit)
  const groups = query.data
  const visible = groups.map((group) => group.id)
  const chosen = groups.filter((group) => selection.isSelected(group.id))
  const addGroup = mayCreate && <AddLink to="/users/groups/new">Add Group</AddLink>

  return (
    <>
      <PageHeader
        title="Group Management"
        description="Manage groups and their members"
        actions={
          <>
            <RefreshButton busy={query.isFetching} onRefresh={() => void query.refetch()} />
            {addGroup}
          </>
        }
      />
      <UserManagementTabs />
      <div className="mb-3 flex min-h-9 flex-wrap items-center gap-2 text-sm">
        <p className="mr-2 text-muted-foreground">{`${groups.length} groups`}</p>
        <Button variant="outline" size="sm" onClick={() => selection.set(visible)} disabled={!groups.length}>
          Select All
        </Button>
        <Button variant="outline" size="sm" onClick={selection.clear} disabled={!chosen.length}>
          Deselect All
        </Button>
        <BulkActions
          count={chosen.length}
          onExport={() => exportGroups(chosen)}
          onDelete={mayDelete ? () => setDeleting(chosen) : undefined}
        />
      </div>
      <DeleteGroupsDialog groups={deleting} onClose={() => setDeleting([])} onDeleted={selection.clear} />

      {groups.length === 0 ? (
        <EmptyState icon={UsersRound} title="No groups found">
          <p className="text-muted-foreground">Get started by creating a new group.</p>
          {addGroup}
        </EmptyState>
      ) : (
        <DataTable
          label="Groups"
          columns={[
            ...columnsFor(mayEdit),
            ...listColumns<GroupDetailFragment>([
              {
                id: 'actions',
                header: 'Actions',
                align: 'right',
                cell: (group) => (
                  <div className="flex justify-end">
                    {mayEdit && (
                      <RowAction title="Edit group">
                        <Link
                          to="/users/groups/$groupId/edit"
                          params={{ groupId: group.id }}
                          aria-label={`Edit group ${group.name}`}
                        >
                          <Pencil aria-hidden />
                        </Link>
                      </RowAction>
                    )}
                    {mayDelete && (
                      <Button
                        variant="ghost"
                        size="icon"
                        title="Delete group"
                        aria-label={`Delete group ${group.name}`}
                        onClick={() => setDeleting([group])}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    )}
                  </div>
                ),
              },
            ]),
          ]}
          rows={groups}
          rowId={(group) => group.id}
          rowLabel={(group) => `Select ${group.name}`}
          selection={selection}
          selectAllLabel="Select All Groups"
        />
      )}
    </>
  )
}
