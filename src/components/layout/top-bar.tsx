import Menu from 'lucide-react/icons/menu'
import PanelLeftClose from 'lucide-react/icons/panel-left-close'
import PanelLeftOpen from 'lucide-react/icons/panel-left-open'
import Search from 'lucide-react/icons/search'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { SessionUser } from '@/lib/session/session-user'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'
import { commandKeyLabel } from '@/lib/page-shortcuts'
import { useScrolledPast } from '@/lib/use-scrolled-past'
import { searchPlaceholder } from '@/shared/global-search-kinds'
import { TopBarFrame } from './shell-layout'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'

/** What the shell hands the search palette it is given: the palette itself comes from a feature. */
export interface PaletteSlotProps {
  open: boolean
  /** What the user had typed into the top-bar box. */
  initialTerm: string
  onOpenChange: (open: boolean) => void
}

const SHORTCUT_LABEL = commandKeyLabel('K')

export function TopBar({
  user,
  isDesktop,
  collapsed,
  onToggleSidebar,
  renderPalette,
}: {
  user: SessionUser
  renderPalette: (props: PaletteSlotProps) => ReactNode
  isDesktop: boolean
  collapsed: boolean
  onToggleSidebar: () => void
}) {
  const scrolled = useScrolledPast()
  const wide = useMediaQuery('(min-width: 640px)')
  const [palette, setPalette] = useState<{ open: boolean; term: string }>({ open: false, term: '' })
  const openPalette = (term: string) => setPalette({ open: true, term })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setPalette((current) => ({ open: !current.open, term: '' }))
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  const toggleLabel = isDesktop ? (collapsed ? 'Expand sidebar' : 'Collapse sidebar') : 'Open menu'
  const ToggleIcon = isDesktop ? (collapsed ? PanelLeftOpen : PanelLeftClose) : Menu

  return (
    <TopBarFrame scrolled={scrolled}>
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
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          value={palette.term}
          onChange={(event) => openPalette(event.target.value)}
          onClick={() => openPalette(palette.term)}
          onKeyDown={(event) => event.key === 'Enter' && openPalette(palette.term)}
          placeholder={wide ? searchPlaceholder(user.roles) : 'Search...'}
          className={cn('pl-8', wide && 'pr-14')}
        />
        {wide && (
          <kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border px-1.5 py-0.5 text-xs text-muted-foreground">
            {SHORTCUT_LABEL}
          </kbd>
        )}
      </div>
      {renderPalette({
        open: palette.open,
        initialTerm: palette.term,
        onOpenChange: (open) => setPalette({ open, term: '' }),
      })}
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </TopBarFrame>
  )
}
