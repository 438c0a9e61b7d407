import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { useForm, type Path } from 'react-hook-form'
import { InitialsAvatar } from '@/components/layout/initials-avatar'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { ProfileFieldsFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { showFlash } from '@/lib/flash'
import { ProfileSchema, type ProfileValues } from '@/shared/user-schemas'
import { profileQueryOptions, useUpdateProfile } from '../queries'
import { FormFooter } from './form-footer'

const toValues = (profile: ProfileFieldsFragment): ProfileValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
})

/** Settings › Profile: who you are, and the fields you may change about yourself. */
export function ProfileSettings() {
  const query = useQuery(profileQueryOptions())
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Loading profile...
      </p>
    )
  if (query.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>Error loading profile: {toApiError(query.error).message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    )
  return <ProfileForm profile={query.data} />
}

function ProfileForm({ profile }: { profile: ProfileFieldsFragment }) {
  const save = useUpdateProfile()
  const { register, handleSubmit, formState, reset, setError } = useForm<ProfileValues>({
    resolver: zodResolver(ProfileSchema),
    values: toValues(profile),
  })
  const errors = formState.errors

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      reset(toValues(saved))
      showFlash('Your profile has been saved.')
    } catch (error) {
      console.error('Profile update failed', error)
      for (const [field, message] of Object.entries(toApiError(error).fieldErrors)) {
        if (field in values) setError(field as Path<ProfileValues>, { message })
      }
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
          </div>
        </CardContent>
        <FormFooter busy={save.isPending} onCancel={cancel} submitLabel="Save Changes" busyLabel="Saving..." />
      </form>
    </Card>
  )
}
