import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginForm } from '@/features/auth/components/login-form'

const AuthSearch = z.object({
  mode: z.enum(['login']).catch('login'),
  redirect: z.string().optional(),
})

export const Route = createFileRoute('/auth')({
  validateSearch: AuthSearch,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize()
    if (context.auth.getState().isLoggedIn) throw redirect({ to: '/' })
  },
  component: AuthPage,
})

function AuthPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return <LoginForm redirectTo={redirectTo} />
}
