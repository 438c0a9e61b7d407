import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { toApiError } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { toast } from '@/lib/toast'
import { formatCount } from '@/shared/count-text'
import { NOTE_MAX_LENGTH, NoteSchema } from '@/shared/input-bounds'

interface StaffNote {
  id: string
  body: string
  authorName: string
  createdAt: string
}

/** Writing a note: checked as typed by the server's schema, the server's refusal shown under the box. */
export function NoteForm({
  label,
  adding,
  onAdd,
}: {
  label: string
  adding: boolean
  onAdd: (body: string) => Promise<unknown>
}) {
  const { register, handleSubmit, formState, reset, setError, control } = useForm<{ body: string }>({
    resolver: zodResolver(NoteSchema),
    defaultValues: { body: '' },
  })
  const length = (useWatch({ control, name: 'body' }) ?? '').length
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onAdd(body)
      reset({ body: '' })
      toast.success('Note added')
    } catch (error) {
      const refused = toApiError(error)
      setError('body', { message: refused.fieldErrors.body ?? refused.message })
    }
  })
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-2">
      <FormField
        label="New note"
        error={formState.errors.body?.message}
        hint={`${formatCount(length)} of ${formatCount(NOTE_MAX_LENGTH)} characters`}
      >
        {(control) => <Textarea {...control} rows={3} {...register('body')} />}
      </FormField>
      <Button type="submit" size="sm" className="self-end" disabled={adding}>
        {adding ? 'Adding...' : 'Add Note'}
      </Button>
    </form>
  )
}

/** Notes newest first, each with its author and time. */
export function NoteList({ notes, label }: { notes: readonly StaffNote[]; label: string }) {
  return (
    <ol className="flex flex-col gap-3" aria-label={label}>
      {notes.map((note) => (
        <li key={note.id} className="rounded-md border p-3">
          <p className="break-words whitespace-pre-wrap">{note.body}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  )
}
