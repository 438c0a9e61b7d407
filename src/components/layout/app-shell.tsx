import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import type { SessionUser } from '@/lib/session/session-user'
import { asksForShortcutsSheet, onPageShortcut } from '@/lib/page-shortcuts'
import { showApp } from '@/lib/show-app'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { Brand } from './brand'
import { OnceOpened } from './once-opened'
import { ShellLayout, SidebarColumn } from './shell-layout'
import { SidebarNav } from './sidebar-nav'
import { TopBar, type PaletteSlotProps } from './top-bar'

/** The overlay navigation loads when it first opens: a desktop visit never needs it. */
const MobileNavSheet = lazy(() =>
  import('./mobile-nav-sheet').then(({ MobileNavSheet }) => ({ default: MobileNavSheet })),
)
const ShortcutsSheet = lazy(() =>
  import('./shortcuts-sheet').then(({ ShortcutsSheet }) => ({ default: ShortcutsSheet })),
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
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  // The shell is here, with the page or its pending screen: it takes over from the build's first paint at once,
  // rather than when the page's data has come.
  useLayoutEffect(showApp, [])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!asksForShortcutsSheet(event)) return onPageShortcut(event)
      event.preventDefault()
      setShortcutsOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <ShellLayout
        sidebar={
          isDesktop ? (
            <SidebarColumn collapsed={collapsed}>
              <Brand compact={collapsed} />
              <SidebarNav user={user} collapsed={collapsed} />
            </SidebarColumn>
          ) : (
            <OnceOpened open={overlayOpen}>
              <MobileNavSheet user={user} open={overlayOpen} onOpenChange={setOverlayOpen} />
            </OnceOpened>
          )
        }
        topBar={
          <TopBar
            user={user}
            renderPalette={renderPalette}
            isDesktop={isDesktop}
            collapsed={collapsed}
            onToggleSidebar={() => (isDesktop ? setCollapsed((value) => !value) : setOverlayOpen(true))}
          />
        }
      >
        {children}
      </ShellLayout>
      <OnceOpened open={shortcutsOpen}>
        <ShortcutsSheet open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      </OnceOpened>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  )
}
