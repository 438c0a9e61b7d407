import { Link, linkOptions } from '@tanstack/react-router'
import type { AuditEventFieldsFragment } from '@/gql/graphql'
import { RECORD_TYPE_LABELS } from './audit-words'

/** The page of the event's record; none for a category, which has no page of its own. */
function recordPage({ recordType, recordId, area }: AuditEventFieldsFragment) {
  if (!recordId) return null
  switch (recordType) {
    case 'PRODUCT':
      return linkOptions({ to: '/products/$productId', params: { productId: recordId } })
    case 'ORDER':
      return linkOptions({ to: '/orders/$orderId', params: { orderId: recordId } })
    case 'USER':
      // A customer's account opens on the customer's page.
      return area === 'customers'
        ? linkOptions({ to: '/customers/$customerId', params: { customerId: recordId } })
        : linkOptions({ to: '/users/$userId/edit', params: { userId: recordId } })
    case 'ROLE':
      return linkOptions({ to: '/users/roles/$roleId/edit', params: { roleId: recordId } })
    case 'GROUP':
      return linkOptions({ to: '/users/groups/$groupId/edit', params: { groupId: recordId } })
    default:
      return null
  }
}

/** The event's record by its label, a link to its page when it has one; a deleted record's page says it is gone. */
export function AuditRecordLink({ event }: { event: AuditEventFieldsFragment }) {
  const label = event.recordLabel ?? (event.recordType === 'ORDER' ? `Order #${event.recordId}` : event.recordId)
  if (!label) return null
  const page = recordPage(event)
  return (
    <>
      {event.recordType && <span className="text-muted-foreground">{RECORD_TYPE_LABELS[event.recordType]} </span>}
      {page ? (
        <Link {...page} className="font-medium wrap-anywhere underline underline-offset-4 hover:text-primary">
          {label}
        </Link>
      ) : (
        <span className="wrap-anywhere">{label}</span>
      )}
    </>
  )
}
