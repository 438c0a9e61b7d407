import { Link, useNavigate } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useState } from 'react'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { DELIVERY_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@/shared/order-status'
import { DEFAULT_TAX_RATE } from '@/shared/order-totals'
import {
  draftHasErrors,
  draftTotals,
  EMPTY_ADDRESS,
  parseAmount,
  type AddressDraft,
  type OrderDraft,
} from '../order-draft'
import { useCreateOrder, type OrderCustomer } from '../queries'
import { addressErrors, OrderAddressFields } from './order-address-fields'
import { OrderCustomerPicker } from './order-customer-picker'
import { OrderItemsCard } from './order-items-card'
import { OrderSummaryCard } from './order-summary-card'

const NEW_DRAFT: OrderDraft = {
  lines: [],
  shippingAmount: '0',
  taxRate: String(DEFAULT_TAX_RATE),
  deliveryMethod: 'DELIVERY',
  paymentMethod: 'CREDIT_CARD',
  trackingNumber: '',
  carrier: '',
  shippingNotes: '',
  shippingAddress: null,
  billingAddress: null,
}

/** /orders/new: staff place an order for a customer; the server checks stock and totals as it does for an edit. */
export function OrderCreatePage() {
  const navigate = useNavigate()
  const create = useCreateOrder()
  const [customer, setCustomer] = useState<OrderCustomer | null>(null)
  const [draft, setDraft] = useState(NEW_DRAFT)
  const [shipping, setShipping] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const change = (update: Partial<OrderDraft>) => setDraft((previous) => ({ ...previous, ...update }))
  const pickup = draft.deliveryMethod === 'PICKUP'

  const submit = () => {
    setErrors({})
    setFailure(null)
    create.mutate(
      {
        customerId: customer?.id ?? '',
        products: draft.lines.map(({ id, quantity }) => ({ id, quantity })),
        deliveryMethod: draft.deliveryMethod,
        paymentMethod: draft.paymentMethod,
        shippingAddress: pickup ? null : shipping,
        shippingAmount: parseAmount(draft.shippingAmount),
        taxRate: parseAmount(draft.taxRate),
        totalAmount: draftTotals(draft).total,
      },
      {
        onSuccess: (order) => {
          toast.success(`Order #${order.id} created`)
          void navigate({ to: '/orders/$orderId', params: { orderId: order.id } })
        },
        onError: (error) => {
          const apiError = toApiError(error)
          setErrors(apiError.fieldErrors)
          setFailure(apiError.message)
        },
      },
    )
  }

  return (
    <>
      <PageHeader
        title="Create Order"
        description="Place an order for a customer."
        actions={
          <Button asChild variant="outline">
            <Link to="/orders">
              <ArrowLeft aria-hidden /> Back to Orders
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Customer</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderCustomerPicker customer={customer} onChange={setCustomer} error={errors.customerId} />
            </CardContent>
          </Card>
          <OrderItemsCard
            lines={draft.lines}
            editing
            onLinesChange={(lines) => change({ lines })}
            serverErrors={errors}
          />
          {!pickup && (
            <Card>
              <CardHeader>
                <CardTitle>Shipping Address</CardTitle>
              </CardHeader>
              <CardContent>
                <OrderAddressFields
                  legend="Shipping address"
                  value={shipping}
                  onChange={setShipping}
                  errors={addressErrors(errors, 'shippingAddress')}
                />
              </CardContent>
            </Card>
          )}
        </div>
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent>
              <LabelledSelect
                id="new-order-payment"
                label="Payment method"
                value={draft.paymentMethod}
                onValueChange={(value) => change({ paymentMethod: value as PaymentMethod })}
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
              />
            </CardContent>
          </Card>
          <OrderSummaryCard
            draft={draft}
            editing
            onDraftChange={change}
            deliveryMethods={DELIVERY_METHODS}
            serverErrors={errors}
          />
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <Button onClick={submit} disabled={create.isPending || draftHasErrors(draft)}>
            {create.isPending ? 'Creating...' : 'Create Order'}
          </Button>
        </div>
      </div>
    </>
  )
}
