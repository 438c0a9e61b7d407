import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AddCustomerNoteDocument,
  CancelOrderDocument,
  CreateCustomerDocument,
  EraseCustomerDocument,
  ExportCustomersDocument,
  ExportSelectedCustomersDocument,
  GetCustomerDataDocument,
  GetCustomerDocument,
  GetCustomersDocument,
  SearchOrdersDocument,
  SetCustomerActiveDocument,
  SetCustomersActiveDocument,
  UpdateCustomerDocument,
  type CustomerFilterInput,
  type CustomerSortField,
} from '@/gql/graphql'
import { users } from '@/server/db/schema'
import { operationRunner, searchInput } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'
import { insertUser } from './support/user-fixtures'

const DAY = 86_400_000
const NOW = Date.parse('2026-11-20T12:00:00Z')

/** Every customer worked out here from the raw rows: accounts holding the customer role, figures from their orders. */
async function bruteForce(server: TestServer) {
  const { rows } = await server.database.db.execute<{
    id: string
    first_name: string
    last_name: string
    email: string
    phone_number: string | null
    active: boolean
    created_at: string | Date
  }>(sql`select u.id, u.first_name, u.last_name, u.email, u.phone_number, u.active, u.created_at from users u
    where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and lower(r.name) = 'customer')`)
  const { rows: orderRows } = await server.database.db.execute<{
    customer_id: string
    status: string
    total: string
    order_time: string | Date
  }>(sql`select customer_id, status, total_amount::text as total, order_time from orders where customer_id is not null`)
  return rows.map((user) => {
    const own = orderRows.filter((order) => order.customer_id === user.id)
    const paid = own.filter((order) => !['CANCELLED', 'RETURNED'].includes(order.status))
    const times = own.map((order) => new Date(order.order_time).getTime())
    const spentCents = paid.reduce((sum, order) => sum + Math.round(Number(order.total) * 100), 0)
    return {
      id: user.id,
      fullName: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone: user.phone_number,
      active: user.active,
      createdAt: new Date(user.created_at).getTime(),
      orders: own.length,
      spentCents,
      averageCents: paid.length ? Math.round(spentCents / paid.length) : null,
      firstOrderAt: times.length ? Math.min(...times) : null,
      lastOrderAt: times.length ? Math.max(...times) : null,
    }
  })
}
type Expected = Awaited<ReturnType<typeof bruteForce>>[number]

describe.each(DATABASE_TARGETS)('customers (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let made: { id: string; email: string }[]

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    const { db } = server.database
    const product = await insertProduct(db, 12.5, 10_000)
    made = []
    // 24 customers of the test's own: phones on some, 0 to 4 orders of varied status and time, two deactivated.
    for (let i = 0; i < 24; i++) {
      const customer = await insertUser(db, {
        firstName: ['Ada', 'Bo', 'Cy', 'Di'][i % 4]!,
        lastName: `Buyer${String(i).padStart(2, '0')}`,
        roles: [['customer', 20]],
        active: i % 11 !== 5,
      })
      if (i % 3 !== 0)
        await db
          .update(users)
          .set({ phoneNumber: `(555) 7${i}0-12${i % 10}4` })
          .where(eq(users.id, customer.id))
      for (let n = 0; n < i % 5; n++) {
        await insertOrder(db, {
          customerId: customer.id,
          customerName: 'Buyer',
          status: (['PENDING', 'DELIVERED', 'CANCELLED', 'SHIPPED'] as const)[(i + n) % 4],
          orderTime: new Date(NOW - ((i * 7 + n * 3) % 40) * DAY),
          lines: [{ product, quantity: 1 + ((i + n) % 3) }],
        })
      }
      made.push(customer)
    }
  })
  afterAll(() => server.close())

  /** Every page of a filter, walked by nextCursor with small pages. */
  async function walk(filter: CustomerFilterInput) {
    const seen: string[] = []
    let after: string | null | undefined
    let total: number | undefined
    for (let page = 0; page < 50; page++) {
      const result = await run(GetCustomersDocument, { filter: { ...filter, pageSize: 7, after } }, admin)
      expect(result.errors).toBeUndefined()
      const found = result.data!.customers
      total ??= found.pagination.totalCount
      seen.push(...found.customers.map((customer) => customer.id))
      after = found.nextCursor
      if (!after) break
    }
    return { ids: seen, total }
  }

  it('gives each customer the lifetime figures of their orders, and keeps them as an order changes', async () => {
    const check = async () => {
      for (const customer of await bruteForce(server)) {
        const read = await run(GetCustomerDocument, { id: customer.id }, admin)
        const found = read.data!.customer!
        expect({
          orders: found.orderCount,
          spent: Math.round(found.totalSpent * 100),
          average: found.averageOrder === null ? null : Math.round(found.averageOrder * 100),
          first: found.firstOrderAt && Date.parse(found.firstOrderAt),
          last: found.lastOrderAt && Date.parse(found.lastOrderAt),
        }).toEqual({
          orders: customer.orders,
          spent: customer.spentCents,
          average: customer.averageCents,
          first: customer.firstOrderAt,
          last: customer.lastOrderAt,
        })
      }
    }
    await check()
    const customer = made[4]!
    const orders = await run(
      SearchOrdersDocument,
      { search: searchInput({ Customer: customer.id, PageSize: '50' }) },
      admin,
    )
    expect(orders.data!.searchOrders.orders).toHaveLength(4)
    expect(orders.data!.searchOrders.pagination.totalCount).toBe(4)
    const pending = orders.data!.searchOrders.orders.find((order) => order.status === 'PENDING')!
    expect((await run(CancelOrderDocument, { orderId: pending.id, reason: 'test' }, admin)).errors).toBeUndefined()
    await check()
  })

  const matches = (customer: Expected, filter: CustomerFilterInput) => {
    const term = filter.search?.toLowerCase()
    // Only a term that looks like a phone number (no letters) matches phones by their digits.
    const digits = /^[\d\s()+.-]+$/.test(filter.search ?? '') ? filter.search!.replace(/\D/g, '') : ''
    if (
      term &&
      !customer.fullName.toLowerCase().includes(term) &&
      !customer.email.toLowerCase().includes(term) &&
      !customer.phone?.toLowerCase().includes(term) &&
      !(digits.length >= 3 && customer.phone?.replace(/\D/g, '').includes(digits))
    )
      return false
    if (filter.hasOrders != null && customer.orders > 0 !== filter.hasOrders) return false
    if (filter.active != null && customer.active !== filter.active) return false
    if (filter.spentMin != null && customer.spentCents < filter.spentMin * 100) return false
    if (filter.spentMax != null && customer.spentCents > filter.spentMax * 100) return false
    const lastDay = customer.lastOrderAt === null ? null : new Date(customer.lastOrderAt).toISOString().slice(0, 10)
    if (filter.lastOrderFrom && (lastDay === null || lastDay < filter.lastOrderFrom)) return false
    if (filter.lastOrderTo && (lastDay === null || lastDay > filter.lastOrderTo)) return false
    return true
  }

  const numericKeys: Partial<Record<CustomerSortField, (customer: Expected) => number>> = {
    ORDERS: (customer) => customer.orders,
    SPENT: (customer) => customer.spentCents,
    LAST_ORDER: (customer) => customer.lastOrderAt ?? -Infinity,
    SINCE: (customer) => customer.createdAt,
  }

  it.each<CustomerFilterInput>([
    {},
    { search: 'buyer1' },
    { search: '7100' },
    { search: '555 71' },
    { search: 'x7100' },
    { hasOrders: true },
    { hasOrders: false, active: true },
    { active: false },
    { spentMin: 20, spentMax: 80 },
    { lastOrderFrom: '2026-10-25', lastOrderTo: '2026-11-10' },
    { search: 'ada', hasOrders: true, spentMin: 1 },
  ])('finds, counts and sorts as the raw rows say: %j', async (filter) => {
    const expected = (await bruteForce(server)).filter((customer) => matches(customer, filter))
    for (const sortBy of ['NAME', 'EMAIL', 'PHONE', 'ORDERS', 'SPENT', 'LAST_ORDER', 'SINCE'] as const) {
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        const { ids, total } = await walk({ ...filter, sortBy, sortOrder })
        expect(total).toBe(expected.length)
        expect(new Set(ids).size).toBe(ids.length)
        expect([...ids].sort()).toEqual(expected.map((customer) => customer.id).sort())
        const key = numericKeys[sortBy]
        if (key) {
          const byId = new Map(expected.map((customer) => [customer.id, customer]))
          const sign = sortOrder === 'ASC' ? 1 : -1
          const sorted = [...ids].sort(
            (a, b) => sign * (key(byId.get(a)!) - key(byId.get(b)!)) || sign * (a < b ? -1 : a > b ? 1 : 0),
          )
          expect(ids).toEqual(sorted)
        }
      }
    }
  })

  it('counts up to the cap and says when there are more', async () => {
    const capped = await startTestServer(target, { countCap: 3 })
    try {
      const token = await capped.signIn('admin@example.com')
      const result = await operationRunner(capped)(GetCustomersDocument, { filter: { pageSize: 2 } }, token)
      expect(result.data!.customers.pagination).toMatchObject({ totalCount: 3, totalCountIsLowerBound: true })
    } finally {
      await capped.close()
    }
  })

  it('refuses bad filters on their field', async () => {
    const reversed = await run(GetCustomersDocument, { filter: { spentMin: 50, spentMax: 10 } }, admin)
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT')
    expect(reversed.errors![0]!.extensions!.fieldErrors).toMatchObject({ spentMax: expect.any(String) })
    const badDay = await run(GetCustomersDocument, { filter: { lastOrderFrom: 'yesterday' } }, admin)
    expect(errorCode(badDay)).toBe('BAD_USER_INPUT')
    const badCursor = await run(GetCustomersDocument, { filter: { after: 'not-a-cursor' } }, admin)
    expect(errorCode(badCursor)).toBe('BAD_USER_INPUT')
  })

  it('creates a customer, edits their contact details at a version, adds notes and deactivates the account', async () => {
    const created = await run(
      CreateCustomerDocument,
      { input: { firstName: 'Nia', lastName: 'New', email: `nia.${target}@store.example`, phoneNumber: '' } },
      admin,
    )
    expect(created.errors).toBeUndefined()
    const customer = created.data!.createCustomer
    expect(customer).toMatchObject({
      fullName: 'Nia New',
      orderCount: 0,
      totalSpent: 0,
      phoneNumber: null,
      active: true,
    })
    const taken = await run(
      CreateCustomerDocument,
      { input: { firstName: 'Nia', lastName: 'Again', email: `NIA.${target}@store.example` } },
      admin,
    )
    expect(taken.errors![0]!.extensions!.fieldErrors).toMatchObject({ email: expect.any(String) })

    const input = { firstName: 'Nia', lastName: 'New', email: customer.email, phoneNumber: '+1 (555) 010-9999' }
    const badEmail = await run(
      UpdateCustomerDocument,
      { id: customer.id, version: customer.version, input: { ...input, email: 'not an email' } },
      admin,
    )
    expect(badEmail.errors![0]!.extensions!.fieldErrors).toMatchObject({ email: 'Please enter a valid email address' })
    const saved = await run(UpdateCustomerDocument, { id: customer.id, version: customer.version, input }, admin)
    expect(saved.data!.updateCustomer).toMatchObject({
      phoneNumber: '+1 (555) 010-9999',
      version: customer.version + 1,
    })
    const stale = await run(UpdateCustomerDocument, { id: customer.id, version: customer.version, input }, admin)
    expect(errorCode(stale)).toBe('CONFLICT')

    const blank = await run(AddCustomerNoteDocument, { customerId: customer.id, note: { body: '  ' } }, admin)
    expect(errorCode(blank)).toBe('BAD_USER_INPUT')
    await run(AddCustomerNoteDocument, { customerId: customer.id, note: { body: 'Prefers email' } }, admin)
    await run(AddCustomerNoteDocument, { customerId: customer.id, note: { body: 'Called about a refund' } }, admin)
    const read = (await run(GetCustomerDocument, { id: customer.id }, admin)).data!.customer!
    expect(read.notes.map((note) => [note.body, note.authorName])).toEqual([
      ['Called about a refund', 'Ada Admin'],
      ['Prefers email', 'Ada Admin'],
    ])

    const off = await run(SetCustomerActiveDocument, { id: customer.id, version: read.version, active: false }, admin)
    expect(off.data!.setCustomerActive).toMatchObject({ active: false, version: read.version + 1 })
  })

  it('exports the customers a filter matches as CSV, in its sort, formulas neutralised', async () => {
    const formula = await run(
      CreateCustomerDocument,
      { input: { firstName: '=HYPERLINK("x")', lastName: 'Buyer99', email: `formula.${target}@store.example` } },
      admin,
    )
    expect(formula.errors).toBeUndefined()
    const filter = { search: 'buyer', sortBy: 'SPENT' as const, sortOrder: 'DESC' as const }
    const csv = (await run(ExportCustomersDocument, { filter }, admin)).data!.exportCustomers
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('Name,Email,Phone,Orders,Total Spent,Last Order,Customer Since,Status')
    const { ids } = await walk(filter)
    expect(lines).toHaveLength(ids.length + 1)
    expect(csv).toContain(`"'=HYPERLINK(""x"") Buyer99"`)
    const spent = lines.slice(1).map((line) => Number(line.split(',')[4]))
    expect(spent).toEqual([...spent].sort((a, b) => b - a))
  })

  it('exports the customers chosen: the ids ticked by name, or every match of a filter but the unticked, in its sort', async () => {
    const emailsOf = (csv: string) =>
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1])
    const filter = { search: 'buyer', sortBy: 'SPENT' as const, sortOrder: 'DESC' as const }
    const { ids } = await walk(filter)
    const everyone = await bruteForce(server)
    const emailOf = (id: string) => everyone.find((customer) => customer.id === id)!.email
    const unticked = [ids[0]!, ids[5]!]
    const matching = await run(ExportSelectedCustomersDocument, { matching: { filter, exceptIds: unticked } }, admin)
    expect(matching.errors).toBeUndefined()
    expect(emailsOf(matching.data!.exportSelectedCustomers)).toEqual(
      ids.filter((id) => !unticked.includes(id)).map(emailOf),
    )

    const ticked = [made[3]!, made[1]!]
    const byIds = await run(ExportSelectedCustomersDocument, { ids: [...ticked.map((c) => c.id), 'not-an-id'] }, admin)
    expect(emailsOf(byIds.data!.exportSelectedCustomers)).toEqual([made[1]!.email, made[3]!.email])

    const both = await run(ExportSelectedCustomersDocument, { ids: [made[1]!.id], matching: { filter } }, admin)
    expect(errorCode(both)).toBe('BAD_USER_INPUT')
    const badFilter = await run(ExportSelectedCustomersDocument, { matching: { filter: { spentMin: -1 } } }, admin)
    expect(errorCode(badFilter)).toBe('BAD_USER_INPUT')
  })

  it('deactivates the customers chosen by filter but the unticked, moving their versions on, then reactivates by ids', async () => {
    const lastName = `Bulkoff${target}`
    const created: { id: string; version: number }[] = []
    for (const first of ['Ann', 'Ben', 'Cas']) {
      const one = await run(
        CreateCustomerDocument,
        { input: { firstName: first, lastName, email: `${first}.${lastName}@store.example`.toLowerCase() } },
        admin,
      )
      created.push(one.data!.createCustomer)
    }
    const [ann, ben, cas] = created as [(typeof created)[number], (typeof created)[number], (typeof created)[number]]
    const read = async (id: string) => (await run(GetCustomerDocument, { id }, admin)).data!.customer!
    const matching = { filter: { search: lastName }, exceptIds: [ben.id] }
    const off = await run(SetCustomersActiveDocument, { matching, active: false }, admin)
    expect(off.data!.setCustomersActive).toEqual({ message: '2 customers deactivated.', updatedCount: 2 })
    expect(await read(ann.id)).toMatchObject({ active: false, version: ann.version + 1 })
    expect(await read(ben.id)).toMatchObject({ active: true, version: ben.version })
    expect(await read(cas.id)).toMatchObject({ active: false, version: cas.version + 1 })
    // Those already so are left as they were.
    const again = await run(SetCustomersActiveDocument, { matching, active: false }, admin)
    expect(again.data!.setCustomersActive.updatedCount).toBe(0)
    const on = await run(SetCustomersActiveDocument, { ids: [ann.id, ben.id], active: true }, admin)
    expect(on.data!.setCustomersActive).toEqual({ message: '1 customer reactivated.', updatedCount: 1 })
    expect(await read(ann.id)).toMatchObject({ active: true, version: ann.version + 2 })
  })

  it("lists the addresses of the customer's orders, each once, most recent first", async () => {
    const read = (await run(GetCustomerDocument, { id: made[4]!.id }, admin)).data!.customer!
    expect(read.addresses.map((address) => address.address1)).toEqual(['1 Test Street'])
  })

  it('downloads everything about a customer as JSON, then erases them everywhere but their amounts and lines', async () => {
    const { db } = server.database
    const customer = made[8]!
    const phone = '(555) 717-4242'
    await db.update(users).set({ phoneNumber: phone }).where(eq(users.id, customer.id))
    const name = (await run(GetCustomerDocument, { id: customer.id }, admin)).data!.customer!.fullName
    expect(name).toBe('Ada Buyer08')
    await run(AddCustomerNoteDocument, { customerId: customer.id, note: { body: `Spoke with ${name}` } }, admin)
    const exported = JSON.parse(
      (await run(GetCustomerDataDocument, { id: customer.id }, admin)).data!.customerData,
    ) as {
      account: { email: string }
      orders: { id: number; total: number; lines: unknown[]; addresses: { address1: string }[] }[]
      notes: { body: string }[]
    }
    expect(exported.account.email).toBe(customer.email)
    expect(exported.orders).toHaveLength(3)
    expect(exported.orders.every((order) => order.lines.length > 0 && order.addresses[0]?.address1)).toBe(true)
    expect(exported.notes.map((note) => note.body)).toEqual([`Spoke with ${name}`])

    const totalsOf = async () =>
      (
        await db.execute<{ id: number; total: string; lines: string }>(
          sql`select o.id, o.total_amount::text as total, (select count(*) from order_items i where i.order_id = o.id)::text as lines
              from orders o where o.customer_id = ${customer.id} order by o.id`,
        )
      ).rows
    const before = await totalsOf()
    const read = (await run(GetCustomerDocument, { id: customer.id }, admin)).data!.customer!
    const erased = await run(EraseCustomerDocument, { id: customer.id, version: read.version }, admin)
    expect(erased.errors).toBeUndefined()
    expect(erased.data!.eraseCustomer).toMatchObject({ fullName: 'Erased Customer', phoneNumber: null, active: false })
    expect(await totalsOf()).toEqual(before)
    const { rows: kept } = await db.execute<{ name: string; email: string | null; address1: string }>(
      sql`select o.customer_name as name, o.customer_email as email, a.address1 from orders o
          join order_addresses a on a.order_id = o.id where o.customer_id = ${customer.id}`,
    )
    expect(new Set(kept.map((row) => JSON.stringify(row)))).toEqual(
      new Set([JSON.stringify({ name: 'Erased Customer', email: null, address1: 'Erased' })]),
    )

    // No text column of any table holds the name, email or phone any more.
    const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns c
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
            and exists (select 1 from information_schema.tables t where t.table_schema = 'public'
                        and t.table_name = c.table_name and t.table_type = 'BASE TABLE')`,
    )
    expect(columns.length).toBeGreaterThan(20)
    for (const { table_name, column_name } of columns) {
      for (const value of [name, customer.email, phone]) {
        const { rows } = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}
              where ${sql.identifier(column_name)}::text ilike ${`%${value}%`}`,
        )
        expect({ table_name, column_name, value, n: rows[0]!.n }).toMatchObject({ n: 0 })
      }
    }
  })

  it('is not a customer page for staff', async () => {
    const staff = await insertUser(server.database.db, {
      firstName: 'Staff',
      lastName: 'Member',
      roles: [['employee', 20]],
    })
    expect((await run(GetCustomerDocument, { id: staff.id }, admin)).data!.customer).toBeNull()
  })
})
