import { useIsFetching, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import Filter from 'lucide-react/icons/funnel'
import { Suspense, useState } from 'react'
import { ListSearch } from '@/components/data-table/list-search'
import { useListSelection } from '@/components/data-table/use-list-selection'
import { AddLink, RefreshButton } from '@/components/layout/list-toolbar'
import { ListSkeleton } from '@/components/layout/page-pending'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { pagedTotal } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { userManagementCountsOptions, userManagementKeys } from '@/features/user-management/queries'
import { userListOptions } from '../queries'
import { isFiltering, type UserFilterKey, type UserListSearch } from '../user-list-search'
import { UserFilterPanel } from './user-filter-panel'
import { UserManagementTabs } from '@/features/user-management/user-management-tabs'
import { UserResults } from './user-results'

const route = getRouteApi('/_app/users/')

/** /users (spec part 2 §2): search, filters and page in the URL, selection, bulk export and delete. */
export function UserListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [searchBox, setSearchBox] = useState(0)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const selection = useListSelection(
    JSON.stringify([search.q, search.status, search.roles, search.groups, search.permissions]),
  )
  const mayCreate = usePermission('user_management', PermissionLevel.Create)

  const queryClient = useQueryClient()
  const refreshing = useIsFetching({ queryKey: userManagementKeys.all }) > 0
  const activeFilters = ['status', 'roles', 'groups', 'permissions'].reduce(
    (sum, key) => sum + (search[key as UserFilterKey]?.length ?? 0),
    0,
  )

  const setFilter = (key: UserFilterKey, values: string[]) =>
    navigate({
      search: (prev) => ({ ...prev, [key]: values.length ? values : undefined, page: undefined }),
      replace: true,
    })
  const clearFilters = () => {
    setSearchBox((box) => box + 1)
    void navigate({ search: {}, replace: true })
  }
  const addUser = mayCreate && <AddLink to="/users/new">Add User</AddLink>

  return (
    <>
      <PageHeader
        title="User Management"
        description="Manage users, their roles and their groups"
        actions={
          <>
            <RefreshButton
              busy={refreshing}
              onRefresh={() =>
                void Promise.all([
                  queryClient.refetchQueries(userListOptions(search)),
                  queryClient.refetchQueries(userManagementCountsOptions()),
                ])
              }
            />
            {addUser}
          </>
        }
      />
      <UserManagementTabs />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch
          key={searchBox}
          label="Search users"
          placeholder="Search users..."
          current={search.q}
          onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
        />
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="user-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Filter aria-hidden /> Filters{activeFilters > 0 && ` (${activeFilters})`}
        </Button>
      </div>
      {filtersOpen && (
        <Suspense fallback={<ListSkeleton label="Loading filters" rows={3} />}>
          <UserFilterPanel search={search} onChange={setFilter} onClear={clearFilters} />
        </Suspense>
      )}

      <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          <Suspense key={JSON.stringify(search)}>
            <UserCount search={search} />
          </Suspense>
        </p>
      </div>

      <Suspense key={JSON.stringify(search)} fallback={<ListSkeleton label="Loading users" />}>
        <UserResults search={search} selection={selection} addUser={addUser} />
      </Suspense>
    </>
  )
}

/** '{found} of {total} users' while filtering, else '{total} total users'. */
function UserCount({ search }: { search: UserListSearch }) {
  const page = useSuspenseQuery(userListOptions(search)).data
  const found = pagedTotal(page.pagination, page.users.length).label
  const total = useSuspenseQuery(userManagementCountsOptions()).data.userCount
  return isFiltering(search) ? `${found} of ${total} users` : `${total} total users`
}
