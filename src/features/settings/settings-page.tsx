import { useSuspenseQuery } from '@tanstack/react-query'
import { InitialsAvatar } from '@/components/layout/initials-avatar'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { NOTIFICATION_KEYS } from '@/shared/notification-preferences'
import { NOTIFICATION_COPY } from './notification-copy'
import { notificationPreferencesQueryOptions, profileQueryOptions } from './queries'

export function SettingsPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions())
  const { data: preferences } = useSuspenseQuery(notificationPreferencesQueryOptions())
  return (
    <>
      <PageHeader title="Settings" description="Your profile and preferences." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>Editing your profile arrives with the full settings screen.</CardDescription>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <InitialsAvatar name={profile.fullName} className="size-14 text-lg" />
            <dl className="min-w-0 text-sm">
              <dt className="sr-only">Full name</dt>
              <dd className="text-base font-semibold">{profile.fullName}</dd>
              <dt className="sr-only">Email</dt>
              <dd className="truncate text-muted-foreground">{profile.email}</dd>
              <dt className="sr-only">Phone number</dt>
              <dd className="text-muted-foreground">{profile.phoneNumber || 'No phone number'}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Notifications</CardTitle>
            <CardDescription>What you are notified about.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {NOTIFICATION_KEYS.map((key) => (
                <li key={key} className="flex items-center justify-between gap-4 py-2">
                  <div>
                    <p className="text-sm font-medium">{NOTIFICATION_COPY[key].title}</p>
                    <p className="text-sm text-muted-foreground">{NOTIFICATION_COPY[key].description}</p>
                  </div>
                  <Badge variant={preferences[key] ? 'default' : 'outline'}>{preferences[key] ? 'On' : 'Off'}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
