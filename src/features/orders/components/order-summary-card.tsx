import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { formatMoney } from '@/lib/format'
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@/shared/order-status'
import { draftTotals, type OrderDraft } from '../order-draft'
import { AmountInput } from './amount-input'

/** Delivery methods an order can switch between: pickup orders have no address to ship to, and the reverse. */
const switchableMethods = (method: DeliveryMethod): DeliveryMethod[] =>
  method === 'PICKUP' ? ['PICKUP'] : ['DELIVERY', 'LOCAL_DELIVERY']

/** Subtotal, tax, shipping and total, recomputed as the draft changes. */
export function OrderSummaryCard({
  draft,
  editing,
  onDraftChange,
  deliveryMethods = switchableMethods(draft.deliveryMethod),
}: {
  draft: OrderDraft
  editing: boolean
  onDraftChange: (change: Partial<OrderDraft>) => void
  /** The methods offered; an existing order switches only between its kind, a new one has them all. */
  deliveryMethods?: readonly DeliveryMethod[]
}) {
  const totals = draftTotals(draft)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing && (
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Shipping amount">
              {(control) => (
                <AmountInput
                  {...control}
                  value={draft.shippingAmount}
                  onValueChange={(shippingAmount) => onDraftChange({ shippingAmount })}
                />
              )}
            </FormField>
            <FormField label="Tax rate (%)">
              {(control) => (
                <AmountInput
                  {...control}
                  value={draft.taxRate}
                  onValueChange={(taxRate) => onDraftChange({ taxRate })}
                />
              )}
            </FormField>
            <FormField label="Delivery method" className="col-span-2">
              {(control) => (
                <Select
                  value={draft.deliveryMethod}
                  onValueChange={(value) => onDraftChange({ deliveryMethod: value as DeliveryMethod })}
                >
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {deliveryMethods.map((method) => (
                      <SelectItem key={method} value={method}>
                        {DELIVERY_METHOD_LABELS[method]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
        )}
        <dl className="grid grid-cols-2 gap-y-2 text-sm [&>dd]:break-all" aria-live="polite">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right">{formatMoney(totals.subtotal)}</dd>
          <dt className="text-muted-foreground">Tax ({draft.taxRate || '0'}%)</dt>
          <dd className="text-right">{formatMoney(totals.tax)}</dd>
          <dt className="text-muted-foreground">Shipping ({DELIVERY_METHOD_LABELS[draft.deliveryMethod]})</dt>
          <dd className="text-right">{formatMoney(totals.shippingAmount)}</dd>
          <dt className="border-t pt-2 text-base font-semibold">Total</dt>
          <dd className="border-t pt-2 text-right text-base font-semibold" data-testid="order-total">
            {formatMoney(totals.total)}
          </dd>
        </dl>
      </CardContent>
    </Card>
  )
}
