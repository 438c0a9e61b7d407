import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportOrdersDocument, SearchOrdersDocument } from '@/gql/graphql'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { operationRunner, searchInput } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

type Parameters = Record<string, string | string[]>

/** The rows of a CSV without quoted line breaks, split into cells (enough for these exports). */
const csvRows = (csv: string) => csv.trimEnd().split('\r\n')

describe.each(DATABASE_TARGETS)('exporting orders on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let viewer: string

  const exportCsv = (parameters: Parameters, token = viewer) =>
    run(ExportOrdersDocument, { search: searchInput(parameters) }, token)
  const listed = async (parameters: Parameters) =>
    (await run(SearchOrdersDocument, { search: searchInput({ PageSize: '100', ...parameters }) }, viewer)).data!
      .searchOrders.orders

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    viewer = await server.signIn('viewer@example.com')
  })
  afterAll(() => server.close())

  it('exports every order the filters match, in the list sort, ignoring paging', async () => {
    const parameters = { PaymentMethod: 'CREDIT_CARD', SortBy: 'total', SortOrder: 'asc' }
    const expected = await listed(parameters)
    expect(expected.length).toBeGreaterThan(0)
    const csv = (await exportCsv({ ...parameters, PageSize: '1', Skip: '5' })).data!.exportOrders
    const [header, ...rows] = csvRows(csv)
    expect(header).toBe('Order ID,Date,Customer,Email,Status,Items,Payment,Delivery,Subtotal,Shipping,Tax,Total')
    expect(rows.map((row) => row.split(',')[0])).toEqual(expected.map((order) => order.id))
    expect(rows.every((row) => row.includes(',Credit Card,'))).toBe(true)
    const first = expected[0]!
    expect(rows[0]).toContain(`,${first.itemCount},Credit Card,`)
    expect(rows[0]!.endsWith(`,${first.totalAmount.toFixed(2)}`)).toBe(true)
  })

  it('exports the date range and the search the list shows, and an empty match as the header alone', async () => {
    const all = await listed({})
    const day = all[Math.floor(all.length / 2)]!.orderTime.slice(0, 10)
    const thatDay = await listed({ From: day, To: day })
    const rows = csvRows((await exportCsv({ From: day, To: day })).data!.exportOrders).slice(1)
    expect(rows.map((row) => row.split(',')[0])).toEqual(thatDay.map((order) => order.id))
    expect(csvRows((await exportCsv({ Search: 'nobody-has-this-name' })).data!.exportOrders)).toHaveLength(1)
  })

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const product = await insertProduct(server.database.db, 5, 10)
    const id = await insertOrder(server.database.db, {
      customerName: '=HYPERLINK("http://evil.example","x")',
      lines: [{ product, quantity: 1 }],
    })
    const csv = (await exportCsv({ Search: id })).data!.exportOrders
    expect(csv).toContain(`${id},`)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csv).not.toMatch(/,=HYPERLINK/)
  })

  it('refuses filters it does not understand, and callers without the orders area', async () => {
    expect(errorCode(await exportCsv({ PaymentMethod: 'BARTER' }))).toBe('BAD_USER_INPUT')
    expect(errorCode(await exportCsv({ From: '2026-11-02', To: '2026-11-01' }))).toBe('BAD_USER_INPUT')
    expect(errorCode(await exportCsv({}, ''))).toBe('UNAUTHENTICATED')
    const analyst = await server.signIn('stock@example.com')
    expect(errorCode(await exportCsv({}, analyst))).toBe('FORBIDDEN')
  })
})
