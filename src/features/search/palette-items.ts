import type { NAV_ITEMS } from '@/components/layout/nav-items'
import type { GlobalSearchQuery } from '@/gql/graphql'
import { formatMoney } from '@/shared/money'
import type { GlobalSearchKind } from '@/shared/global-search-kinds'
import { ORDER_STATUS_LABELS } from '@/shared/order-status'
import { PRODUCT_STATUS_LABELS } from '@/shared/product-rules'

/** The pages the palette's actions open: the sidebar's and a few of their new or sub pages. */
export type ActionPath =
  | (typeof NAV_ITEMS)[number]['to']
  | '/products/new'
  | '/users/new'
  | '/users/roles'
  | '/users/roles/new'
  | '/users/groups'
  | '/users/groups/new'

/** Where Enter takes the user; null: shown for information only. */
export type PaletteTarget =
  | { to: '/products/$productId'; params: { productId: string } }
  | { to: '/orders/$orderId'; params: { orderId: string } }
  | { to: '/users/$userId/edit'; params: { userId: string } }
  | { to: '/customers/$customerId'; params: { customerId: string } }
  | { to: ActionPath }
  | null

export interface PaletteItem {
  key: string
  title: string
  detail: string
  target: PaletteTarget
}

export interface PaletteGroup {
  kind: 'actions' | GlobalSearchKind
  label: string
  items: PaletteItem[]
}

/** The search result as the palette lists it: one group per kind that has matches, in a fixed order. */
export function paletteGroups(result: GlobalSearchQuery['globalSearch']): PaletteGroup[] {
  const groups: PaletteGroup[] = [
    {
      kind: 'products',
      label: 'Products',
      items: result.products.map((product) => ({
        key: `product-${product.id}`,
        title: product.name,
        detail: [product.sku, formatMoney(product.price), PRODUCT_STATUS_LABELS[product.status]]
          .filter(Boolean)
          .join(' · '),
        target: { to: '/products/$productId', params: { productId: product.id } },
      })),
    },
    {
      kind: 'orders',
      label: 'Orders',
      items: result.orders.map((order) => ({
        key: `order-${order.id}`,
        title: `Order #${order.id}`,
        detail: [order.customerName, ORDER_STATUS_LABELS[order.status], formatMoney(order.totalAmount)].join(' · '),
        target: { to: '/orders/$orderId', params: { orderId: order.id } },
      })),
    },
    {
      kind: 'customers',
      label: 'Customers',
      items: result.customers.map((customer) => ({
        key: `customer-${customer.id}`,
        title: customer.fullName,
        detail: customer.email,
        target: { to: '/customers/$customerId', params: { customerId: customer.id } },
      })),
    },
    {
      kind: 'staff',
      label: 'Staff',
      items: result.staff.map((member) => ({
        key: `staff-${member.id}`,
        title: member.fullName,
        detail: member.email,
        target: { to: '/users/$userId/edit', params: { userId: member.id } },
      })),
    },
  ]
  return groups.filter((group) => group.items.length > 0)
}
