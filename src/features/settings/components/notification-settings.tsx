import { useSuspenseQuery } from '@tanstack/react-query'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Switch } from '@/components/ui/switch'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { NOTIFICATION_KEYS, type NotificationKey } from '@/shared/notification-preferences'
import { NOTIFICATION_COPY } from '../notification-copy'
import { notificationPreferencesQueryOptions, useUpdateNotificationPreference } from '../queries'

/** Settings › Notifications: one switch per preference, each saved on the server as soon as it is flipped. */
export function NotificationSettings() {
  const { data: preferences } = useSuspenseQuery(notificationPreferencesQueryOptions())
  const save = useUpdateNotificationPreference()

  const change = (key: NotificationKey, on: boolean) => {
    const { title } = NOTIFICATION_COPY[key]
    save.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(`${title} turned ${on ? 'on' : 'off'}.`),
        onError: (error) => toast.error(`${title} could not be saved: ${toApiError(error).message}`),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what you hear about. Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {NOTIFICATION_KEYS.map((key) => {
            const titleId = `notification-${key}-title`
            const descriptionId = `notification-${key}-description`
            return (
              <li key={key} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p id={titleId} className="text-sm font-medium">
                    {NOTIFICATION_COPY[key].title}
                  </p>
                  <p id={descriptionId} className="text-sm text-muted-foreground">
                    {NOTIFICATION_COPY[key].description}
                  </p>
                </div>
                <Switch
                  aria-labelledby={titleId}
                  aria-describedby={descriptionId}
                  checked={preferences[key]}
                  onCheckedChange={(on) => change(key, on)}
                />
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
