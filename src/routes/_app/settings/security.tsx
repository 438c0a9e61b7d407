import { createFileRoute } from '@tanstack/react-router'
import { SecuritySettings } from '@/features/settings/components/security-settings'
import { mySessionsQueryOptions } from '@/features/settings/queries'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings/security')({
  // The sessions are asked for beside the page, not before it: the password form needs none of them.
  loader: ({ context }) => void context.queryClient.prefetchQuery(mySessionsQueryOptions()),
  head: () => pageHead('Security · Settings'),
  component: SecuritySettings,
})
