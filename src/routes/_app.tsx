import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '@/components/layout/app-shell'
import { LoadingScreen } from '@/components/layout/loading-screen'

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    await context.auth.initialize()
    const { user } = context.auth.getState()
    if (!user) throw redirect({ to: '/auth', search: { mode: 'login', redirect: location.href } })
    return { user }
  },
  pendingComponent: LoadingScreen,
  pendingMs: 150,
  component: AppLayout,
})

function AppLayout() {
  const { user } = Route.useRouteContext()
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  )
}
