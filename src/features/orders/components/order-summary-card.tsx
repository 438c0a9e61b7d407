import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { formatMoney } from '@/shared/money'
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '@/shared/order-status'
import { amountErrors, draftTotals, shownTotals, type OrderDraft } from '../order-draft'
import { AmountInput } from './amount-input'

/** Subtotal, tax, shipping and total, recomputed as the draft changes. */
export function OrderSummaryCard({
  draft,
  editing,
  onDraftChange,
  deliveryMethods = DELIVERY_METHODS,
  deliveryLockedReason = null,
  serverErrors = {},
}: {
  draft: OrderDraft
  editing: boolean
  onDraftChange: (change: Partial<OrderDraft>) => void
  /** The methods offered (the shared rule allowedDeliveryMethods). */
  deliveryMethods?: readonly DeliveryMethod[]
  /** Why the order keeps its delivery method (shipped or finished), shown beside it; null when it may change. */
  deliveryLockedReason?: string | null
  /** The server's reasons for refusing the last save, by field (BAD_USER_INPUT's fieldErrors). */
  serverErrors?: Readonly<Record<string, string>>
}) {
  // While an input breaks a rule, the figures show "—": none is computed from input the order refuses.
  const totals = editing ? shownTotals(draft) : draftTotals(draft)
  const errors = editing ? amountErrors(draft) : {}
  const money = (amount: number | undefined) => (amount === undefined ? '—' : formatMoney(amount))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing && (
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Shipping amount" error={errors.shippingAmount ?? serverErrors.shippingAmount}>
              {(control) => (
                <AmountInput
                  {...control}
                  value={draft.shippingAmount}
                  onValueChange={(shippingAmount) => onDraftChange({ shippingAmount })}
                />
              )}
            </FormField>
            <FormField label="Tax rate (%)" error={errors.taxRate ?? serverErrors.taxRate}>
              {(control) => (
                <AmountInput
                  {...control}
                  value={draft.taxRate}
                  onValueChange={(taxRate) => onDraftChange({ taxRate })}
                />
              )}
            </FormField>
            <FormField
              label="Delivery method"
              className="col-span-2"
              error={serverErrors['address.deliveryMethod']}
              hint={
                draft.deliveryMethod !== 'PICKUP' && deliveryMethods.includes('PICKUP')
                  ? 'A delivery needs a shipping address; pickup needs none.'
                  : undefined
              }
            >
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
        {!editing && deliveryLockedReason && (
          <p className="text-sm">
            <span className="text-muted-foreground">Delivery method: </span>
            {DELIVERY_METHOD_LABELS[draft.deliveryMethod]}
            <span className="block text-muted-foreground" data-testid="delivery-locked-reason">
              {deliveryLockedReason}
            </span>
          </p>
        )}
        <dl className="grid grid-cols-2 gap-y-2 text-sm [&>dd]:break-all" aria-live="polite">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right">{money(totals?.subtotal)}</dd>
          <dt className="text-muted-foreground">Tax ({draft.taxRate || '0'}%)</dt>
          <dd className="text-right">{money(totals?.tax)}</dd>
          <dt className="text-muted-foreground">Shipping ({DELIVERY_METHOD_LABELS[draft.deliveryMethod]})</dt>
          <dd className="text-right">{money(totals?.shippingAmount)}</dd>
          <dt className="border-t pt-2 text-base font-semibold">Total</dt>
          <dd className="border-t pt-2 text-right text-base font-semibold" data-testid="order-total">
            {money(totals?.total)}
          </dd>
        </dl>
      </CardContent>
    </Card>
  )
}
