import { Link, useRouterState } from '@tanstack/react-router'
import { Fragment, lazy, Suspense } from 'react'
import type { SessionUser } from '@/lib/session/session-user'
import { cn } from '@/lib/cn'
import { can, roleLabel } from '@/shared/permissions'
import { NAV_ITEMS, type NavItem } from './nav-items'
import type { NavEntry } from './nav-tooltips'

const NavTooltips = lazy(() => import('./nav-tooltips').then(({ NavTooltips }) => ({ default: NavTooltips })))

const opens = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`)

/**
 * The entry the root path stands for: Dashboard for developers, Orders for everyone else. Elsewhere the entry whose
 * screen holds the path, the longest where two do (Activity, not Settings, at /settings/activity).
 */
function isActive(item: NavItem, items: readonly NavItem[], pathname: string, user: SessionUser): boolean {
  if (pathname === '/') return item.to === (roleLabel(user.roles) === 'Developer' ? '/dashboard' : '/orders')
  return opens(item, pathname) && !items.some((other) => other.to.length > item.to.length && opens(other, pathname))
}

export function SidebarNav({
  user,
  collapsed = false,
  onNavigate,
}: {
  user: SessionUser
  collapsed?: boolean
  onNavigate?: () => void
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const items = NAV_ITEMS.filter((item) => item.area === null || can(user.roles, item.area))
  const entries = items.map((item): NavEntry => {
    const active = isActive(item, items, pathname, user)
    const link = (
      <Link
        to={item.to}
        onClick={onNavigate}
        // The router's own matching would mark Settings too at /settings/activity: isActive decides alone.
        activeOptions={{ exact: true, includeSearch: false }}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring',
          active && 'bg-sidebar-accent text-sidebar-accent-foreground',
          collapsed && 'justify-center px-0',
        )}
      >
        <item.icon className="size-4 shrink-0" aria-hidden />
        <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
      </Link>
    )
    return { to: item.to, label: item.label, link }
  })
  const plain = entries.map(({ to, link }) => <Fragment key={to}>{link}</Fragment>)
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-2">
      {collapsed ? (
        // Until the tooltips have loaded, the links work without them.
        <Suspense fallback={plain}>
          <NavTooltips entries={entries} />
        </Suspense>
      ) : (
        entries.map(({ to, link }) => <div key={to}>{link}</div>)
      )}
    </nav>
  )
}
