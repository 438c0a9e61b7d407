import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { OrderDetailFragment } from '@/gql/graphql'
import { formatDate, formatMoney } from '@/lib/format'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@/shared/order-status'

/** The payment method (editable) and the payment transactions, newest first, in a scroll area 16 rem high. */
export function OrderPaymentCard({
  payments,
  paymentMethod,
  editing,
  onPaymentMethodChange,
}: {
  payments: OrderDetailFragment['payments']
  paymentMethod: PaymentMethod
  editing: boolean
  onPaymentMethodChange: (method: PaymentMethod) => void
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing ? (
          <FormField label="Payment method">
            {(control) => (
              <Select value={paymentMethod} onValueChange={(value) => onPaymentMethodChange(value as PaymentMethod)}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {PAYMENT_METHOD_LABELS[method]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        ) : (
          <p className="text-sm">
            <span className="text-muted-foreground">Method: </span>
            {PAYMENT_METHOD_LABELS[paymentMethod]}
          </p>
        )}
        <div className="max-h-64 overflow-y-auto rounded-md border" tabIndex={0} aria-label="Payment transactions">
          {payments.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">No payments recorded.</p>
          ) : (
            <ul className="divide-y text-sm">
              {payments.map((payment) => (
                <li key={payment.paymentId} className="flex items-start justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">
                      {PAYMENT_METHOD_LABELS[payment.type]}
                      {payment.lastFour ? ` •••• ${payment.lastFour}` : ''}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDate(payment.created)} · {payment.status}
                      {payment.authCode ? ` · Auth ${payment.authCode}` : ''}
                    </p>
                  </div>
                  <span className="font-medium">{formatMoney(payment.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
