import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toApiError } from '@/lib/api-error'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { CreateUserSchema, type CreateUserValues } from '@/shared/user-schemas'
import { useCreateUser } from '../queries'
import { FormPageFooter, FormPageHeader, SuccessBanner } from './form-page'

const EMPTY: CreateUserValues = { firstName: '', lastName: '', email: '', password: '' }

/** /users/new (spec part 2 §2): the four fields, then 'User Created Successfully!' and the list after 2 s. */
export function UserCreatePage() {
  const create = useCreateUser()
  const done = useSuccessRedirect('/users')
  const { register, handleSubmit, formState, setError } = useForm<CreateUserValues>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: EMPTY,
  })
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty && !done.message)

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values)
      done.succeed('User Created Successfully!')
    } catch (error) {
      setServerFieldErrors(error, setError, Object.keys(EMPTY))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-2xl" aria-label="Create User">
      {guard.dialog}
      <FormPageHeader title="Create User" backTo="/users" backLabel="Back to Users" />
      <SuccessBanner message={done.message} returningTo="user" />
      {create.isError && (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>Failed to create user</AlertTitle>
          <AlertDescription>
            {toApiError(create.error).message || 'Failed to create user. Please try again.'}
          </AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" required error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('firstName')} />}
          </FormField>
          <FormField label="Last Name" required error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('lastName')} />}
          </FormField>
          <FormField label="Email" required error={errors.email?.message} className="sm:col-span-2">
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField
            label="Password"
            required
            error={errors.password?.message}
            hint="At least 8 characters."
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </FormField>
        </CardContent>
      </Card>
      <FormPageFooter
        cancelTo="/users"
        submitLabel={'Create User'}
        pending={create.isPending}
        done={done.message !== null}
      />
    </form>
  )
}
