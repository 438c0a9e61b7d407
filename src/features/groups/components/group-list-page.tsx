import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { CappedBadges } from '@/components/layout/capped-badges'
import { EmptyState } from '@/components/layout/list-states'
import { BulkActions, RefreshButton, RowCheckbox, RowAction, SelectableTable } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/features/auth/auth-store'
import { UserManagementTabs } from '@/features/users/components/user-management-tabs'
import type { GroupDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { downloadFile, formatDateTime } from '@/lib/format'
import { useSelection } from '@/lib/use-selection'
import { toCsv } from '@/shared/csv'
import { can, PermissionLevel, permissionName } from '@/shared/permissions'
import { allGroupsOptions } from '../queries'
import { DeleteGroupsDialog } from './delete-groups-dialog'

const COLUMNS = 6

function exportGroups(groups: readonly GroupDetailFragment[]) {
  downloadFile(
    `groups-${new Date().toISOString().slice(0, 10)}.csv`,
    toCsv(
      ['id', 'name', 'description', 'roles', 'members', 'createdAt'],
      groups.map((group) => [
        group.id,
        group.name,
        group.description,
        group.roles.map((role) => `${role.roleName} (${permissionName(role.permissionLevel)})`).join('; '),
        group.userCount,
        group.createdAt,
      ]),
    ),
    'text/csv;charset=utf-8',
  )
}

/** /users/groups (spec part 2 §2 Groups). */
export function GroupListPage() {
  const query = useQuery(allGroupsOptions())
  const selection = useSelection('groups')
  const [deleting, setDeleting] = useState<GroupDetailFragment[]>([])
  const { user } = useAuth()
  const may = (level: PermissionLevel) => user !== null && can(user.roles, 'user_management', level)
  const groups = query.data ?? []
  const visible = groups.map((group) => group.id)
  const chosen = groups.filter((group) => selection.selected.has(group.id))
  const addGroup = may(PermissionLevel.Create) && (
    <Button asChild>
      <Link to="/users/groups/new">
        <Plus aria-hidden /> Add Group
      </Link>
    </Button>
  )

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
        <p className="mr-2 text-muted-foreground">{query.data && `${groups.length} groups`}</p>
        <Button variant="outline" size="sm" onClick={() => selection.set(visible)} disabled={!groups.length}>
          Select All
        </Button>
        <Button variant="outline" size="sm" onClick={selection.clear} disabled={!selection.selected.size}>
          Deselect All
        </Button>
        <BulkActions
          count={selection.selected.size}
          onExport={() => exportGroups(chosen)}
          onDelete={may(PermissionLevel.Delete) ? () => setDeleting(chosen) : undefined}
        />
      </div>
      <DeleteGroupsDialog groups={deleting} onClose={() => setDeleting([])} onDeleted={selection.clear} />

      {query.isSuccess && groups.length === 0 ? (
        <EmptyState icon={UsersRound} title="No groups found">
          <p className="text-muted-foreground">Get started by creating a new group.</p>
          {addGroup}
        </EmptyState>
      ) : (
        <SelectableTable
          selectAllLabel="Select All Groups"
          selection={selection}
          visible={visible}
          headings={
            <>
              <th className="px-3 py-2 font-medium">Group</th>
              <th className="hidden px-3 py-2 font-medium sm:table-cell">Roles</th>
              <th className="hidden px-3 py-2 text-right font-medium sm:table-cell">Members</th>
              <th className="hidden px-3 py-2 font-medium lg:table-cell">Updated</th>
              <th className="px-3 py-2 text-right font-medium">Actions</th>
            </>
          }
        >
          {query.isError ? (
            <tr>
              <td colSpan={COLUMNS} role="alert" className="px-3 py-6 text-center text-destructive">
                Error loading data: {toApiError(query.error).message}
              </td>
            </tr>
          ) : query.isPending ? (
            <tr>
              <td colSpan={COLUMNS} role="status" className="px-3 py-2">
                <span className="sr-only">Loading groups</span>
                <Skeleton className="h-24 w-full" />
              </td>
            </tr>
          ) : (
            groups.map((group) => (
              <tr key={group.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <RowCheckbox label={`Select ${group.name}`} selection={selection} id={group.id} />
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium">{group.name}</div>
                  {group.description && <div className="text-xs text-muted-foreground">{group.description}</div>}
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <CappedBadges
                    label={`Roles of ${group.name}`}
                    items={group.roles.map((role) => ({
                      key: role.roleId,
                      label: `${role.roleName} (${permissionName(role.permissionLevel)})`,
                    }))}
                  />
                </td>
                <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{group.userCount}</td>
                <td className="hidden px-3 py-2 whitespace-nowrap lg:table-cell">{formatDateTime(group.updatedAt)}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end">
                    {may(PermissionLevel.Edit) && (
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
                    {may(PermissionLevel.Delete) && (
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
                </td>
              </tr>
            ))
          )}
        </SelectableTable>
      )}
    </>
  )
}
