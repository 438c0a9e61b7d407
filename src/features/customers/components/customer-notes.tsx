import { NoteForm, NoteList } from '@/components/notes/staff-notes'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { CustomerDetailFragment } from '@/gql/graphql'
import { useAddCustomerNote } from '../queries'

/** Staff's notes on the customer, newest first with author and time; holders of Create add one. */
export function CustomerNotes({ customer, mayAdd }: { customer: CustomerDetailFragment; mayAdd: boolean }) {
  const add = useAddCustomerNote(customer.id)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
        <CardDescription>For staff only; the customer never sees them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {mayAdd && <NoteForm label="Add a note" adding={add.isPending} onAdd={(body) => add.mutateAsync(body)} />}
        {customer.notes.length === 0 ? (
          <p className="text-muted-foreground">No notes yet.</p>
        ) : (
          <NoteList notes={customer.notes} label="Notes" />
        )}
      </CardContent>
    </Card>
  )
}
