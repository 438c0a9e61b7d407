import { createFileRoute } from '@tanstack/react-router'
import { notificationPreferencesQueryOptions, profileQueryOptions } from '@/features/settings/queries'
import { SettingsPage } from '@/features/settings/settings-page'

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()),
      queryClient.ensureQueryData(notificationPreferencesQueryOptions()),
    ]),
  component: SettingsPage,
})
