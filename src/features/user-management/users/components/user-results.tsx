import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import Users from 'lucide-react/icons/users'
import type { ReactNode } from 'react'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { EmptyState } from '@/components/layout/list-states'
import { Pagination } from '@/components/layout/pagination'
import { pagedTotal, pagesOf } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-limits'
import { userListOptions } from '../queries'
import { isFiltering, type UserListSearch } from '../user-list-search'
import { UserBulkActions } from './user-bulk-actions'
import { UserTable } from './user-table'

const route = getRouteApi('/_app/users/')

/** One page of users with its pager; mounted afresh for every search, so its skeleton shows meanwhile. */
export function UserResults({
  search,
  selection,
  addUser,
}: {
  search: UserListSearch
  selection: ListSelection
  addUser: ReactNode
}) {
  const navigate = route.useNavigate()
  const { data } = useSuspenseQuery(userListOptions(search))
  const mayEdit = usePermission('user_management', PermissionLevel.Edit)
  const users = data.users
  const found = pagedTotal(data.pagination, users.length)
  const filtering = isFiltering(search)

  return (
    <>
      {users.length === 0 ? (
        <EmptyState icon={Users} title="No users found">
          <p className="text-muted-foreground">
            {filtering ? 'Try adjusting your search term or filters.' : 'Get started by creating a new user.'}
          </p>
          {!filtering && addUser}
        </EmptyState>
      ) : (
        <>
          <UserBulkActions search={search} selection={selection} visible={users.map((user) => user.id)} found={found} />
          <UserTable
            users={users}
            selection={selection}
            mayEdit={mayEdit}
            sort={{ by: search.sort ?? 'name', dir: search.dir ?? 'asc' }}
            onSort={({ by, dir }) =>
              void navigate({
                search: (prev) => ({ ...prev, sort: by as UserListSearch['sort'], dir, page: undefined }),
              })
            }
          />
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Pagination
          page={search.page ?? 1}
          pageCount={pagesOf(found, search.page ?? 1, USER_LIST_PAGE_SIZE)}
          pageCountIsLowerBound={found.more}
          label="Users pages"
          onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })}
        />
      </div>
    </>
  )
}
