import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { GraphQLError, isObjectType, type GraphQLResolveInfo } from 'graphql'
import { CreateProductDocument, CreateRoleDocument, GetDashboardDocument, UpdateProductDocument } from '@/gql/graphql'
import { users } from '@/server/db/schema'
import type { GraphQLContext } from '@/server/graphql/context'
import { areaGuardedFields } from '@/server/graphql/field-areas'
import { buildSchema } from '@/server/graphql/schema'
import { effectiveRoles } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import { can, PermissionLevel } from '@/shared/permissions'
import { operationRunner } from '../integration/support/operations'
import { insertProduct } from '../integration/support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from '../integration/support/test-server'
import { insertUser, mintSession } from '../integration/support/user-fixtures'

const schema = buildSchema()
const guarded = areaGuardedFields(schema)

describe('the schema declares the area of every field with customer data', () => {
  it('guards customer contact data, addresses, payments and order events with the orders or customers area, and order notes with orders', () => {
    const names = guarded.map(({ type, field }) => `${type}.${field}`)
    for (const name of [
      'Order.customerName',
      'Order.customerEmail',
      'Order.shippingAddress',
      'Order.billingAddress',
      'Order.payments',
      'Order.events',
    ]) {
      expect(names).toContain(name)
    }
    // A customer's orders are their customer page's too, but the staff's notes on an order stay with the orders area.
    for (const { type, field, areas } of guarded) {
      const name = `${type}.${field}`
      expect([name, [...areas].sort()]).toEqual([name, name === 'Order.notes' ? ['orders'] : ['customers', 'orders']])
    }
  })

  it('gives the dashboard no field the areas guard', () => {
    const dashboardTypes = new Set(['Dashboard', 'RecentOrder', 'TopProduct', 'RevenuePoint', 'StatFigure'])
    expect(guarded.filter(({ type }) => dashboardTypes.has(type))).toEqual([])
    const recent = schema.getType('RecentOrder')
    expect(isObjectType(recent) && Object.keys(recent.getFields()).sort()).toEqual(
      ['id', 'itemCount', 'orderTime', 'status', 'totalAmount'].sort(),
    )
  })
})

describe.each(DATABASE_TARGETS)('each kind of caller reads each guarded field by its area (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  const callers: Record<string, Viewer> = {}
  const tokens: Record<string, string> = {}

  /** A user of the test's own holding only a custom role with these areas, made by the admin through the API. */
  async function customRoleHolder(name: string, areas: { area: string; level: number }[]) {
    const { db } = server.database
    const role = await run(CreateRoleDocument, { request: { name, areas } }, admin)
    expect(role.errors).toBeUndefined()
    const user = await insertUser(db, {
      firstName: 'Custom',
      lastName: name,
      roles: [
        ['employee', 20],
        [name, 20],
      ],
    })
    return user.id
  }

  async function viewerOf(userId: string): Promise<Viewer> {
    const { db } = server.database
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    return { user: user!, roles: await effectiveRoles(db, userId), sessionId: 'field-areas-test' }
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    const { db } = server.database
    const demo = async (email: string) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      return user!.id
    }
    const people: Record<string, string> = {
      admin: await demo('admin@example.com'),
      orders: await demo('orders@example.com'),
      viewer: await demo('viewer@example.com'),
      stock: await demo('stock@example.com'),
      analyticsOnly: await customRoleHolder('field_area_analytics', [{ area: 'analytics', level: 20 }]),
      customersOnly: (
        await insertUser(db, {
          firstName: 'Cara',
          lastName: 'Customers',
          roles: [
            ['employee', 20],
            ['customer_service', 20],
          ],
        })
      ).id,
      userManagementOnly: (
        await insertUser(db, {
          firstName: 'Hugo',
          lastName: 'People',
          roles: [
            ['employee', 20],
            ['hr_manager', 20],
          ],
        })
      ).id,
      productsEditor: await customRoleHolder('field_area_products', [{ area: 'products', level: 15 }]),
    }
    for (const [kind, id] of Object.entries(people)) {
      callers[kind] = await viewerOf(id)
      tokens[kind] = (await mintSession(db, id)).token
    }
  })
  afterAll(() => server.close())

  /** What the guarded field's resolver answers this caller: FORBIDDEN, or anything else (the read went on). */
  async function readAs(viewer: Viewer, type: string, field: string): Promise<'FORBIDDEN' | 'read'> {
    const objectType = schema.getType(type)
    if (!isObjectType(objectType)) throw new Error(`${type} is not an object type`)
    const resolve = objectType.getFields()[field]!.resolve!
    const context = { viewer: () => Promise.resolve(viewer) } as unknown as GraphQLContext
    try {
      await resolve({}, {}, context, {} as GraphQLResolveInfo)
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'FORBIDDEN') return 'FORBIDDEN'
    }
    return 'read'
  }

  it('refuses every guarded field to a caller holding none of its areas, and lets a holder of one read it', async () => {
    expect(guarded.length).toBeGreaterThan(0)
    const table: string[] = []
    for (const { type, field, areas } of guarded) {
      for (const [kind, viewer] of Object.entries(callers)) {
        const holds = areas.some((area) => can(viewer.roles, area, PermissionLevel.View))
        const answer = await readAs(viewer, type, field)
        table.push(`${type}.${field} as ${kind}: ${answer}`)
        expect(answer, `${type}.${field} as ${kind}`).toBe(holds ? 'read' : 'FORBIDDEN')
      }
    }
    // The kinds of caller the rule is about: orders and customers read, the others are refused.
    expect(table).toContain('Order.customerEmail as customersOnly: read')
    expect(table).toContain('Order.customerEmail as orders: read')
    expect(table).toContain('Order.notes as customersOnly: FORBIDDEN')
    expect(table).toContain('Order.notes as viewer: read')
    expect(table).toContain('Order.payments as stock: FORBIDDEN')
    expect(table).toContain('Order.shippingAddress as analyticsOnly: FORBIDDEN')
    expect(table).toContain('Order.payments as userManagementOnly: FORBIDDEN')
  })

  it('gives an analytics-only custom role the dashboard, with its orders but no customer data', async () => {
    const dashboard = await run(GetDashboardDocument, { days: 30 }, tokens.analyticsOnly)
    expect(dashboard.errors).toBeUndefined()
    expect(dashboard.data!.dashboard.recentOrders.length).toBeGreaterThan(0)
    const sideways = await server.gql(
      '{ dashboard { recentOrders { id customerEmail payments { lastFour } } } }',
      {},
      tokens.analyticsOnly,
    )
    expect(sideways.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(sideways.data ?? null)).not.toMatch(/@/)
  })

  it('refuses a stock change through the product form to a products editor without inventory', async () => {
    const product = await insertProduct(server.database.db, 20, 10)
    const editor = tokens.productsEditor!
    const raised = await run(UpdateProductDocument, { id: product.id, input: { quantity: 99999 } }, editor)
    expect(raised.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    const created = await run(
      CreateProductDocument,
      { input: { name: 'Stock by the back door', sku: `BACKDOOR-${Date.now()}`, price: 5, quantity: 50 } },
      editor,
    )
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    // Saving the form with the stock as it is changes no stock, and stays allowed.
    const saved = await run(UpdateProductDocument, { id: product.id, input: { price: 25, quantity: 10 } }, editor)
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.updateProduct).toMatchObject({ price: 25, stock: 10 })
    const stockClerk = await run(UpdateProductDocument, { id: product.id, input: { quantity: 12 } }, tokens.stock)
    expect(stockClerk.data!.updateProduct.stock).toBe(12)
  })
})
