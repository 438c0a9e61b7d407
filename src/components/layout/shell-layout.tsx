import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { InsideShell } from './main-landmark'

/** The sidebar column (from 1024 px): full width, or icons only when collapsed. */
export function SidebarColumn({
  collapsed = false,
  className,
  children,
}: {
  collapsed?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <aside
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width]',
        collapsed ? 'w-16' : 'w-64',
        className,
      )}
    >
      {children}
    </aside>
  )
}

/** The bar above the page: its frame, which darkens its shadow once the page has scrolled. */
export function TopBarFrame({ scrolled = false, children }: { scrolled?: boolean; children?: ReactNode }) {
  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur transition-shadow md:px-4',
        scrolled && 'shadow-md',
      )}
    >
      {children}
    </header>
  )
}

/** The shell's columns: the sidebar, then the top bar above the page's <main>. */
export function ShellLayout({
  sidebar,
  topBar,
  children,
}: {
  sidebar?: ReactNode
  topBar: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-screen">
      {sidebar}
      <div className="flex min-w-0 flex-1 flex-col">
        {topBar}
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <InsideShell>{children}</InsideShell>
        </main>
      </div>
    </div>
  )
}
