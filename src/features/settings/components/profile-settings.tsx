import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { InitialsAvatar } from '@/components/layout/initials-avatar'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { ProfileFieldsFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { changesEmail, EMAIL_CHANGE_NEEDS_PASSWORD, ProfileSchema, type ProfileValues } from '@/shared/user-schemas'
import { profileQueryOptions, useUpdateProfile } from '../queries'
import { FormFooter } from './form-footer'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

const toValues = (profile: ProfileFieldsFragment): ProfileValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
})

/** Settings › Profile: who you are, and the fields you may change about yourself. */
export function ProfileSettings() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions())
  return <ProfileForm profile={profile} />
}

function ProfileForm({ profile }: { profile: ProfileFieldsFragment }) {
  const save = useUpdateProfile()
  const { register, handleSubmit, formState, reset, setError, watch, control } = useForm<ProfileValues>({
    resolver: zodResolver(ProfileSchema),
    values: toValues(profile),
  })
  useFailureOfSubmit(watch, save)
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty)
  const emailChanged = changesEmail(profile.email, useWatch({ control, name: 'email' }) ?? '')

  const submit = handleSubmit(async ({ currentPassword, ...values }) => {
    if (changesEmail(profile.email, values.email) && !currentPassword) {
      setError('currentPassword', { message: EMAIL_CHANGE_NEEDS_PASSWORD })
      return
    }
    try {
      const saved = await save.mutateAsync(emailChanged ? { ...values, currentPassword } : values)
      reset(toValues(saved))
      toast.success('Your profile has been saved.')
    } catch (error) {
      console.error('Profile update failed', error)
      setServerFieldErrors(error, setError, [...Object.keys(values), 'currentPassword'])
    }
  })

  const cancel = () => {
    save.reset()
    reset(toValues(profile))
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name, email and phone number as colleagues see them.</CardDescription>
      </CardHeader>
      {guard.dialog}
      <form onSubmit={submit} noValidate aria-label="Profile">
        <CardContent className="flex flex-col gap-6">
          <div className="flex min-w-0 items-center gap-4">
            <InitialsAvatar name={profile.fullName} className="size-14 text-lg" />
            <div className="min-w-0">
              <p className="truncate text-base font-semibold">{profile.fullName}</p>
              <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
            </div>
          </div>
          {save.isError && (
            <Alert variant="destructive">
              <AlertDescription>Your profile could not be saved: {toApiError(save.error).message}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" required error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
            </FormField>
            <FormField label="Last Name" required error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
            <FormField label="Phone Number" required error={errors.phoneNumber?.message}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phoneNumber')} />}
            </FormField>
            {emailChanged && (
              <FormField label="Current Password" required error={errors.currentPassword?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    {...register('currentPassword')}
                  />
                )}
              </FormField>
            )}
          </div>
        </CardContent>
        <FormFooter busy={save.isPending} onCancel={cancel} submitLabel="Save Changes" busyLabel="Saving..." />
      </form>
    </Card>
  )
}
