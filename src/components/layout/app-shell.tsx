import { useState, type ReactNode } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { SessionUser } from '@/features/auth/session-user'
import { cn } from '@/lib/cn'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { Brand } from './brand'
import { FlashRegion } from './flash-region'
import { InsideShell } from './main-landmark'
import { SidebarNav } from './sidebar-nav'
import { TopBar } from './top-bar'

/** Sidebar (a column from 1024 px, collapsible to icons; an overlay below) beside the top bar and the page. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [collapsed, setCollapsed] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)

  return (
    <TooltipProvider delayDuration={200}>
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
          <Sheet open={overlayOpen} onOpenChange={setOverlayOpen}>
            <SheetContent side="left" className="w-72 gap-0 bg-sidebar text-sidebar-foreground">
              <SheetTitle className="sr-only">Navigation</SheetTitle>
              <SheetDescription className="sr-only">Areas of the admin portal</SheetDescription>
              <Brand />
              <SidebarNav user={user} onNavigate={() => setOverlayOpen(false)} />
            </SheetContent>
          </Sheet>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            user={user}
            isDesktop={isDesktop}
            collapsed={collapsed}
            onToggleSidebar={() => (isDesktop ? setCollapsed((value) => !value) : setOverlayOpen(true))}
          />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            <InsideShell>{children}</InsideShell>
          </main>
        </div>
      </div>
      <FlashRegion />
    </TooltipProvider>
  )
}
