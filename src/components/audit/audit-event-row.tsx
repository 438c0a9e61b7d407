import ChevronRight from 'lucide-react/icons/chevron-right'
import { useId, useState } from 'react'
import type { AuditEventFieldsFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { AuditEventDetails } from './audit-event-details'
import { AuditRecordLink } from './audit-record-link'
import { actionLabel, fieldLabel } from './audit-words'

const SHOWN_FIELDS = 3

/** The fields that changed, at most three of them named: "Price, Stock and 4 more". */
function changedFields(changes: AuditEventFieldsFragment['changes']): string {
  const names = changes.map((change) => fieldLabel(change.field))
  if (names.length <= SHOWN_FIELDS) return names.join(', ')
  return `${names.slice(0, SHOWN_FIELDS).join(', ')} and ${names.length - SHOWN_FIELDS} more`
}

/**
 * One event: what was done, by whom and when (a button that opens its details), and the record it was done to. On a
 * wide screen the parts stand in columns; on a phone the action heads the person and time.
 */
export function AuditEventRow({ event, showRecord }: { event: AuditEventFieldsFragment; showRecord: boolean }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const changed = changedFields(event.changes)
  return (
    <li>
      <div
        className={cn(
          'flex flex-col gap-1 px-3 py-2 md:grid md:items-center md:gap-3',
          showRecord && 'md:grid-cols-[minmax(0,1fr)_16rem]',
        )}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((shown) => !shown)}
          className="grid grid-cols-[1rem_minmax(0,1fr)] items-baseline gap-x-2 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring md:grid-cols-[1rem_11.5rem_10rem_minmax(0,1fr)] md:gap-x-3"
        >
          <ChevronRight
            aria-hidden
            className={cn('size-4 self-center text-muted-foreground transition-transform', open && 'rotate-90')}
          />
          <span className="wrap-anywhere md:order-last">
            <span className="font-medium">{actionLabel(event.action)}</span>
            {changed && <span className="text-muted-foreground"> · {changed}</span>}
          </span>
          <span className="col-start-2 text-muted-foreground md:contents">
            <span className="wrap-anywhere md:order-2">{event.actorName ?? 'No one signed in'}</span>
            <span aria-hidden className="md:hidden">
              {' · '}
            </span>
            <time dateTime={event.at} className="md:order-1 md:whitespace-nowrap">
              {formatDateTime(event.at)}
            </time>
          </span>
        </button>
        {showRecord && (
          <div className="min-w-0 pl-6 text-sm md:pl-0">
            <AuditRecordLink event={event} />
          </div>
        )}
      </div>
      {open && <AuditEventDetails id={panelId} event={event} />}
    </li>
  )
}
