import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { RowCheckbox, RowAction, SelectableTable } from '@/components/layout/list-toolbar'
import type { UserListItemFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import type { useSelection } from '@/lib/use-selection'
import { GroupBadges, PermissionBadges, RoleBadges } from './user-badges'
import { UserStatusBadge } from './user-status-badge'

const wide = 'hidden px-3 py-2 lg:table-cell'
/** The creation date only where the table has room for every column beside it. */
const widest = 'hidden px-3 py-2 2xl:table-cell'

export function UserTable({
  users,
  selection,
  mayEdit,
}: {
  users: UserListItemFragment[]
  selection: ReturnType<typeof useSelection>
  mayEdit: boolean
}) {
  const visible = users.map((user) => user.id)
  return (
    <SelectableTable
      selectAllLabel="Select all users"
      selection={selection}
      visible={visible}
      headings={
        <>
          <th className="min-w-52 px-3 py-2 font-medium">User</th>
          <th className="hidden px-3 py-2 font-medium sm:table-cell">Roles</th>
          <th className={`${wide} font-medium`}>Groups</th>
          <th className={`${wide} font-medium`}>Permissions</th>
          <th className="hidden px-3 py-2 font-medium sm:table-cell">Status</th>
          <th className={`${widest} font-medium`}>Created</th>
          {mayEdit && <th className="px-3 py-2 text-right font-medium">Actions</th>}
        </>
      }
    >
      {users.map((user) => (
        <tr key={user.id} className="border-t align-top">
          <td className="px-3 py-2">
            <RowCheckbox label={`Select ${user.fullName}`} selection={selection} id={user.id} />
          </td>
          <td className="px-3 py-2">
            <div className="font-medium">{user.fullName}</div>
            <div className="text-xs break-all text-muted-foreground">{user.email}</div>
          </td>
          <td className="hidden px-3 py-2 sm:table-cell">
            <RoleBadges user={user} />
          </td>
          <td className={wide}>
            <GroupBadges user={user} />
          </td>
          <td className={wide}>
            <PermissionBadges user={user} />
          </td>
          <td className="hidden px-3 py-2 sm:table-cell">
            <UserStatusBadge active={user.active} />
          </td>
          <td className={`${widest} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
          {mayEdit && (
            <td className="px-3 py-2 text-right">
              <RowAction title="Edit user">
                <Link to="/users/$userId/edit" params={{ userId: user.id }} aria-label={`Edit user ${user.fullName}`}>
                  <Pencil aria-hidden />
                </Link>
              </RowAction>
            </td>
          )}
        </tr>
      ))}
    </SelectableTable>
  )
}
