import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { userManagementCountsOptions } from './queries'

const tabClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring'
const activeClass = 'bg-background text-foreground shadow-sm dark:bg-input/30'

/** Users, Roles and Groups with their live counts; each is its own page (spec part 2 §2). */
export function UserManagementTabs() {
  const { data: counts } = useSuspenseQuery(userManagementCountsOptions())
  const count = (value: number) => <span className="rounded-full bg-muted px-2 text-xs tabular-nums">{value}</span>
  return (
    <nav aria-label="User management" className="mb-6 w-fit max-w-full overflow-x-auto rounded-lg bg-muted p-1">
      <ul className="flex gap-1">
        <li>
          <Link
            to="/users"
            activeOptions={{ exact: true, includeSearch: false }}
            className={tabClass}
            activeProps={{ className: activeClass }}
          >
            Users {count(counts.userCount)}
          </Link>
        </li>
        <li>
          <Link to="/users/roles" className={tabClass} activeProps={{ className: activeClass }}>
            Roles {count(counts.rolesCount)}
          </Link>
        </li>
        <li>
          <Link to="/users/groups" className={tabClass} activeProps={{ className: activeClass }}>
            Groups {count(counts.groupCount)}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
