import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { OrderDetailFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@/shared/order-status'
import { paymentBalance, paymentTone, type PaymentTone } from '@/shared/payment-status'

const TONES: Record<PaymentTone, string> = {
  approved: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  pending: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  declined: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  other: 'bg-muted text-foreground',
}

/**
 * The payment method (editable), the payment transactions, newest first, in a scroll area 16 rem high, and the balance
 * left when the total (as edited) no longer matches the captured payments.
 */
export function OrderPaymentCard({
  payments,
  paymentMethod,
  total,
  editing,
  onPaymentMethodChange,
}: {
  payments: OrderDetailFragment['payments']
  paymentMethod: PaymentMethod
  /** The order's total; null while the edited order has a refused input (no balance is worked out from it). */
  total: number | null
  editing: boolean
  onPaymentMethodChange: (method: PaymentMethod) => void
}) {
  const balance = total === null ? null : paymentBalance(total, payments)
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
                    <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                      {formatDate(payment.created)}
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 font-medium capitalize',
                          TONES[paymentTone(payment.status)],
                        )}
                      >
                        {payment.status}
                      </span>
                      {payment.authCode ? `Auth ${payment.authCode}` : ''}
                    </p>
                  </div>
                  <span className="font-medium">{formatMoney(payment.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {balance && (
          <p
            className={cn(
              'flex justify-between rounded-md px-3 py-2 text-sm font-medium',
              balance.kind === 'due' ? TONES.pending : TONES.other,
            )}
          >
            <span>{balance.kind === 'due' ? 'Balance due' : 'Overpaid'}</span>
            <span>{formatMoney(balance.amount)}</span>
          </p>
        )}
      </CardContent>
    </Card>
  )
}
