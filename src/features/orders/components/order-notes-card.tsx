import { useQuery } from '@tanstack/react-query'
import { NoteForm, NoteList } from '@/components/notes/staff-notes'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toApiError } from '@/lib/api-error'
import { orderNotesOptions, useAddOrderNote } from '../queries'

/**
 * Staff's internal notes on the order, newest first, each with its author and time; apart from the customer's shipping
 * notes. Those who may edit the order add one; the list reads again when anyone adds one (live or on the recheck).
 */
export function OrderNotesCard({ orderId, mayAdd }: { orderId: string; mayAdd: boolean }) {
  const notes = useQuery(orderNotesOptions(orderId))
  const add = useAddOrderNote(orderId)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Internal Notes</CardTitle>
        <CardDescription>For staff only; the customer never sees them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mayAdd && (
          <NoteForm label="Add an internal note" adding={add.isPending} onAdd={(body) => add.mutateAsync(body)} />
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
            <NoteList notes={notes.data} label="Internal notes" />
          )}
        </div>
      </CardContent>
    </Card>
  )
}
