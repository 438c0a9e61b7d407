import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Filter, Plus, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { EmptyState, ListError, ListLoading } from '@/components/layout/list-states'
import { BulkActions, RefreshButton, SearchBox } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { Pagination } from '@/components/layout/pagination'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/features/auth/auth-store'
import { toApiError } from '@/lib/api-error'
import { downloadFile } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useSelection } from '@/lib/use-selection'
import { can, PermissionLevel } from '@/shared/permissions'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-schemas'
import { exportUsersCsv, userListOptions, userManagementCountsOptions } from '../queries'
import { isFiltering, type UserFilterKey } from '../user-list-search'
import { DeactivateUsersDialog } from './deactivate-users-dialog'
import { UserFilterPanel } from './user-filter-panel'
import { UserManagementTabs } from './user-management-tabs'
import { UserTable } from './user-table'

const route = getRouteApi('/_app/users/')
export const USER_SEARCH_DEBOUNCE_MS = 300

/** /users (spec part 2 §2): search, filters and page in the URL, selection, bulk export and delete. */
export function UserListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [term, setTerm] = useState(search.q ?? '')
  const debouncedTerm = useDebouncedValue(term, USER_SEARCH_DEBOUNCE_MS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const selection = useSelection(
    JSON.stringify([search.q, search.status, search.roles, search.groups, search.permissions]),
  )
  const { user } = useAuth()
  const may = (level: PermissionLevel) => user !== null && can(user.roles, 'user_management', level)

  useEffect(() => {
    if ((search.q ?? '') !== debouncedTerm.trim()) {
      void navigate({
        search: (prev) => ({ ...prev, q: debouncedTerm.trim() || undefined, page: undefined }),
        replace: true,
      })
    }
  }, [debouncedTerm, search.q, navigate])

  const query = useQuery(userListOptions(search))
  const counts = useQuery(userManagementCountsOptions())
  const users = query.data?.users ?? []
  const found = query.data?.pagination.totalCount ?? 0
  const total = counts.data?.userCount
  const filtering = isFiltering(search)
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
    setTerm('')
    void navigate({ search: {}, replace: true })
  }
  const exportSelected = async () => {
    setExportError(null)
    try {
      const csv = await exportUsersCsv([...selection.selected])
      downloadFile(`users-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8')
    } catch (error) {
      setExportError(toApiError(error).message)
    }
  }
  const addUser = may(PermissionLevel.Create) && (
    <Button asChild>
      <Link to="/users/new">
        <Plus aria-hidden /> Add User
      </Link>
    </Button>
  )

  return (
    <>
      <PageHeader
        title="User Management"
        description="Manage users, their roles and their groups"
        actions={
          <>
            <RefreshButton
              busy={query.isFetching}
              onRefresh={() => void Promise.all([query.refetch(), counts.refetch()])}
            />
            {addUser}
          </>
        }
      />
      <UserManagementTabs />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox label="Search users" placeholder="Search users..." value={term} onChange={setTerm} />
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="user-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Filter aria-hidden /> Filters{activeFilters > 0 && ` (${activeFilters})`}
        </Button>
      </div>
      {filtersOpen && <UserFilterPanel search={search} onChange={setFilter} onClear={clearFilters} />}

      <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          {query.data && total !== undefined && (filtering ? `${found} of ${total} users` : `${total} total users`)}
        </p>
        <BulkActions
          count={selection.selected.size}
          onExport={() => void exportSelected()}
          onDelete={may(PermissionLevel.Delete) ? () => setConfirmingDelete(true) : undefined}
        />
      </div>
      {exportError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          Export failed: {exportError}
        </p>
      )}
      <DeactivateUsersDialog
        ids={[...selection.selected]}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDone={selection.clear}
      />

      {query.isError ? (
        <ListError error={query.error} />
      ) : query.isPending ? (
        <ListLoading label="Loading users" />
      ) : users.length === 0 ? (
        <EmptyState icon={Users} title="No users found">
          <p className="text-muted-foreground">
            {filtering ? 'Try adjusting your search term or filters.' : 'Get started by creating a new user.'}
          </p>
          {!filtering && addUser}
        </EmptyState>
      ) : (
        <UserTable users={users} selection={selection} mayEdit={may(PermissionLevel.Edit)} />
      )}
      <div className="mt-4 flex justify-end">
        <Pagination
          page={search.page ?? 1}
          pageCount={Math.max(1, Math.ceil(found / USER_LIST_PAGE_SIZE))}
          label="Users pages"
          onPage={(page) => navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })}
        />
      </div>
    </>
  )
}
