import type { APIRequestContext, Locator } from '@playwright/test'
import { apiAs } from './api'

export const CUSTOMER_ADDRESS = {
  fullName: 'Casey Customer',
  address1: '77 Own Order Lane',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
}

export interface OwnOrderOptions {
  deliveryMethod?: 'DELIVERY' | 'LOCAL_DELIVERY' | 'PICKUP'
  /** Steps along the order's chain after it is placed (PROCESSING, then SHIPPED...). */
  steps?: string[]
  shippingAddress?: typeof CUSTOMER_ADDRESS
  /** Whose order it is: Casey Customer by default. */
  customerId?: string
}

/**
 * An order of the test's own for Casey Customer (or another customer), placed through the API as the administrator (one unit of a
 * well-stocked product), and moved along its chain: tests change it without touching what other spec files read.
 */
export async function createOwnOrder(request: APIRequestContext, options: OwnOrderOptions = {}): Promise<string> {
  const admin = await apiAs(request, 'admin@example.com')
  const { orderCustomers } = await admin<{ orderCustomers: { id: string; email: string }[] }>(
    'query { orderCustomers(term: "casey") { id email } }',
  )
  const { searchProducts } = await admin<{ searchProducts: { products: { id: string; quantity: number }[] } }>(
    'query ($search: SearchInput!) { searchProducts(search: $search) { products { id quantity } } }',
    { search: { parameters: [{ key: 'Search', value: ['OUT-000'] }] } },
  )
  const product = searchProducts.products.find((candidate) => candidate.quantity >= 10)!
  const deliveryMethod = options.deliveryMethod ?? 'DELIVERY'
  const { createOrder } = await admin<{ createOrder: { id: string; version: number } }>(
    'mutation ($order: OrderCreateInput!) { createOrder(order: $order) { id version } }',
    {
      order: {
        customerId:
          options.customerId ?? orderCustomers.find((customer) => customer.email === 'customer@example.com')!.id,
        products: [{ id: product.id, quantity: 1 }],
        deliveryMethod,
        paymentMethod: 'CASH',
        shippingAddress: deliveryMethod === 'PICKUP' ? null : (options.shippingAddress ?? CUSTOMER_ADDRESS),
      },
    },
  )
  for (const status of options.steps ?? []) {
    await admin(
      'mutation ($id: ID!, $status: OrderStatus!) { updateOrderStatus(orderId: $id, orderStatus: $status) { id } }',
      {
        id: createOrder.id,
        status,
      },
    )
  }
  return createOrder.id
}

/** Types an address into the address fields of `group` (a shipping or billing fieldset). */
export async function fillAddress(group: Locator, address: typeof CUSTOMER_ADDRESS): Promise<void> {
  await group.getByRole('textbox', { name: 'Full name' }).fill(address.fullName)
  await group.getByRole('textbox', { name: 'Address', exact: true }).fill(address.address1)
  await group.getByRole('textbox', { name: 'City' }).fill(address.city)
  await group.getByRole('textbox', { name: 'State' }).fill(address.state)
  await group.getByRole('textbox', { name: 'ZIP code' }).fill(address.zip)
}
