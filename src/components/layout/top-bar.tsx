import { Menu, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { SessionUser } from '@/features/auth/session-user'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'
import { useScrolledPast } from '@/lib/use-scrolled-past'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'

export function TopBar({
  user,
  isDesktop,
  collapsed,
  onToggleSidebar,
}: {
  user: SessionUser
  isDesktop: boolean
  collapsed: boolean
  onToggleSidebar: () => void
}) {
  const scrolled = useScrolledPast()
  const wide = useMediaQuery('(min-width: 640px)')
  const [search, setSearch] = useState('')
  const toggleLabel = isDesktop ? (collapsed ? 'Expand sidebar' : 'Collapse sidebar') : 'Open menu'
  const ToggleIcon = isDesktop ? (collapsed ? PanelLeftOpen : PanelLeftClose) : Menu

  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur transition-shadow md:px-4',
        scrolled && 'shadow-md',
      )}
    >
      <Button variant="ghost" size="icon" onClick={onToggleSidebar} aria-label={toggleLabel}>
        <ToggleIcon aria-hidden />
      </Button>
      <div className="relative max-w-md flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={wide ? 'Search products, orders, customers...' : 'Search...'}
          className="pl-8"
        />
      </div>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  )
}
