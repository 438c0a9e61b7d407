import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable, type ListTableProps } from '@/components/data-table/data-table'
import { RowAction } from '@/components/layout/list-toolbar'
import type { UserListItemFragment } from '@/gql/graphql'
import { DateTimeLines, EmailText } from './user-cells'
import { GroupBadges, PermissionBadges, RoleBadges } from './user-badges'
import { UserStatusBadge } from './user-status-badge'

const COLUMNS = listColumns<UserListItemFragment>([
  {
    id: 'user',
    header: 'User',
    sortKey: 'name',
    // Below 2xl the Email column (and its sort) folds into this one: its header sorts by either.
    foldedSort: { key: 'email', label: 'Email' },
    className: 'min-w-52',
    // Below 2xl the email sits under the name, where it has the column's width to wrap in.
    cell: (user) => (
      <TitleCell title={user.fullName} detail={<EmailText email={user.email} />} detailClassName="2xl:hidden" />
    ),
  },
  {
    id: 'email',
    header: 'Email',
    sortKey: 'email',
    fold: '2xl',
    cell: (user) => <EmailText email={user.email} />,
  },
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
    // The date over the time: one line of both pushed the row's actions off a 1280 px screen.
    cell: (user) => <DateTimeLines iso={user.createdAt} />,
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
