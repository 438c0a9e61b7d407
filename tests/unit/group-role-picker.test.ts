import { describe, expect, it } from 'vitest'
import { toggleLevel, toggleRole, type PickedRole } from '@/features/user-management/group-role-picker'
import type { PermissionLevel } from '@/shared/permissions'

const sales = { id: 'r-sales', name: 'sales' }
const customer = { id: 'r-customer', name: 'Customer' }
const employee = { id: 'r-employee', name: 'employee' }
const at = (permissionLevel: PermissionLevel): PickedRole[] => [{ roleId: sales.id, permissionLevel }]

describe('ticking roles in the group role picker', () => {
  it('adds other roles at View (5)', () => {
    expect(toggleRole([], sales)).toEqual([{ roleId: sales.id, permissionLevel: 5 }])
  })

  it('adds customer and employee at Delete (20), whatever their case', () => {
    expect(toggleRole([], customer)).toEqual([{ roleId: customer.id, permissionLevel: 20 }])
    expect(toggleRole([], employee)).toEqual([{ roleId: employee.id, permissionLevel: 20 }])
  })

  it('removes a ticked role and keeps the others', () => {
    const picked: PickedRole[] = [...at(15), { roleId: customer.id, permissionLevel: 20 }]
    expect(toggleRole(picked, sales)).toEqual([{ roleId: customer.id, permissionLevel: 20 }])
  })
})

describe('clicking a level in the group role picker', () => {
  it.each([
    ['Delete', 20, 5, 20],
    ['Delete', 20, 20, 5],
    ['Delete', 20, 15, 20],
    ['Edit', 15, 10, 15],
    ['Edit', 15, 15, 10],
    ['Edit', 15, 20, 15],
    ['Create', 10, 5, 10],
    ['Create', 10, 10, 5],
    ['Create', 10, 20, 10],
    ['View', 5, 15, 5],
    ['View', 5, 20, 5],
  ] as const)('%s (%i) on a role at %i sets it to %i', (_name, clicked, from, to) => {
    expect(toggleLevel(at(from), sales, clicked)).toEqual(at(to))
  })

  it('View on a role at View removes it', () => {
    expect(toggleLevel(at(5), sales, 5)).toEqual([])
  })

  it('picks a role not yet picked at the clicked level', () => {
    expect(toggleLevel([], sales, 15)).toEqual(at(15))
  })

  it('never changes customer or employee', () => {
    const picked: PickedRole[] = [
      { roleId: customer.id, permissionLevel: 20 },
      { roleId: employee.id, permissionLevel: 20 },
    ]
    for (const level of [5, 10, 15, 20] as const) {
      expect(toggleLevel(picked, customer, level)).toEqual(picked)
      expect(toggleLevel(picked, employee, level)).toEqual(picked)
    }
  })

  it('leaves the other picked roles alone', () => {
    const other: PickedRole = { roleId: 'r-analyst', permissionLevel: 10 }
    expect(toggleLevel([other, ...at(5)], sales, 20)).toEqual([other, ...at(20)])
  })
})
