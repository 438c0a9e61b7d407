import { describe, expect, it } from 'vitest'
import { searchableKinds, searchLabel, searchPlaceholder, searchPrompt } from '@/shared/global-search-kinds'
import type { RoleGrant } from '@/shared/permissions'

const role = (name: string, areas: [string, number][], permissionLevel = 20): RoleGrant => ({
  name,
  permissionLevel,
  areas: areas.map(([area, level]) => ({ area, level })),
})
const everything = ['products', 'inventory', 'orders', 'customers', 'analytics', 'user_management', 'settings']
const admin = [
  role(
    'admin',
    everything.map((area): [string, number] => [area, 20]),
  ),
  role('employee', []),
]
const hrManager = [role('hr_manager', [['user_management', 20]]), role('employee', [])]
const ordersOnly = [role('order_manager', [['orders', 20]], 15), role('employee', [])]
const stockViewer = [
  role(
    'inventory_manager',
    [
      ['products', 20],
      ['inventory', 20],
    ],
    5,
  ),
  role('order_manager', [['orders', 20]], 5),
]

describe('what the top-bar search promises', () => {
  it('keeps the specification’s words for whoever may search products, orders and customers', () => {
    expect(searchPlaceholder(admin)).toBe('Search products, orders, customers...')
    expect(searchLabel(admin)).toBe('Search products, orders and customers')
    expect(searchableKinds(admin).map((kind) => kind.kind)).toEqual(['products', 'orders', 'customers', 'staff'])
    expect(searchPrompt(admin)).toBe(
      'Type a product name or SKU, an order number, a customer name or email, a staff member’s name or email, or an action.',
    )
  })

  it('names only staff for a user manager, who finds nothing else', () => {
    expect(searchPlaceholder(hrManager)).toBe('Search staff...')
    expect(searchLabel(hrManager)).toBe('Search staff')
    expect(searchPrompt(hrManager)).toBe('Type a staff member’s name or email, or an action.')
  })

  it('names the kinds of a partial role, in the fixed order', () => {
    expect(searchPlaceholder(ordersOnly)).toBe('Search orders...')
    expect(searchPlaceholder(stockViewer)).toBe('Search products, orders...')
    expect(searchLabel(stockViewer)).toBe('Search products and orders')
  })

  it('offers only actions to someone who may search nothing', () => {
    const employee = [role('employee', [])]
    expect(searchableKinds(employee)).toEqual([])
    expect(searchPlaceholder(employee)).toBe('Search actions...')
    expect(searchPrompt(employee)).toBe('Type an action.')
  })
})
