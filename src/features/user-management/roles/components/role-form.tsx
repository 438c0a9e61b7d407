import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormPageFooter, FormPageHeader, SuccessBanner } from '@/features/user-management/users/components/form-page'
import type { RoleDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { RoleSchema, type RoleValues } from '@/shared/user-schemas'
import { useCreateRole, useUpdateRole } from '../queries'

/** Create and edit a role: its name (customer and employee keep theirs) and a description. */
export function RoleForm({ role, extraActions }: { role?: RoleDetailFragment; extraActions?: ReactNode }) {
  const create = useCreateRole()
  const update = useUpdateRole()
  const save = role ? update : create
  const done = useSuccessRedirect('/users/roles')
  const { register, handleSubmit, formState, setError } = useForm<RoleValues>({
    resolver: zodResolver(RoleSchema),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  })
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty && !done.message)

  const submit = handleSubmit(async (values) => {
    try {
      if (role) await update.mutateAsync({ id: role.id, ...values })
      else await create.mutateAsync(values)
      done.succeed(role ? 'Role updated successfully!' : 'Role created successfully!')
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'description'])
    }
  })

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-2xl" aria-label={role ? 'Edit Role' : 'Create Role'}>
      {guard.dialog}
      <FormPageHeader
        title={role ? 'Edit Role' : 'Create Role'}
        backTo="/users/roles"
        backLabel="Back to Roles"
        actions={extraActions}
      />
      <SuccessBanner message={done.message} returningTo="role" />
      {save.isError && (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>{role ? 'Failed to update role' : 'Failed to create role'}</AlertTitle>
          <AlertDescription>{toApiError(save.error).message || 'Please try again.'}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <FormField
            label="Role Name"
            required
            error={errors.name?.message}
            hint={
              role?.builtIn
                ? `${role.name} is built in: the permission rules name it, so it cannot be renamed.`
                : undefined
            }
          >
            {(control) => <Input {...control} autoComplete="off" readOnly={role?.builtIn} {...register('name')} />}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={3} {...register('description')} />}
          </FormField>
        </CardContent>
      </Card>
      <FormPageFooter
        cancelTo="/users/roles"
        submitLabel={role ? 'Save Role' : 'Create Role'}
        pending={save.isPending}
        done={done.message !== null}
      />
    </form>
  )
}
