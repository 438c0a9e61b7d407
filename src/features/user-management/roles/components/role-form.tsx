import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormPageFooter, FormPageHeader, SuccessBanner } from '@/features/user-management/components/form-page'
import type { RoleDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import type { Area, PermissionLevel } from '@/shared/permissions'
import { RoleSchema, type RoleValues } from '@/shared/user-schemas'
import { useCreateRole, useUpdateRole } from '../queries'
import { RoleAreaChecklist, type RoleAreas } from './role-area-checklist'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

/** Create and edit a role: its name and description, and what it grants per area (built-in roles keep both). */
export function RoleForm({ role, extraActions }: { role?: RoleDetailFragment; extraActions?: ReactNode }) {
  const create = useCreateRole()
  const update = useUpdateRole()
  const save = role ? update : create
  const done = useSuccessRedirect('/users/roles')
  const { register, handleSubmit, formState, setError, control, watch } = useForm<RoleValues>({
    resolver: zodResolver(RoleSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      // The server checked these when it stored them.
      areas: (role?.areas ?? []).map(({ area, level }) => ({ area: area as Area, level: level as PermissionLevel })),
    },
  })
  useFailureOfSubmit(watch, save)
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty && !done.message)

  const submit = handleSubmit(async (values) => {
    try {
      if (role) await update.mutateAsync({ id: role.id, ...values })
      else await create.mutateAsync(values)
      done.succeed(role ? 'Role updated successfully!' : 'Role created successfully!')
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'description', 'areas'])
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
          <Controller
            control={control}
            name="areas"
            render={({ field }) => (
              <RoleAreaChecklist
                value={(field.value ?? []) as RoleAreas}
                onChange={field.onChange}
                error={errors.areas?.message}
                readOnlyReason={
                  role?.builtIn
                    ? `${role.name} is built in: what it grants is fixed, so its holders keep the access the demo and the documentation describe.`
                    : undefined
                }
              />
            )}
          />
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
