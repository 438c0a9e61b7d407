import { createFileRoute } from '@tanstack/react-router'
import { ProfileSettings } from '@/features/settings/components/profile-settings'
import { ProfileLoadError, ProfilePending } from '@/features/settings/components/profile-states'
import { profileQueryOptions } from '@/features/settings/queries'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings/profile')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  head: () => pageHead('Profile · Settings'),
  pendingComponent: ProfilePending,
  errorComponent: ProfileLoadError,
  component: ProfileSettings,
})
