import { createFileRoute, redirect } from '@tanstack/react-router'
import { TwoStepSetupPage } from '@/features/settings/components/two-step-setup-page'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/two-step-setup')({
  beforeLoad: async ({ context }) => {
    await context.auth.initialize()
    if (!context.auth.getState().isLoggedIn) throw redirect({ to: '/auth', search: { mode: 'login' } })
  },
  head: () => pageHead('Set Up Two-Step Sign-In'),
  component: TwoStepSetupPage,
})
