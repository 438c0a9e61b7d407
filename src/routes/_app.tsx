import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { lazy } from 'react'
import { AppShell } from '@/components/layout/app-shell'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { OnceOpened } from '@/components/layout/once-opened'
import { isEnrolmentOnly } from '@/lib/session-tokens'
import { TWO_STEP_SETUP_PATH } from '@/shared/two-step-enrolment'

/** The search palette loads when it first opens (Ctrl/Cmd+K or the top-bar box), not with the first screen. */
const CommandPalette = lazy(() =>
  import('@/features/search/components/command-palette').then(({ CommandPalette }) => ({ default: CommandPalette })),
)

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    await context.auth.initialize()
    const { user } = context.auth.getState()
    if (!user) throw redirect({ to: '/auth', search: { mode: 'login', redirect: location.href } })
    if (isEnrolmentOnly()) throw redirect({ to: TWO_STEP_SETUP_PATH })
    return { user }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 150,
  component: AppLayout,
})

function AppLayout() {
  const { user } = Route.useRouteContext()
  return (
    <AppShell
      user={user}
      renderPalette={(palette) => (
        <OnceOpened open={palette.open}>
          <CommandPalette user={user} {...palette} />
        </OnceOpened>
      )}
    >
      <Outlet />
    </AppShell>
  )
}
