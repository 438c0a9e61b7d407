import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Brand } from '@/components/layout/brand'
import { PagePending } from '@/components/layout/page-pending'
import { ShellLayout, SidebarColumn, TopBarFrame } from '@/components/layout/shell-layout'
import { DashboardPending } from '@/features/dashboard/components/dashboard-pending'
import { LoginForm } from '@/features/auth/components/login-form'
import { FIRST_SCREENS } from '@/first-visit/first-screens'
import { FIRST_PAINT_ID } from '@/lib/show-app'

/**
 * What a first visit shows before any module has run, rendered by the build into index.html from the app's own
 * components (scripts/first-visit/first-paint-plugin.ts): the sign-in page, or the shell around the first screen's
 * pending screen, as the router will render them. The boot script picks one by the path and the stored session; it
 * covers the app's own first renders (a blank page, a loading screen) until the app shows the same screen. Inert and
 * hidden from assistive technology: a picture of the screen to come, nothing in it can be focused or typed into.
 */

type FirstPaint = 'sign-in' | 'dashboard' | 'list'

/** Each first paint, by the name the boot script shows it by. */
function firstPaints(): Record<FirstPaint, ReactNode> {
  // The sign-in form asks for the router (for its navigation after sign-in); a router of no routes answers.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() })
  const shell = (page: ReactNode) => (
    <ShellLayout
      sidebar={
        <SidebarColumn className="max-lg:hidden">
          <Brand />
        </SidebarColumn>
      }
      topBar={<TopBarFrame />}
    >
      {page}
    </ShellLayout>
  )
  return {
    'sign-in': (
      <RouterContextProvider router={router}>
        <LoginForm />
      </RouterContextProvider>
    ),
    dashboard: shell(<DashboardPending />),
    list: shell(<PagePending />),
  }
}

/**
 * Which first paint a path shows: signed in (a stored session), on the first screens; signed out, on sign-in. And
 * those that the browser paints before the modules run (boot.js says why only these).
 */
export const FIRST_PAINTS: {
  signedIn: Record<string, FirstPaint>
  signedOut: Record<string, FirstPaint>
  beforeModules: FirstPaint[]
} = {
  signedIn: Object.fromEntries(Object.entries(FIRST_SCREENS).map(([path, { paint }]) => [path, paint])),
  signedOut: { '/auth': 'sign-in' },
  beforeModules: ['sign-in'],
}

/**
 * The markup that follows index.html's root element: a layer over the page, holding every first paint, that shows only
 * the one the boot script names (and nothing when it names none) until the app takes over (src/lib/show-app.ts).
 */
export function firstPaintMarkup(): { markup: string; style: string } {
  const paints = Object.entries(firstPaints())
  const markup = renderToStaticMarkup(
    <div id={FIRST_PAINT_ID} className="fixed inset-0 z-50 overflow-hidden bg-background" inert aria-hidden>
      {paints.map(([name, paint]) => (
        <div key={name} data-first-paint-of={name}>
          {paint}
        </div>
      ))}
    </div>,
  )
  const shown = paints.map(([name]) => `html[data-first-paint='${name}'] [data-first-paint-of='${name}']`)
  const style = `html:not([data-first-paint]) #${FIRST_PAINT_ID},[data-first-paint-of]{display:none}${shown.join(',')}{display:block}`
  return { markup, style }
}
