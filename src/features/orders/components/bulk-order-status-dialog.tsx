import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { LabelledSelect } from '@/components/layout/labelled-select'
import type { OrderListItemFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import {
  BULK_STATUS_TARGETS,
  commonNextStatuses,
  nextOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@/shared/order-status'
import { useChangeOrdersStatus, type OrderSelectionInput } from '../queries'
import { countOf } from '@/shared/count-text'

/** Why no one status fits every selected order: each order's next step, by number. */
function noCommonStep(orders: readonly OrderListItemFragment[]): string {
  const byNext = new Map<string, string[]>()
  for (const order of orders) {
    const next = nextOrderStatus(order.status, order.deliveryMethod)
    const key = next ? `can move only to ${ORDER_STATUS_LABELS[next]}` : 'have no next status'
    byNext.set(key, [...(byNext.get(key) ?? []), `#${order.id}`])
  }
  const groups = [...byNext].map(([what, ids]) => `${ids.join(', ')} ${what}`)
  return `No status is the next step of every selected order: ${groups.join('; ')}.`
}

/**
 * Asks which status to move the selected orders to: one the state machine allows for every one of them. Orders
 * chosen one by one are known here, so only their common next step is offered; for "every matching" the server
 * judges. Either way the change is all or nothing, and the orders that cannot take it are named by number.
 */
export function BulkOrderStatusDialog({
  selection,
  count,
  known,
  onOpenChange,
  onChanged,
}: {
  selection: OrderSelectionInput
  count: number
  /** The selected orders when they are all on screen; null for "every matching". */
  known: readonly OrderListItemFragment[] | null
  onOpenChange: (open: boolean) => void
  onChanged: () => void
}) {
  const change = useChangeOrdersStatus()
  const offered = known ? commonNextStatuses(known) : BULK_STATUS_TARGETS
  const [status, setStatus] = useState<OrderStatus | undefined>(offered[0])
  const [refusal, setRefusal] = useState<string | null>(null)
  const orders = countOf(count, 'order')

  const confirm = async () => {
    if (!status) return
    setRefusal(null)
    const result = await change.mutateAsync({ ...selection, orderStatus: status }).catch(() => null)
    if (!result) return
    if (result.refused.length > 0) {
      const reasons = result.refused.slice(0, 10).map((refused) => `#${refused.orderId}: ${refused.reason}`)
      const more = result.refused.length > 10 ? ` and ${result.refused.length - 10} more` : ''
      setRefusal(`${result.message}. ${reasons.join('; ')}${more}.`)
      return
    }
    toast.success(result.message)
    onChanged()
    onOpenChange(false)
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the status of ${orders}?`}
      description="Every selected order moves to the status chosen, or none does: an order that cannot take it is named."
      confirmLabel="Change Status"
      pendingLabel="Changing..."
      pending={change.isPending}
      confirmDisabled={!status}
      error={refusal ?? (change.isError ? toApiError(change.error).message || 'Failed to change the status' : null)}
      onConfirm={() => void confirm()}
    >
      {offered.length > 0 ? (
        <LabelledSelect
          id="bulk-order-status"
          label="New status"
          value={status ?? ''}
          onValueChange={(value) => {
            setRefusal(null)
            setStatus(value as OrderStatus)
          }}
          options={offered.map((option) => ({ value: option, label: ORDER_STATUS_LABELS[option] }))}
        />
      ) : (
        <p className="text-sm">{noCommonStep(known ?? [])}</p>
      )}
    </ConfirmDialog>
  )
}
