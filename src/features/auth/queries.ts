import { queryOptions, useMutation } from '@tanstack/react-query'
import { PasswordResetStatusDocument, ResetPasswordDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

const authKeys = {
  all: ['auth'] as const,
  resetStatus: (token: string) => [...authKeys.all, 'reset-status', token] as const,
}

/** Whether a reset link can still be used; asked afresh each time the reset screen opens. */
export const passwordResetStatusOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetStatus(token),
    queryFn: async ({ signal }) =>
      (await gqlRequest(PasswordResetStatusDocument, { token }, signal)).passwordResetStatus,
    staleTime: 0,
    gcTime: 0,
  })

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; newPassword: string }) =>
      (await gqlRequest(ResetPasswordDocument, { input })).resetPassword,
  })
}
