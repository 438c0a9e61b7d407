import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpdateOrderStatusDocument } from '@/gql/graphql'
import { USER_MESSAGES } from '@/shared/user-schemas'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const CREATE_ROLE = `mutation ($request: CreateRoleInput!) {
  createRole(request: $request) { id name builtIn areas { area level } }
}`
const UPDATE_ROLE = `mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id areas { area level } } }`

interface RoleResult {
  createRole: { id: string; name: string; builtIn: boolean; areas: { area: string; level: number }[] }
}

/**
 * A role's checklist is what its holders may do: a custom role granting Orders at Edit lets its holder change an
 * order's status and nothing else, whatever the role is called, and a change to the checklist applies on the holder's
 * next request.
 */
describe.each(DATABASE_TARGETS)('custom roles on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  const tag = Date.now().toString(36)

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  async function createRole(name: string, areas: { area: string; level: number }[], token = admin) {
    return server.gql<RoleResult>(CREATE_ROLE, { request: { name, areas } }, token)
  }

  /** A pending delivery order of three widgets of the test's own. */
  async function pendingOrder() {
    const widget = await insertProduct(server.database.db, 12.5, 7)
    const orderId = await insertOrder(server.database.db, {
      status: 'PENDING',
      deliveryMethod: 'DELIVERY',
      lines: [{ product: widget, quantity: 3 }],
    })
    return { widget, orderId }
  }

  /** A staff member holding only employee and the role, at Delete so that the checklist alone decides. */
  async function holderOf(roleName: string) {
    const { email } = await insertUser(server.database.db, {
      firstName: 'Cleo',
      lastName: `Custom${tag}`,
      roles: [
        ['employee', 20],
        [roleName, 20],
      ],
    })
    return server.signIn(email)
  }

  it('lets a custom role with Orders Edit change an order status and nothing else', async () => {
    const created = await createRole(`order clerk ${tag}`, [{ area: 'orders', level: 15 }])
    expect(created.errors).toBeUndefined()
    expect(created.data!.createRole).toMatchObject({ builtIn: false, areas: [{ area: 'orders', level: 15 }] })
    const clerk = await holderOf(created.data!.createRole.name)

    const { widget, orderId } = await pendingOrder()
    const advanced = await run(UpdateOrderStatusDocument, { orderId, orderStatus: 'PROCESSING' }, clerk)
    expect(advanced.errors).toBeUndefined()
    expect(advanced.data!.updateOrderStatus.status).toBe('PROCESSING')

    const refused = await Promise.all([
      server.gql('mutation ($id: ID!) { updateProduct(id: $id, input: { cost: 1 }) { id } }', { id: widget.id }, clerk),
      server.gql('{ users { pagination { totalCount } } }', {}, clerk),
      server.gql(
        'mutation ($id: ID!) { adjustInventory(input: { productId: $id, adjustment: 1, reason: "Count" }) { product { id } } }',
        { id: widget.id },
        clerk,
      ),
      server.gql('mutation ($id: ID!) { cancelOrder(orderId: $id, reason: "No") { id } }', { id: orderId }, clerk),
      server.gql('{ searchProducts(search: { parameters: [] }) { pagination { totalCount } } }', {}, clerk),
    ])
    expect(refused.map(errorCode)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'])

    const me = await server.gql<{ me: { roles: { name: string; areas: { area: string; level: number }[] }[] } }>(
      '{ me { roles { name areas { area level } } } }',
      {},
      clerk,
    )
    expect(me.data!.me.roles.find((role) => role.name === `order clerk ${tag}`)!.areas).toEqual([
      { area: 'orders', level: 15 },
    ])
  })

  it('keeps a View-only custom role from changing anything, and applies a changed checklist on the next request', async () => {
    const created = await createRole(`order reader ${tag}`, [{ area: 'orders', level: 5 }])
    const roleId = created.data!.createRole.id
    const reader = await holderOf(created.data!.createRole.name)
    const { orderId } = await pendingOrder()
    const read = await server.gql('query ($id: ID!) { orderById(orderId: $id) { id } }', { id: orderId }, reader)
    expect(read.errors).toBeUndefined()
    const advance = () => run(UpdateOrderStatusDocument, { orderId, orderStatus: 'PROCESSING' }, reader)
    expect(errorCode(await advance())).toBe('FORBIDDEN')

    const raised = await server.gql(
      UPDATE_ROLE,
      { request: { id: roleId, name: `order reader ${tag}`, areas: [{ area: 'orders', level: 15 }] } },
      admin,
    )
    expect(raised.errors).toBeUndefined()
    // Same access token: the areas are read per request, not from the token.
    expect((await advance()).errors).toBeUndefined()
  })

  it("refuses a checklist beyond the creator's own levels, a change to a built-in role's, and an unknown area", async () => {
    const hr = await holderOf('hr_manager')
    const beyond = await createRole(`store keeper ${tag}`, [{ area: 'settings', level: 5 }], hr)
    expect(errorCode(beyond)).toBe('FORBIDDEN')
    expect(beyond.errors![0]!.message).toBe('You cannot grant Store settings at View: you hold it at none')
    expect((await createRole(`onboarder ${tag}`, [{ area: 'user_management', level: 10 }], hr)).errors).toBeUndefined()

    const { allRoles } = (
      await server.gql<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }', {}, admin)
    ).data!
    const sales = allRoles.find((role) => role.name === 'sales')!
    const changed = await server.gql(
      UPDATE_ROLE,
      { request: { id: sales.id, name: 'sales', areas: [{ area: 'orders', level: 20 }] } },
      admin,
    )
    expect(errorCode(changed)).toBe('BAD_USER_INPUT')
    expect(changed.errors![0]!.message).toBe(USER_MESSAGES.builtInRoleAreas)

    expect(errorCode(await createRole(`odd ${tag}`, [{ area: 'warehouse', level: 5 }]))).toBe('BAD_USER_INPUT')
    expect(errorCode(await createRole(`odd ${tag}`, [{ area: 'orders', level: 7 }]))).toBe('BAD_USER_INPUT')
  })

  it('treats a custom role checked all over as all access: only an administrator may grant it', async () => {
    const areas = ['products', 'inventory', 'orders', 'customers', 'analytics', 'user_management', 'settings'].map(
      (area) => ({ area, level: 20 }),
    )
    const everything = await createRole(`everything ${tag}`, areas)
    expect(everything.errors).toBeUndefined()
    const { id: targetId } = await insertUser(server.database.db, {
      firstName: 'Tia',
      lastName: `Target${tag}`,
      roles: [['employee', 20]],
    })
    const hr = await holderOf('hr_manager')
    const assign = (token: string) =>
      server.gql(
        'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
        { request: { userId: targetId, roleId: everything.data!.createRole.id, permissionLevel: 20 } },
        token,
      )
    expect(errorCode(await assign(hr))).toBe('FORBIDDEN')
    expect((await assign(admin)).errors).toBeUndefined()
  })
})
