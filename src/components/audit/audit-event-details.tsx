import { Fragment } from 'react'
import type { AuditEventFieldsFragment } from '@/gql/graphql'
import { AuditChangesTable } from './audit-changes-table'
import { summaryEntries } from './audit-values'
import { areaLabel } from './audit-words'

/** An opened event: its before → after, where it came from, and a bulk change's or refusal's summary. */
export function AuditEventDetails({ id, event }: { id: string; event: AuditEventFieldsFragment }) {
  const facts: [string, string][] = [
    ['Address', event.address ?? 'Not recorded'],
    ['User agent', event.userAgent ?? 'Not recorded'],
    ['Request ID', event.requestId ?? 'Not recorded'],
    ['Action', event.action],
    ['Area', event.area ? areaLabel(event.area) : 'None'],
    ...summaryEntries(event.summary),
  ]
  return (
    <div id={id} className="flex flex-col gap-3 border-t bg-muted/40 px-3 py-3 text-sm md:pl-9">
      {event.changes.length > 0 ? (
        <AuditChangesTable changes={event.changes} />
      ) : (
        <p className="text-muted-foreground">No fields changed.</p>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
        {facts.map(([term, value], index) => (
          <Fragment key={index}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}
