import { describe, expect, it } from 'vitest'
import {
  areaLevel,
  can,
  canUsePortal,
  defaultLevelForRole,
  isAllAccess,
  isBuiltInRole,
  mergeGrants,
  roleLabel,
  startPage,
} from '@/shared/permissions'
import { builtInRoleAreas, withAreaLevel } from '@/shared/role-areas'

/** A built-in role as the seed and migration 0012 make it: what it grants comes from its areas, not its name. */
const grant = (name: string, permissionLevel = 20) => ({ name, permissionLevel, areas: builtInRoleAreas(name) })
const custom = (name: string, permissionLevel: number, areas: Record<string, number>) => ({
  name,
  permissionLevel,
  areas: Object.entries(areas).map(([area, level]) => ({ area, level })),
})

describe('permission levels by area', () => {
  it('gives admin and dev every area at the level they are held at, whatever the case of the name', () => {
    for (const name of ['admin', 'DEV', 'Admin']) {
      expect(areaLevel([grant(name, 20)], 'settings')).toBe(20)
      expect(can([grant(name, 20)], 'orders', 20)).toBe(true)
      expect(areaLevel([grant(name, 5)], 'settings')).toBe(5)
      expect(isAllAccess([grant(name, 20)])).toBe(true)
      expect(isAllAccess([grant(name, 15)])).toBe(false)
    }
  })

  it("reads a custom role's areas: the lower of its checklist and the assignment's level", () => {
    const clerk = custom('order clerk', 20, { orders: 15 })
    expect(can([clerk], 'orders', 15)).toBe(true)
    expect(can([clerk], 'orders', 20)).toBe(false)
    expect(can([clerk], 'products')).toBe(false)
    expect(areaLevel([custom('order clerk', 5, { orders: 15 })], 'orders')).toBe(5)
    expect(can([custom('store keeper', 20, { settings: 10 })], 'settings', 10)).toBe(true)
    expect(isAllAccess([custom('nearly all', 20, { orders: 20, products: 20 })])).toBe(false)
  })

  it('grants nothing by name alone: an area role without its areas opens nothing', () => {
    expect(can([custom('order_manager', 20, {})], 'orders')).toBe(false)
  })

  it('maps each area to its roles and nothing else', () => {
    expect(can([grant('order_manager', 5)], 'orders')).toBe(true)
    expect(can([grant('sales', 5)], 'customers')).toBe(true)
    expect(can([grant('inventory_manager', 5)], 'products')).toBe(true)
    expect(can([grant('inventory_manager', 5)], 'orders')).toBe(false)
    expect(can([grant('hr_manager')], 'settings')).toBe(false)
    expect(can([grant('employee')], 'analytics')).toBe(false)
  })

  it('needs the level asked for: View < Create < Edit < Delete', () => {
    const grants = [grant('order_manager', 15)]
    expect(can(grants, 'orders', 5)).toBe(true)
    expect(can(grants, 'orders', 15)).toBe(true)
    expect(can(grants, 'orders', 20)).toBe(false)
  })

  it('takes the highest level of any role granting the area', () => {
    expect(areaLevel([grant('sales', 5), grant('order_manager', 15)], 'orders')).toBe(15)
  })
})

describe('portal access and labels', () => {
  it('lets employees, admins and developers in, not customers', () => {
    expect(canUsePortal([grant('employee')])).toBe(true)
    expect(canUsePortal([grant('dev')])).toBe(true)
    expect(canUsePortal([grant('customer')])).toBe(false)
    expect(canUsePortal([grant('order_manager', 15)])).toBe(false)
  })

  it("labels anyone whose role name contains 'dev' a Developer", () => {
    expect(roleLabel([grant('employee'), grant('DevOps')])).toBe('Developer')
    expect(roleLabel([grant('employee'), grant('admin')])).toBe('Employee')
  })

  it('fixes customer and employee at 20 and starts other roles at View', () => {
    expect(defaultLevelForRole('Customer')).toBe(20)
    expect(defaultLevelForRole('employee')).toBe(20)
    expect(defaultLevelForRole('analyst')).toBe(5)
  })

  it('merges a role held directly and through a group into its highest level', () => {
    expect(mergeGrants([grant('sales', 5), grant('Sales', 15), grant('analyst', 5)])).toEqual([
      grant('Sales', 15),
      grant('analyst', 5),
    ])
  })
})

describe('built-in roles', () => {
  it('are the roles the permission rules name, in any case', () => {
    for (const name of ['customer', 'Employee', 'admin', 'dev', 'hr_manager', 'inventory_manager', 'sales']) {
      expect(isBuiltInRole(name)).toBe(true)
    }
    expect(isBuiltInRole('auditor')).toBe(false)
  })
})

describe('startPage', () => {
  it('lands each staff member on the first area their roles open', () => {
    expect(startPage([grant('developer')])).toBe('/dashboard')
    expect(startPage([grant('admin')])).toBe('/orders')
    expect(startPage([grant('order_manager', 15)])).toBe('/orders')
    expect(startPage([grant('sales', 15)])).toBe('/orders')
    expect(startPage([grant('customer_service', 15)])).toBe('/customers')
    expect(startPage([grant('inventory_manager', 15)])).toBe('/inventory')
    expect(startPage([grant('hr_manager')])).toBe('/users')
    expect(startPage([grant('employee')])).toBe('/settings')
  })
})

describe('the role checklist', () => {
  it('checks the lower levels with a level and clears the higher ones with it, keeping areas in order', () => {
    const edit = withAreaLevel([], 'orders', 15, true)
    expect(edit).toEqual([{ area: 'orders', level: 15 }])
    expect(withAreaLevel(edit, 'orders', 5, true)).toEqual(edit)
    expect(withAreaLevel(edit, 'orders', 10, false)).toEqual([{ area: 'orders', level: 5 }])
    expect(withAreaLevel(edit, 'orders', 5, false)).toEqual([])
    expect(withAreaLevel(edit, 'orders', 20, false)).toEqual(edit)
    expect(withAreaLevel(edit, 'products', 5, true)).toEqual([
      { area: 'products', level: 5 },
      { area: 'orders', level: 15 },
    ])
  })
})
