import { NewPasswordFields } from '@/components/layout/new-password-fields'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toApiError } from '@/lib/api-error'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from '@/shared/user-schemas'
import { useChangePassword } from '../queries'
import { FormFooter } from './form-footer'
import { PasskeySettings } from './passkey-settings'
import { SessionSettings } from './session-settings'
import { TwoStepPolicySettings } from './two-step-policy-settings'
import { TwoStepSettings } from './two-step-settings'
import { Can } from '@/lib/session/can'
import { PermissionLevel } from '@/shared/permissions'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * Settings › Security: a new password (the server checks the current one and signs out the other sessions), two-step
 * sign-in (and the store's policy, for store settings holders), and the sessions themselves.
 */
export function SecuritySettings() {
  const change = useChangePassword()
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  })
  useFailureOfSubmit(watch, change)
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty)

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword })
      reset(EMPTY)
    } catch (error) {
      setServerFieldErrors(error, setError, Object.keys(EMPTY))
    }
  })

  const cancel = () => {
    change.reset()
    reset(EMPTY)
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>
            Change your password. Every other device signed in to your account is signed out; this one stays signed in.
          </CardDescription>
        </CardHeader>
        {guard.dialog}
        <form onSubmit={submit} noValidate aria-label="Change password">
          <CardContent className="flex flex-col gap-4">
            {change.isSuccess && (
              <Alert variant="success" role="status">
                <AlertTitle>Password changed</AlertTitle>
                <AlertDescription>{change.data.message}</AlertDescription>
              </Alert>
            )}
            {change.isError && (
              <Alert variant="destructive">
                <AlertTitle>Password not changed</AlertTitle>
                <AlertDescription>{toApiError(change.error).message}</AlertDescription>
              </Alert>
            )}
            <FormField label="Current Password" required error={errors.currentPassword?.message}>
              {(control) => (
                <PasswordInput
                  {...control}
                  subject="current password"
                  autoComplete="current-password"
                  {...register('currentPassword')}
                />
              )}
            </FormField>
            <NewPasswordFields
              newPassword={register('newPassword')}
              confirmPassword={register('confirmPassword')}
              errors={errors}
            />
          </CardContent>
          <FormFooter busy={change.isPending} onCancel={cancel} submitLabel="Update Password" busyLabel="Updating..." />
        </form>
      </Card>
      <TwoStepSettings />
      <PasskeySettings />
      <Can area="settings" level={PermissionLevel.Edit}>
        <TwoStepPolicySettings />
      </Can>
      <SessionSettings />
    </div>
  )
}
