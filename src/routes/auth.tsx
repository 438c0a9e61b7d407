import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { LoginForm } from '@/features/auth/components/login-form'
import { pageHead } from '@/lib/page-title'

const AuthSearch = z.object({
  mode: z.catch(z.enum(['login']), 'login'),
  redirect: z.optional(z.string()),
})

export const Route = createFileRoute('/auth')({
  validateSearch: AuthSearch,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize()
    if (context.auth.getState().isLoggedIn) throw redirect({ to: '/' })
  },
  head: () => pageHead('Sign In'),
  component: AuthPage,
})

function AuthPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return <LoginForm redirectTo={redirectTo} />
}
