import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import Lock from 'lucide-react/icons/lock'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { UserDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { EditUserSchema, type EditUserValues } from '@/shared/user-schemas'
import { useUpdateUser } from '../queries'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

/** Basic Information: names and phone number; the email shows but cannot change here. Update asks first. */
export function UserBasicInfoForm({
  user,
  disabled,
  readOnlyReason,
  onUpdated,
}: {
  user: UserDetailFragment
  disabled: boolean
  /** Why the caller may not change this user, shown over the fields (which are then plain, read-only boxes). */
  readOnlyReason?: string
  onUpdated: () => void
}) {
  const update = useUpdateUser()
  const [pending, setPending] = useState<EditUserValues | null>(null)
  const { register, handleSubmit, formState, reset, watch } = useForm<EditUserValues>({
    resolver: zodResolver(EditUserSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
    },
  })
  useFailureOfSubmit(watch, update)
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty)
  const confirm = async (values: EditUserValues) => {
    await update.mutateAsync({
      userId: user.id,
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
    })
    reset(values)
    setPending(null)
    onUpdated()
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Basic Information</CardTitle>
        {readOnlyReason && (
          <CardDescription className="flex items-start gap-1.5">
            <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>Read-only. {readOnlyReason}</span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {guard.dialog}
        <form
          onSubmit={handleSubmit((values) => {
            update.reset()
            setPending(values)
          })}
          noValidate
          aria-label="Basic Information"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField label="First Name" required error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="off" readOnly={disabled} {...register('firstName')} />}
          </FormField>
          <FormField label="Last Name" required error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="off" readOnly={disabled} {...register('lastName')} />}
          </FormField>
          <FormField label="Email" hint="The email address cannot be changed here." error={errors.email?.message}>
            {(control) => <Input {...control} type="email" readOnly {...register('email')} />}
          </FormField>
          <FormField label="Phone Number" required error={errors.phoneNumber?.message}>
            {(control) => (
              <Input {...control} type="tel" autoComplete="off" readOnly={disabled} {...register('phoneNumber')} />
            )}
          </FormField>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button asChild variant="outline">
              <Link to="/users">Cancel</Link>
            </Button>
            {!disabled && (
              <Button type="submit" aria-keyshortcuts={SAVE_SHORTCUT}>
                Update User
              </Button>
            )}
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Update User"
        description="Are you sure you want to update the user's information?"
        confirmLabel="Update"
        pendingLabel="Updating..."
        pending={update.isPending}
        error={update.isError ? toApiError(update.error).message || 'Failed to update user. Please try again.' : null}
        onConfirm={() => pending && void confirm(pending).catch(() => undefined)}
      />
    </Card>
  )
}
