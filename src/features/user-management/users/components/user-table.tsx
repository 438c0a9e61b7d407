import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable, type ListTableProps } from '@/components/data-table/data-table'
import { RowAction } from '@/components/layout/list-toolbar'
import type { UserListItemFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { GroupBadges, PermissionBadges, RoleBadges } from './user-badges'
import { UserStatusBadge } from './user-status-badge'

const COLUMNS = listColumns<UserListItemFragment>([
  {
    id: 'user',
    header: 'User',
    sortKey: 'name',
    className: 'min-w-52',
    cell: (user) => <TitleCell title={user.fullName} detail={user.email} detailClassName="break-all md:hidden" />,
  },
  { id: 'email', header: 'Email', sortKey: 'email', fold: 'md', className: 'break-all', cell: (user) => user.email },
  { id: 'roles', header: 'Roles', fold: 'sm', cell: (user) => <RoleBadges user={user} /> },
  { id: 'groups', header: 'Groups', fold: 'lg', cell: (user) => <GroupBadges user={user} /> },
  { id: 'permissions', header: 'Permissions', fold: 'lg', cell: (user) => <PermissionBadges user={user} /> },
  { id: 'status', header: 'Status', fold: 'sm', cell: (user) => <UserStatusBadge active={user.active} /> },
  {
    id: 'created',
    header: 'Created',
    sortKey: 'created',
    fold: 'lg',
    className: 'whitespace-nowrap',
    cell: (user) => formatDateTime(user.createdAt),
  },
])

const ACTIONS = listColumns<UserListItemFragment>([
  {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (user) => (
      <RowAction title="Edit user">
        <Link to="/users/$userId/edit" params={{ userId: user.id }} aria-label={`Edit user ${user.fullName}`}>
          <Pencil aria-hidden />
        </Link>
      </RowAction>
    ),
  },
])

export function UserTable({
  users,
  selection,
  mayEdit,
  sort,
  onSort,
}: ListTableProps & { users: UserListItemFragment[]; mayEdit: boolean }) {
  return (
    <DataTable
      label="Users"
      columns={mayEdit ? [...COLUMNS, ...ACTIONS] : COLUMNS}
      rows={users}
      rowId={(user) => user.id}
      rowLabel={(user) => `Select ${user.fullName}`}
      selection={selection}
      selectAllLabel="Select all users"
      sort={sort}
      onSort={onSort}
    />
  )
}
