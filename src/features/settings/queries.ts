import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  ChangePasswordDocument,
  ConfirmTwoStepEnrolmentDocument,
  DisableTwoStepDocument,
  EndOtherSessionsDocument,
  FinishPasskeyRegistrationDocument,
  GetMyPasskeysDocument,
  EndSessionDocument,
  GetMySessionsDocument,
  GetMyTwoStepDocument,
  GetTwoStepPolicyDocument,
  GetNotificationPreferencesDocument,
  GetProfileDocument,
  RegenerateRecoveryCodesDocument,
  RemovePasskeyDocument,
  SetTwoStepPolicyDocument,
  StartPasskeyRegistrationDocument,
  StartTwoStepEnrolmentDocument,
  UpdateNotificationPreferencesDocument,
  UpdateProfileDocument,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import type { NotificationPreferences } from '@/shared/notification-preferences'
import type { TwoStepPolicy } from '@/shared/two-step'
import type { ChangePasswordValues, ProfileValues } from '@/shared/user-schemas'

const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  twoStep: () => [...settingsKeys.all, 'two-step'] as const,
  twoStepPolicy: () => [...settingsKeys.all, 'two-step-policy'] as const,
  passkeys: () => [...settingsKeys.all, 'passkeys'] as const,
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

/** Saves the own profile; the shell's name and email follow without a page reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async (values: ProfileValues) =>
      (await gqlRequest(UpdateProfileDocument, { updateRequest: values })).updateUser,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile)
      await router.options.context.auth.reloadUser()
      await router.invalidate()
    },
  })
}

/** Flips preferences at once on screen (optimistically) and puts them back if the server refuses. */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient()
  const { queryKey } = notificationPreferencesQueryOptions()
  return useMutation({
    mutationFn: async (change: Partial<NotificationPreferences>) =>
      (await gqlRequest(UpdateNotificationPreferencesDocument, { preferences: change })).updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey })
      const before = queryClient.getQueryData(queryKey)
      if (before) queryClient.setQueryData(queryKey, { ...before, ...change })
      return { before }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
    },
    onSuccess: (preferences) => queryClient.setQueryData(queryKey, preferences),
  })
}

/** A new password ends the other sessions: the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: ChangePasswordValues) =>
      (await gqlRequest(ChangePasswordDocument, { input: values })).changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  })
}

export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sessions(),
    queryFn: async ({ signal }) => (await gqlRequest(GetMySessionsDocument, {}, signal)).mySessions,
  })

/** Ends one other session; the list is read again whether it ended or had ended already. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (sessionId: string) => (await gqlRequest(EndSessionDocument, { sessionId })).endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  })
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await gqlRequest(EndOtherSessionsDocument, {})).endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  })
}

export const myTwoStepQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.twoStep(),
    queryFn: async ({ signal }) => (await gqlRequest(GetMyTwoStepDocument, {}, signal)).myTwoStep,
  })

export function useStartTwoStepEnrolment() {
  return useMutation({
    mutationFn: async () => (await gqlRequest(StartTwoStepEnrolmentDocument, {})).startTwoStepEnrolment,
  })
}

/** A two-step change reads the status again (on, off, recovery codes left). */
function useTwoStepMutation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.twoStep() }),
  })
}

/** Not read again here: the status would show two-step sign-in on and hide the recovery codes before they are saved. */
export function useConfirmTwoStepEnrolment() {
  return useMutation({
    mutationFn: async (code: string) =>
      (await gqlRequest(ConfirmTwoStepEnrolmentDocument, { code })).confirmTwoStepEnrolment.codes,
  })
}

export const useDisableTwoStep = () =>
  useTwoStepMutation(
    async (input: { password: string; code: string }) =>
      (await gqlRequest(DisableTwoStepDocument, { input })).disableTwoStep,
  )

export const useRegenerateRecoveryCodes = () =>
  useTwoStepMutation(
    async (code: string) => (await gqlRequest(RegenerateRecoveryCodesDocument, { code })).regenerateRecoveryCodes.codes,
  )

export const twoStepPolicyQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.twoStepPolicy(),
    queryFn: async ({ signal }) => (await gqlRequest(GetTwoStepPolicyDocument, {}, signal)).twoStepPolicy,
  })

export function useSetTwoStepPolicy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (policy: TwoStepPolicy) =>
      (await gqlRequest(SetTwoStepPolicyDocument, { policy })).setTwoStepPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(twoStepPolicyQueryOptions().queryKey, policy)
      return queryClient.invalidateQueries({ queryKey: settingsKeys.twoStep() })
    },
  })
}

export const myPasskeysQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.passkeys(),
    queryFn: async ({ signal }) => (await gqlRequest(GetMyPasskeysDocument, {}, signal)).myPasskeys,
  })

/** Makes a passkey in the browser (which asks the user) and registers it under the name; the list is read again. */
export function useAddPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) => {
      const { options, ticket } = (await gqlRequest(StartPasskeyRegistrationDocument, {})).startPasskeyRegistration
      const { startRegistration } = await import('@simplewebauthn/browser')
      const created = await startRegistration({ optionsJSON: JSON.parse(options) })
      const input = { ticket, name, response: JSON.stringify(created) }
      return (await gqlRequest(FinishPasskeyRegistrationDocument, { input })).finishPasskeyRegistration
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() }),
  })
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (passkeyId: string) => (await gqlRequest(RemovePasskeyDocument, { passkeyId })).removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys() }),
  })
}
