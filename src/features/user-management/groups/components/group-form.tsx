import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormPageFooter, FormPageHeader, SuccessBanner } from '@/features/user-management/components/form-page'
import type { GroupDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import type { PermissionLevel } from '@/shared/permissions'
import { GroupSchema, type GroupValues } from '@/shared/user-schemas'
import { useCreateGroup, useEditGroup } from '../queries'
import { GroupRolePicker } from '@/features/user-management/components/group-role-picker'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

const FIELDS = ['name', 'description', 'roles']

/**
 * /users/groups/new and /users/groups/{id}/edit: name, description, roles; success, then the list after 2 s. A group
 * the signed-in user may not change (the server's `changeRefusal`) shows read-only with the reason.
 */
export function GroupForm({ group, readOnlyReason }: { group?: GroupDetailFragment; readOnlyReason?: string | null }) {
  const create = useCreateGroup()
  const edit = useEditGroup()
  const save = group ? edit : create
  const done = useSuccessRedirect('/users/groups')
  const { register, handleSubmit, formState, setError, control, watch } = useForm<GroupValues>({
    resolver: zodResolver(GroupSchema),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      roles:
        group?.roles.map(({ roleId, permissionLevel }) => ({
          roleId,
          permissionLevel: permissionLevel as PermissionLevel,
        })) ?? [],
    },
  })
  useFailureOfSubmit(watch, save)
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty && !done.message)

  const submit = handleSubmit(async (values) => {
    try {
      if (group) await edit.mutateAsync({ id: group.id, version: group.version, ...values })
      else await create.mutateAsync(values)
      done.succeed(group ? 'Group updated successfully!' : 'Group created successfully!')
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
    }
  })

  const failure = save.isError ? toApiError(save.error).message : null
  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-3xl" aria-label={group ? 'Edit Group' : 'Create Group'}>
      {guard.dialog}
      <FormPageHeader title={group ? 'Edit Group' : 'Create Group'} backTo="/users/groups" backLabel="Back to Groups" />
      {readOnlyReason && (
        <Alert className="mb-6">
          <AlertTitle>You can view this group but not change it</AlertTitle>
          <AlertDescription>{readOnlyReason}</AlertDescription>
        </Alert>
      )}
      <SuccessBanner message={done.message} returningTo="group" />
      {failure !== null && (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>
            {group ? `Error updating group: ${failure}` : failure || 'Failed to create group. Please try again.'}
          </AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent>
          <fieldset disabled={Boolean(readOnlyReason)} className="flex min-w-0 flex-col gap-4">
            <FormField label="Group Name" required error={errors.name?.message}>
              {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              {(field) => <Textarea {...field} rows={3} {...register('description')} />}
            </FormField>
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <GroupRolePicker value={field.value} onChange={field.onChange} error={errors.roles?.message} />
              )}
            />
          </fieldset>
        </CardContent>
      </Card>
      {!readOnlyReason && (
        <FormPageFooter
          cancelTo="/users/groups"
          submitLabel={group ? 'Update Group' : 'Create Group'}
          pending={save.isPending}
          done={done.message !== null}
        />
      )}
    </form>
  )
}
