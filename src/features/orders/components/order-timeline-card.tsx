import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { OrderEventPageItemFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { shownTimeline } from '../order-timeline'
import { orderTimelineOptions } from '../queries'

/** Every change to the order: who, when and what, newest first; the newest page, and older ones on request. */
export function OrderTimelineCard({ orderId, newest }: { orderId: string; newest: OrderEventPageItemFragment }) {
  const timeline = useInfiniteQuery(orderTimelineOptions(orderId, newest))
  const shown = shownTimeline(newest, timeline.data.pages)
  const { refetch } = timeline
  useEffect(() => {
    if (shown.stale) void refetch()
  }, [shown.stale, refetch])
  // With the oldest page the button goes; the keyboard's focus goes on to the first event that page brought.
  const list = useRef<HTMLOListElement>(null)
  const [focusFrom, setFocusFrom] = useState<number>()
  useEffect(() => {
    const first = focusFrom === undefined ? undefined : list.current?.children[focusFrom]
    if (!(first instanceof HTMLElement)) return
    first.focus()
    setFocusFrom(undefined)
  }, [focusFrom, shown.events.length])
  const showOlder = async () => {
    if (timeline.isFetching) return
    const before = shown.events.length
    if (!(await timeline.fetchNextPage()).hasNextPage) setFocusFrom(before)
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <ol ref={list} className="flex w-full flex-col gap-4 border-l pl-4" aria-label="Order timeline">
          {shown.events.map((event) => (
            <li key={event.id} tabIndex={-1} className="relative text-sm">
              <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
              <p>{event.message}</p>
              <p className="text-xs text-muted-foreground">
                {event.actorName} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
        {timeline.isFetchNextPageError && (
          <p role="alert" className="text-sm text-destructive">
            The older events could not be loaded.
          </p>
        )}
        {shown.hasOlder && (
          // Busy rather than disabled while loading, so that the button keeps the keyboard's focus for the next page.
          <Button
            variant="outline"
            size="sm"
            aria-disabled={timeline.isFetching}
            className="aria-disabled:opacity-50"
            onClick={() => void showOlder()}
          >
            {timeline.isFetchingNextPage ? 'Loading older events...' : 'Show older events'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
