import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import type { CustomerDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { toast } from '@/lib/toast'
import { formatCount } from '@/shared/count-text'
import { CUSTOMER_NOTE_MAX_LENGTH, CustomerNoteSchema } from '@/shared/customer-schemas'
import { useAddCustomerNote } from '../queries'

/** Staff's notes on the customer, newest first with author and time; holders of Create add one. */
export function CustomerNotes({ customer, mayAdd }: { customer: CustomerDetailFragment; mayAdd: boolean }) {
  const add = useAddCustomerNote(customer.id)
  const { register, handleSubmit, formState, reset, setError, control } = useForm<{ body: string }>({
    resolver: zodResolver(CustomerNoteSchema),
    defaultValues: { body: '' },
  })
  const length = (useWatch({ control, name: 'body' }) ?? '').length
  const submit = handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body)
      reset({ body: '' })
      toast.success('Note added')
    } catch (error) {
      const refused = toApiError(error)
      setError('body', { message: refused.fieldErrors.body ?? refused.message })
    }
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
        <CardDescription>For staff only; the customer never sees them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {mayAdd && (
          <form onSubmit={submit} noValidate aria-label="Add a note" className="flex flex-col gap-2">
            <FormField
              label="New note"
              error={formState.errors.body?.message}
              hint={`${formatCount(length)} of ${formatCount(CUSTOMER_NOTE_MAX_LENGTH)} characters`}
            >
              {(field) => <Textarea {...field} rows={3} {...register('body')} />}
            </FormField>
            <Button type="submit" size="sm" className="self-end" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add Note'}
            </Button>
          </form>
        )}
        {customer.notes.length === 0 ? (
          <p className="text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Notes">
            {customer.notes.map((note) => (
              <li key={note.id} className="rounded-md border p-3">
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
