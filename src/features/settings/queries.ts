import { queryOptions } from '@tanstack/react-query'
import { GetNotificationPreferencesDocument, GetProfileDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: async ({ signal }) => (await gqlRequest(GetProfileDocument, {}, signal)).me,
  })

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notifications(),
    queryFn: async ({ signal }) =>
      (await gqlRequest(GetNotificationPreferencesDocument, {}, signal)).me.notificationPreferences,
  })
