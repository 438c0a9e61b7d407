import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ResetPasswordPage } from '@/features/auth/components/reset-page'
import { pageHead } from '@/lib/page-title'

/**
 * The screen behind a reset link an administrator issues (`/reset?token=…`, `resetLinkPath` on the server). A route of
 * its own, not a mode of `/auth`: its screen, form and queries stay out of the sign-in page's first visit.
 */
export const Route = createFileRoute('/reset')({
  validateSearch: z.object({ token: z.catch(z.string(), '') }),
  head: () => pageHead('Reset Password'),
  component: ResetPasswordScreen,
})

function ResetPasswordScreen() {
  return <ResetPasswordPage token={Route.useSearch().token} />
}
