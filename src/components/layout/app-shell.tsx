import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { SessionUser } from '@/lib/session/session-user'
import { cn } from '@/lib/cn'
import { onPageShortcut } from '@/lib/page-shortcuts'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { Brand } from './brand'
import { InsideShell } from './main-landmark'
import { OnceOpened } from './once-opened'
import { SidebarNav } from './sidebar-nav'
import { TopBar, type PaletteSlotProps } from './top-bar'

/** The overlay navigation loads when it first opens: a desktop visit never needs it. */
const MobileNavSheet = lazy(() =>
  import('./mobile-nav-sheet').then(({ MobileNavSheet }) => ({ default: MobileNavSheet })),
)
// Sonner is not part of a first visit: the toaster comes once the shell has painted (toasts follow user actions).
const Toaster = lazy(() => import('./toaster'))

/** Sidebar (a column from 1024 px, collapsible to icons; an overlay below) beside the top bar and the page. */
export function AppShell({
  user,
  renderPalette,
  children,
}: {
  user: SessionUser
  /** The search palette, passed in so that the shell stays free of features. */
  renderPalette: (props: PaletteSlotProps) => ReactNode
  children: ReactNode
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [collapsed, setCollapsed] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)
  useEffect(() => {
    window.addEventListener('keydown', onPageShortcut)
    return () => window.removeEventListener('keydown', onPageShortcut)
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen">
        {isDesktop && (
          <aside
            className={cn(
              'sticky top-0 flex h-screen shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width]',
              collapsed ? 'w-16' : 'w-64',
            )}
          >
            <Brand compact={collapsed} />
            <SidebarNav user={user} collapsed={collapsed} />
          </aside>
        )}
        {!isDesktop && (
          <OnceOpened open={overlayOpen}>
            <MobileNavSheet user={user} open={overlayOpen} onOpenChange={setOverlayOpen} />
          </OnceOpened>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            user={user}
            renderPalette={renderPalette}
            isDesktop={isDesktop}
            collapsed={collapsed}
            onToggleSidebar={() => (isDesktop ? setCollapsed((value) => !value) : setOverlayOpen(true))}
          />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            <InsideShell>{children}</InsideShell>
          </main>
        </div>
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  )
}
