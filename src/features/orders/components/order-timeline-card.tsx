import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { OrderDetailFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'

/** Every change to the order: who, when and what, newest first. */
export function OrderTimelineCard({ events }: { events: OrderDetailFragment['events'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4 border-l pl-4" aria-label="Order timeline">
          {[...events].reverse().map((event) => (
            <li key={event.id} className="relative text-sm">
              <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
              <p>{event.message}</p>
              <p className="text-xs text-muted-foreground">
                {event.actorName} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
