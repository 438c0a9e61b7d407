import { Link, useRouterState } from '@tanstack/react-router'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { SessionUser } from '@/features/auth/session-user'
import { cn } from '@/lib/cn'
import { can, roleLabel } from '@/shared/permissions'
import { NAV_ITEMS, type NavItem } from './nav-items'

/** The entry the root path stands for: Dashboard for developers, Orders for everyone else. */
function isActive(item: NavItem, pathname: string, user: SessionUser): boolean {
  if (pathname === '/') return item.to === (roleLabel(user.roles) === 'Developer' ? '/dashboard' : '/orders')
  return pathname === item.to || pathname.startsWith(`${item.to}/`)
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
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-2">
      {items.map((item) => {
        const active = isActive(item, pathname, user)
        const link = (
          <Link
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
              active && 'bg-sidebar-accent text-sidebar-accent-foreground',
              collapsed && 'justify-center px-0',
            )}
          >
            <item.icon className="size-4 shrink-0" aria-hidden />
            <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
          </Link>
        )
        if (!collapsed) return <div key={item.to}>{link}</div>
        return (
          <Tooltip key={item.to}>
            <TooltipTrigger asChild>{link}</TooltipTrigger>
            <TooltipContent side="right">{item.label}</TooltipContent>
          </Tooltip>
        )
      })}
    </nav>
  )
}
