import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { z } from 'zod/mini'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { DELIVERY_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@/shared/order-status'
import { OrderCreateSchema } from '@/shared/order-schemas'
import { DEFAULT_TAX_RATE } from '@/shared/order-totals'
import {
  addressDraftOf,
  addressInputOf,
  draftHasErrors,
  draftTotals,
  EMPTY_ADDRESS,
  issuesByPath,
  parseAmount,
  type AddressDraft,
  type OrderDraft,
} from '../order-draft'
import { customerRecentAddressOptions, useCreateOrder, type OrderCustomer } from '../queries'
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

/** Where the chosen customer's shipping address came from: their most recent order, or nowhere yet. */
type Prefill = { state: 'idle' | 'loading' | 'none' | 'failed' } | { state: 'filled'; customer: string }

const PREFILL_TEXT: Record<Prefill['state'], string | null> = {
  idle: null,
  loading: "Looking up the customer's last shipping address...",
  none: 'This customer has no earlier order with a shipping address: enter it below.',
  failed: "The customer's last shipping address could not be loaded: enter it below.",
  filled: null,
}

/** Which address a refusal is about, where the same field names stand twice. */
const ADDRESS_NAMES: Record<string, string> = {
  shippingAddress: 'Shipping address: ',
  billingAddress: 'Billing address: ',
}

/** /orders/new: staff place an order for a customer; the server checks stock and totals as it does for an edit. */
export function OrderCreatePage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useCreateOrder()
  const sameId = useId()
  const startedFor = useRouterState({ select: (state) => state.location.state.orderCustomer })
  const [customer, setCustomer] = useState<OrderCustomer | null>(null)
  const [draft, setDraft] = useState(NEW_DRAFT)
  const [shipping, setShipping] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [billing, setBilling] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [billingSame, setBillingSame] = useState(true)
  const [prefill, setPrefill] = useState<Prefill>({ state: 'idle' })
  const latestCustomer = useRef<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const change = (update: Partial<OrderDraft>) => setDraft((previous) => ({ ...previous, ...update }))
  const pickup = draft.deliveryMethod === 'PICKUP'
  // A pickup has no shipping address to copy: its billing address is its own, and may stay empty.
  const billingOwn = pickup || !billingSame

  /** A chosen customer's most recent shipping address fills the fields; staff can still change every part of it. */
  const chooseCustomer = (chosen: OrderCustomer | null) => {
    setCustomer(chosen)
    latestCustomer.current = chosen?.id ?? null
    if (!chosen) return setPrefill({ state: 'idle' })
    setPrefill({ state: 'loading' })
    queryClient.fetchQuery(customerRecentAddressOptions(chosen.id)).then(
      (address) => {
        // An answer for a customer chosen before the current one fills nothing.
        if (latestCustomer.current !== chosen.id) return
        const recent = addressDraftOf(address)
        if (recent) setShipping(recent)
        setPrefill(recent ? { state: 'filled', customer: chosen.fullName } : { state: 'none' })
      },
      () => latestCustomer.current === chosen.id && setPrefill({ state: 'failed' }),
    )
  }

  // Started from a customer's page: that customer is chosen, with their last shipping address, as if picked here.
  const startedOnce = useRef(false)
  useEffect(() => {
    if (!startedFor || startedOnce.current) return
    startedOnce.current = true
    chooseCustomer(startedFor)
  })

  const submit = () => {
    setErrors({})
    setFailure(null)
    const billingBlank = Object.values(billing).every((part) => part.trim() === '')
    const order = {
      customerId: customer?.id ?? '',
      products: draft.lines.map(({ id, quantity }) => ({ id, quantity })),
      deliveryMethod: draft.deliveryMethod,
      paymentMethod: draft.paymentMethod,
      shippingAddress: pickup ? null : addressInputOf(shipping),
      billingAddress: billingOwn ? (pickup && billingBlank ? null : addressInputOf(billing)) : addressInputOf(shipping),
      shippingAmount: parseAmount(draft.shippingAmount),
      taxRate: parseAmount(draft.taxRate),
      totalAmount: draftTotals(draft).total,
    }
    // The server's own rules (the shared schema), checked before asking: the same messages, beside the same fields.
    const checked = z.safeParse(OrderCreateSchema, order)
    if (!checked.success) {
      const refusals = issuesByPath(checked.error.issues)
      // The copy of the shipping address is refused with it, where the fields show.
      setErrors(
        billingOwn
          ? refusals
          : Object.fromEntries(Object.entries(refusals).filter(([key]) => !key.startsWith('billingAddress.'))),
      )
      const first = checked.error.issues[0]
      const where = ADDRESS_NAMES[String(first?.path[0])] ?? ''
      setFailure(`The order could not be created: ${where}${first?.message ?? 'check the fields'}`)
      return
    }
    create.mutate(order, {
      onSuccess: (order) => {
        toast.success(`Order #${order.id} created`)
        void navigate({ to: '/orders/$orderId', params: { orderId: order.id } })
      },
      onError: (error) => {
        const apiError = toApiError(error)
        setErrors(apiError.fieldErrors)
        setFailure(apiError.message)
      },
    })
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
              <OrderCustomerPicker customer={customer} onChange={chooseCustomer} error={errors.customerId} />
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
                {prefill.state === 'filled' && (
                  <CardDescription>
                    From {prefill.customer}&apos;s most recent order; change anything that differs.
                  </CardDescription>
                )}
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
                  {PREFILL_TEXT[prefill.state]}
                </p>
                <OrderAddressFields
                  legend="Shipping address"
                  value={shipping}
                  onChange={setShipping}
                  errors={addressErrors(errors, 'shippingAddress')}
                />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Billing Address</CardTitle>
              {pickup && <CardDescription>Optional for a pickup order.</CardDescription>}
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {!pickup && (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={sameId}
                    checked={billingSame}
                    onCheckedChange={(checked) => setBillingSame(checked === true)}
                  />
                  <Label htmlFor={sameId}>Same as shipping address</Label>
                </div>
              )}
              {billingOwn && (
                <OrderAddressFields
                  legend="Billing address"
                  value={billing}
                  onChange={setBilling}
                  errors={addressErrors(errors, 'billingAddress')}
                />
              )}
            </CardContent>
          </Card>
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
