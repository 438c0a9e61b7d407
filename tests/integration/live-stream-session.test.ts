import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  ChangePasswordDocument,
  LogoutDocument,
  ProductChangedDocument,
  RemoveUserRoleDocument,
  SetUserActiveDocument,
  UpdateProductDocument,
} from '@/gql/graphql'
import { roles } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { insertProduct } from './support/order-fixtures'
import { subscribe, type Subscription } from './support/sse'
import { DATABASE_TARGETS, DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server'
import { insertUser, mintSession } from './support/user-fixtures'

type ProductChanged = Awaited<ReturnType<typeof subscribe<{ productChanged: { productId: string } }, object>>>

/** Every result the stream still holds or receives within `quietMs`. */
async function remaining<T>(stream: Subscription<T>, quietMs = 300) {
  const results = []
  for (;;) {
    try {
      results.push(await stream.next(quietMs))
    } catch {
      return results
    }
  }
}

/** Whether the stream ended within `ms`. */
const endsWithin = (stream: Subscription<unknown>, ms: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))])

describe.each(DATABASE_TARGETS)('live streams follow the session (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  /** A stock clerk of the test's own with a session, following a product of its own that it has seen change once. */
  async function followedProduct() {
    const { db } = server.database
    const clerk = await insertUser(db, {
      firstName: 'Stream',
      lastName: 'Clerk',
      roles: [
        ['employee', 5],
        ['inventory_manager', 15],
      ],
    })
    const session = await mintSession(db, clerk.id)
    const product = await insertProduct(db, 20, 10)
    const stream: ProductChanged = await subscribe(
      server.url,
      ProductChangedDocument,
      { productId: product.id },
      session.token,
    )
    const change = (price: number) => run(UpdateProductDocument, { id: product.id, input: { price } }, admin)
    expect((await change(21)).errors).toBeUndefined()
    expect((await stream.next()).data?.productChanged.productId).toBe(product.id)
    return { clerk, session, stream, change }
  }

  /** Ends the stream's access with `end`, then proves the server closed it within 2 s with the reason, and nothing else. */
  async function expectClosedAfter(
    setup: Awaited<ReturnType<typeof followedProduct>>,
    end: () => Promise<unknown>,
    code: string,
  ) {
    try {
      await end()
      expect(await endsWithin(setup.stream, 2000)).toBe(true)
      const after = await remaining(setup.stream)
      expect(after.map((result) => result.errors?.[0]?.extensions?.code)).toEqual([code])
      expect(after.some((result) => result.data)).toBe(false)
    } finally {
      setup.stream.close()
    }
  }

  it('closes the stream of a user who is deactivated, within 2 s and without another event', async () => {
    const setup = await followedProduct()
    await expectClosedAfter(
      setup,
      async () => {
        const done = await run(SetUserActiveDocument, { userId: setup.clerk.id, active: false }, admin)
        expect(done.errors).toBeUndefined()
      },
      'UNAUTHENTICATED',
    )
  })

  it('closes the stream of a session that logs out, within 2 s', async () => {
    const setup = await followedProduct()
    await expectClosedAfter(
      setup,
      async () => {
        const done = await run(LogoutDocument, { refreshToken: setup.session.refreshToken }, setup.session.token)
        expect(done.errors).toBeUndefined()
      },
      'UNAUTHENTICATED',
    )
  })

  it('closes the stream of a session whose password was changed from another session, within 2 s', async () => {
    const setup = await followedProduct()
    const other = await mintSession(server.database.db, setup.clerk.id)
    await expectClosedAfter(
      setup,
      async () => {
        const done = await run(
          ChangePasswordDocument,
          { input: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password-2' } },
          other.token,
        )
        expect(done.errors).toBeUndefined()
      },
      'UNAUTHENTICATED',
    )
  })

  /** The role that opens products and inventory, which the followed product's stream needs. */
  const inventoryManagerRole = async () => {
    const [role] = await server.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'inventory_manager'))
    return role!
  }

  it('closes the stream of a user whose role is removed, within 2 s', async () => {
    const setup = await followedProduct()
    const role = await inventoryManagerRole()
    await expectClosedAfter(
      setup,
      async () => {
        const done = await run(RemoveUserRoleDocument, { request: { userId: setup.clerk.id, roleId: role.id } }, admin)
        expect(done.errors).toBeUndefined()
      },
      'FORBIDDEN',
    )
  })

  it('does not deliver an event that comes right after the area was taken away', async () => {
    const setup = await followedProduct()
    const role = await inventoryManagerRole()
    await expectClosedAfter(
      setup,
      async () => {
        await run(RemoveUserRoleDocument, { request: { userId: setup.clerk.id, roleId: role.id } }, admin)
        expect((await setup.change(22)).errors).toBeUndefined()
      },
      'FORBIDDEN',
    )
  })

  it('refuses a user an eleventh stream, and takes one again once another closed', async () => {
    const { db } = server.database
    const clerk = await insertUser(db, {
      firstName: 'Many',
      lastName: 'Tabs',
      roles: [
        ['employee', 5],
        ['inventory_manager', 5],
      ],
    })
    const { token } = await mintSession(db, clerk.id)
    const open = () => subscribe(server.url, ProductChangedDocument, {}, token)
    const streams = [] as ProductChanged[]
    try {
      for (let n = 0; n < 10; n += 1) streams.push(await open())
      // Each of the ten is taken: a change reaches all of them.
      const product = await insertProduct(db, 20, 10)
      await run(UpdateProductDocument, { id: product.id, input: { price: 30 } }, admin)
      for (const stream of streams) expect((await stream.next()).data?.productChanged.productId).toBe(product.id)

      const eleventh = await open()
      streams.push(eleventh)
      const refused = await eleventh.next()
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
      expect(refused.errors?.[0]?.message).toMatch(/10 live updates open/)

      streams[0]!.close()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = await open()
      streams.push(again)
      expect(await endsWithin(again, 300)).toBe(false)
    } finally {
      for (const stream of streams) stream.close()
    }
  })
})
