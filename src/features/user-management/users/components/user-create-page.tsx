import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toApiError } from '@/lib/api-error'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { defaultLevelForRole } from '@/shared/permissions'
import { CreateUserSchema, type CreateUserValues } from '@/shared/user-schemas'
import { useCreateUser } from '../queries'
import { FormPageFooter, FormPageHeader, SuccessBanner } from '@/features/user-management/components/form-page'
import { NewUserAccess } from './new-user-access'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'
import { allRolesOptions } from '@/features/user-management/queries'

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'roles', 'groupIds']

/**
 * /users/new (spec part 2 §2): the four fields, then 'User Created Successfully!' and the list after 2 s. Beyond the
 * spec, the roles and groups the account starts with: employee is ticked, since without it nobody signs in.
 */
export function UserCreatePage() {
  const create = useCreateUser()
  const done = useSuccessRedirect('/users')
  const employee = useSuspenseQuery(allRolesOptions()).data.find((role) => role.name.toLowerCase() === 'employee')
  const { register, handleSubmit, formState, setError, setValue, control, watch } = useForm<CreateUserValues>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      roles: employee ? [{ roleId: employee.id, permissionLevel: defaultLevelForRole(employee.name) }] : [],
      groupIds: [],
    },
  })
  useFailureOfSubmit(watch, create)
  const errors = formState.errors
  const [roles = [], groupIds = []] = useWatch({ control, name: ['roles', 'groupIds'] })
  const guard = useUnsavedChangesGuard(formState.isDirty && !done.message)

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values)
      done.succeed('User Created Successfully!')
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
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
      <Card className="mt-6">
        <CardContent>
          <NewUserAccess
            roles={roles}
            onRolesChange={(next) => setValue('roles', next, { shouldDirty: true })}
            groupIds={groupIds}
            onGroupIdsChange={(next) => setValue('groupIds', next, { shouldDirty: true })}
            errors={{ roles: errors.roles?.message, groupIds: errors.groupIds?.message }}
          />
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
