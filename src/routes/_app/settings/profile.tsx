import { createFileRoute } from '@tanstack/react-router'
import { ProfileSettings } from '@/features/settings/components/profile-settings'
import { profileQueryOptions } from '@/features/settings/queries'

export const Route = createFileRoute('/_app/settings/profile')({
  // Not awaited: the section opens at once and says 'Loading profile...' until the profile arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQueryOptions())
  },
  component: ProfileSettings,
})
