import { createFileRoute } from '@tanstack/react-router'
import { SettingsLayout } from '@/features/settings/components/settings-layout'
import { notificationPreferencesQueryOptions, profileQueryOptions } from '@/features/settings/queries'

export const Route = createFileRoute('/_app/settings')({
  // Both fetched at once and not awaited, so moving between the sections is instant and the profile section can
  // say 'Loading profile...' while it waits.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQueryOptions())
    void queryClient.prefetchQuery(notificationPreferencesQueryOptions())
  },
  component: SettingsLayout,
})
