import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { toApiError } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { toast } from '@/lib/toast'
import { ORDER_NOTE_MAX_LENGTH, OrderNoteSchema } from '@/shared/order-schemas'
import { orderNotesOptions, useAddOrderNote } from '../queries'
import { formatCount } from '@/shared/count-text'

/**
 * Staff's internal notes on the order, newest first, each with its author and time; apart from the customer's shipping
 * notes. Those who may edit the order add one; the list reads again when anyone adds one (live or on the recheck).
 */
export function OrderNotesCard({ orderId, mayAdd }: { orderId: string; mayAdd: boolean }) {
  const notes = useQuery(orderNotesOptions(orderId))
  const add = useAddOrderNote(orderId)
  const { register, handleSubmit, formState, reset, setError, control } = useForm<{ body: string }>({
    resolver: zodResolver(OrderNoteSchema),
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
        <CardTitle>Internal Notes</CardTitle>
        <CardDescription>For staff only; the customer never sees them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mayAdd && (
          <form onSubmit={submit} noValidate aria-label="Add an internal note" className="flex flex-col gap-2">
            <FormField
              label="New note"
              error={formState.errors.body?.message}
              hint={`${formatCount(length)} of ${formatCount(ORDER_NOTE_MAX_LENGTH)} characters`}
            >
              {(control) => <Textarea {...control} rows={3} {...register('body')} />}
            </FormField>
            <Button type="submit" size="sm" className="self-end" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add Note'}
            </Button>
          </form>
        )}
        <div aria-live="polite" className="text-sm">
          {notes.isPending ? (
            <p className="text-muted-foreground">Loading notes...</p>
          ) : notes.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-2">
              <p className="text-destructive">Error loading notes: {toApiError(notes.error).message}</p>
              <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
                Try Again
              </Button>
            </div>
          ) : notes.data.length === 0 ? (
            <p className="text-muted-foreground">No internal notes yet.</p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Internal notes">
              {notes.data.map((note) => (
                <li key={note.id} className="rounded-md border p-3">
                  <p className="break-words whitespace-pre-wrap">{note.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
