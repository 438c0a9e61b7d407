import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettings } from '@/features/settings/components/notification-settings'
import { notificationPreferencesQueryOptions } from '@/features/settings/queries'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings/notifications')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(notificationPreferencesQueryOptions()),
  head: () => pageHead('Notifications · Settings'),
  component: NotificationSettings,
})
