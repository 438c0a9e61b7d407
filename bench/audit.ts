/**
 * The Activity screen over a large audit log: its first page, and a filtered page (one person, one area, the last 30
 * days), through the app's own GraphQL, beside the raw-SQL reference of the same page in the same run.
 *
 *   npm run bench:audit        # BENCH_EVENTS (10000000), BENCH_RUNS (15), BENCH_AUDIT_URL, BENCH_AUDIT_FRESH=1
 *
 * PostgreSQL only: the database BENCH_AUDIT_URL (bench_audit on BENCH_DATABASE_URL or TEST_DATABASE_URL's server) is
 * created and filled on first use, and reused while it holds BENCH_EVENTS generated events (BENCH_AUDIT_FRESH=1 drops
 * it and fills it again). Filling is set-based (generate_series, values from hashes of the row number): the small
 * demo store for the accounts, then BENCH_EVENTS events over the last 730 days by 100 people (some far busier than
 * others) in the seven areas, weighted as a store's work is (orders 40 %, products 20 %, inventory and sign-ins 15 %
 * each, customers 6 %, user management 3 %, settings 1 %), each with its record, before → after and request details.
 * The secondary indexes are dropped while loading and built again after. The events are written as sealed, with
 * placeholder hashes: the chain is not what is measured, and sealing ten million events one by one would take hours.
 * Each case is the full GraphQL request through the real app in process (signed in), warm, p50 and p95 over
 * BENCH_RUNS runs; the load average is printed at the start and the end.
 */
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { DEMO_USER_AGENTS as USER_AGENTS } from '@/server/db/seed-audit'
import { dropSecondaryIndexes } from '@/server/db/seed-bulk-catalogue'
import { signedInApp } from './support/app-client'
import { openOrCreateDatabase } from './support/bench-database'
import { runInLanes } from './support/lanes'
import { machine, ms, step, timeRuns } from './support/measure'
import { adminQuery } from './support/order-data'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const URL_ = process.env.BENCH_AUDIT_URL ?? Object.assign(new URL(SERVER_URL), { pathname: '/bench_audit' }).href
const CHUNK = 1_000_000
const DAY = 86_400_000
const SPAN_DAYS = 730

const FIRST = ['Ada', 'Ben', 'Carla', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jana']
const LAST = ['Berg', 'Costa', 'Dahl', 'Eriksen', 'Fischer', 'Garcia', 'Horvat', 'Ito', 'Jensen', 'Kowalski']
const textArray = (words: readonly string[]) => sql.raw(`array[${words.map((word) => `'${word}'`).join(',')}]`)

/** Events n in [from, to]: set-based, one statement. */
function insertEvents(db: Db, from: number, to: number, end: number) {
  /** Microseconds between one event and the next. */
  const gap = (SPAN_DAYS * DAY * 1000) / EVENTS
  return db.execute(sql`
    with draws as (
      select n,
        -- A person: the square root of a uniform draw, so the later ones are far busier than the first.
        floor(sqrt(abs(hashint8(n * 7 + 1)::bigint) % 10000))::int as k,
        abs(hashint8(n * 7 + 2)::bigint) % 100 as bucket,
        abs(hashint8(n * 7 + 3)::bigint) as r,
        abs(hashint8(n * 7 + 4)::bigint) as s
      from generate_series(${from}::bigint, ${to}::bigint) as n
    ), shaped as (
      select *, case when bucket < 40 then 'orders' when bucket < 60 then 'products' when bucket < 75 then 'inventory'
                     when bucket < 90 then 'auth' when bucket < 96 then 'customers' when bucket < 99 then 'user_management'
                     else 'settings' end as area
      from draws
    )
    insert into audit_events (at, actor_id, actor_name, address, user_agent, request_id, action, area, record_type,
      record_id, record_label, changes, summary, seal, prev_hash, hash)
    select
      to_timestamp(${end / 1000}::double precision) - (${EVENTS}::bigint - n) * ${gap}::double precision * interval '1 microsecond'
        - (s % 1000000) * interval '1 microsecond',
      case when area = 'auth' and r % 20 = 0 then null else md5('actor' || k)::uuid end,
      case when area = 'auth' and r % 20 = 0 then null
           else (${textArray(FIRST)})[1 + k % 10] || ' ' || (${textArray(LAST)})[1 + k / 10] end,
      '10.20.' || (k % 16) || '.' || (k % 250 + 2),
      (${textArray(USER_AGENTS)})[(1 + (k + n / 100000) % 5)::int],
      'req-' || (n % 1000000),
      case area
        when 'orders' then (array['order.status', 'order.status', 'order.status', 'order.note', 'order.update',
                                  'orders.export'])[(1 + r % 6)::int]
        when 'products' then (array['product.update', 'product.update', 'product.status', 'product.create',
                                    'products.export'])[(1 + r % 5)::int]
        when 'inventory' then (array['inventory.adjust', 'inventory.adjust', 'product.stock',
                                     'inventory.upload_apply'])[(1 + r % 4)::int]
        when 'auth' then case when r % 20 = 0 then 'auth.sign_in_failed'
                              else (array['auth.sign_in', 'auth.sign_in', 'auth.sign_out', 'auth.password_change'])[(1 + r % 4)::int] end
        when 'customers' then (array['customer.update', 'customer.note', 'customer.deactivate'])[(1 + r % 3)::int]
        when 'user_management' then (array['role.grant', 'user.update', 'group.add_member', 'user.password_reset_issued'])[(1 + r % 4)::int]
        else 'settings.two_step_policy' end,
      area,
      case area when 'orders' then 'order' when 'products' then 'product' when 'inventory' then 'product'
                when 'settings' then null else 'user' end,
      case area when 'orders' then (10001 + s % 5000000)::text
                when 'products' then md5('product' || s % 200000)::uuid::text
                when 'inventory' then md5('product' || s % 200000)::uuid::text
                when 'customers' then md5('customer' || s % 1000000)::uuid::text
                when 'settings' then null
                else md5('actor' || k)::uuid::text end,
      case area when 'orders' then '#' || (10001 + s % 5000000)
                when 'products' then 'SKU-' || lpad((s % 200000)::text, 6, '0')
                when 'inventory' then 'SKU-' || lpad((s % 200000)::text, 6, '0')
                when 'customers' then 'customer' || s % 1000000 || '@mail.example'
                when 'settings' then null
                else lower((${textArray(FIRST)})[1 + k % 10] || '.' || (${textArray(LAST)})[1 + k / 10]) || k || '@storefront.example' end,
      case area
        when 'orders' then jsonb_build_object('status', jsonb_build_object('before', 'PENDING', 'after', 'PROCESSING'))
        when 'products' then jsonb_build_object('price', jsonb_build_object('before', (s % 50000) / 100.0 + 2,
                                                                             'after', (r % 50000) / 100.0 + 2))
        when 'inventory' then jsonb_build_object('stock', jsonb_build_object('before', s % 500, 'after', r % 500))
        when 'customers' then jsonb_build_object('phoneNumber', jsonb_build_object(
                                'before', '(555) 010-' || lpad((s % 10000)::text, 4, '0'),
                                'after', '(555) 011-' || lpad((r % 10000)::text, 4, '0')))
        when 'user_management' then jsonb_build_object('roles', jsonb_build_object(
                                'before', jsonb_build_array('employee (20)'),
                                'after', jsonb_build_array('employee (20)', 'order_manager (15)')))
        else null end,
      case when area = 'settings' then jsonb_build_object('required', r % 2 = 0) end,
      n,
      md5((n - 1)::text) || md5((n - 1)::text || 'h'),
      md5(n::text) || md5(n::text || 'h')
    from shaped`)
}

async function openBenchAudit(): Promise<{ db: Db; close: () => Promise<void> }> {
  const name = new URL(URL_).pathname.slice(1)
  if (process.env.BENCH_AUDIT_FRESH === '1') await adminQuery(`drop database if exists ${pg.escapeIdentifier(name)}`)
  const database = await openOrCreateDatabase(URL_)
  const db = database.db
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from audit_events where seal is not null`,
  )
  if (rows[0]!.count === EVENTS) return { db, close: () => database.close() }
  if (rows[0]!.count > 0) throw new Error(`${name} holds ${rows[0]!.count} events: run with BENCH_AUDIT_FRESH=1`)
  console.log(`Filling ${name} with ${EVENTS.toLocaleString('en-US')} audit events (${machine()}):`)
  await step('demo accounts', () => seedDemoData(db, { size: 'small' }))
  const indexes = await dropSecondaryIndexes(db, ['audit_events'])
  const end = Date.now()
  const chunks = Math.ceil(EVENTS / CHUNK)
  await step(`events, ${chunks} chunks in 2 lanes`, () =>
    runInLanes(chunks, 2, (index) => insertEvents(db, index * CHUNK + 1, Math.min(EVENTS, (index + 1) * CHUNK), end)),
  )
  await step(`${indexes.length} indexes, 2 at a time`, () =>
    runInLanes(indexes.length, 2, (index) => db.execute(sql.raw(indexes[index]!))),
  )
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze audit_events`))
  return { db, close: () => database.close() }
}

const PAGE = `query ($filter: AuditEventFilterInput, $after: String, $first: Int) {
  auditEvents(filter: $filter, after: $after, first: $first) {
    nextCursor
    events { id at actorId actorName address userAgent requestId action area recordType recordId recordLabel summary
      changes { field before after secret } }
  }
}`
const HISTORY = `query ($recordType: AuditRecordType!, $recordId: ID!) {
  recordHistory(recordType: $recordType, recordId: $recordId) {
    nextCursor
    events { id at actorName action recordLabel summary changes { field before after secret } }
  }
}`
const COLUMNS = sql.raw(`id, at, actor_id, actor_name, address, user_agent, request_id, action, area, record_type,
  record_id, record_label, changes, summary`)

interface Case {
  name: string
  variables: () => Promise<Record<string, unknown>> | Record<string, unknown>
  /** The same page, written by hand. */
  reference: SQL
}

async function main() {
  const { db, close } = await openBenchAudit()
  const startLoad = machine()
  const since = new Date(Date.now() - 30 * DAY)
  // A person of middling activity, in the products area.
  const person = 60
  const [{ id: personId, name: personName } = { id: '', name: '' }] = (
    await db.execute<{ id: string; name: string }>(
      sql`select actor_id::text as id, actor_name as name from audit_events
          where actor_id = md5(${`actor${person}`})::uuid limit 1`,
    )
  ).rows
  const counts = (
    await db.execute<{ total: number; filtered: number }>(sql`
      select (select count(*)::int from audit_events) as total,
             (select count(*)::int from audit_events where actor_id = ${personId}::uuid and area = 'products'
                and at >= ${since.toISOString()}::timestamptz) as filtered`)
  ).rows[0]!
  console.log(
    `${counts.total.toLocaleString('en-US')} events; ${personName}'s in products over the last 30 days: ` +
      `${counts.filtered.toLocaleString('en-US')}; ${RUNS} runs a case; start: ${startLoad}`,
  )
  const app = await signedInApp(db)
  const filter = { actorId: personId, area: 'products', from: since.toISOString() }
  const secondPage = async () => {
    const first = (await app.call(PAGE, { filter })) as { auditEvents: { nextCursor: string } }
    return { filter, after: first.auditEvents.nextCursor }
  }
  const filteredSql = sql`select ${COLUMNS} from audit_events
    where actor_id = ${personId}::uuid and area = 'products' and at >= ${since.toISOString()}::timestamptz
    order by at desc, id desc limit 51`
  const cases: Case[] = [
    {
      name: 'first page (50 newest)',
      variables: () => ({}),
      reference: sql`select ${COLUMNS} from audit_events order by at desc, id desc limit 51`,
    },
    { name: 'one person, one area, last 30 days', variables: () => ({ filter }), reference: filteredSql },
    { name: '… its second page (cursor)', variables: secondPage, reference: filteredSql },
    {
      name: "one person by name ('" + personName.toLowerCase() + "'), one area, 30 days",
      variables: () => ({ filter: { ...filter, actorId: undefined, person: personName.toLowerCase() } }),
      reference: sql`select ${COLUMNS} from audit_events
        where actor_name ilike ${`%${personName}%`} and area = 'products' and at >= ${since.toISOString()}::timestamptz
        order by at desc, id desc limit 51`,
    },
    {
      name: "free text 'SKU-012345', last 30 days (not indexed)",
      variables: () => ({ filter: { search: 'SKU-012345', from: since.toISOString() } }),
      reference: sql`select ${COLUMNS} from audit_events
        where (record_label ilike '%SKU-012345%' or action ilike '%SKU-012345%' or actor_name ilike '%SKU-012345%')
          and at >= ${since.toISOString()}::timestamptz
        order by at desc, id desc limit 51`,
    },
  ]
  const lines = ['| Case | p50 | p95 | raw SQL p50 / p95, same run |', '| --- | ---: | ---: | ---: |']
  try {
    for (const { name, variables, reference } of cases) {
      const values = await variables()
      const { p50, p95 } = await timeRuns(RUNS, () => app.call(PAGE, values))
      const raw = await timeRuns(RUNS, () => db.execute(reference))
      console.log(`${name.padEnd(58)} ${ms(p50)} / ${ms(p95)}  raw ${ms(raw.p50)} / ${ms(raw.p95)}  (${machine()})`)
      lines.push(`| ${name} | ${ms(p50)} | ${ms(p95)} | ${ms(raw.p50)} / ${ms(raw.p95)} |`)
    }
    // A product's History tab (recordHistory, 20 a page): the record index.
    const productId = (await db.execute<{ id: string }>(sql`select md5('product12345')::uuid::text as id`)).rows[0]!.id
    const history = await timeRuns(RUNS, () => app.call(HISTORY, { recordType: 'PRODUCT', recordId: productId }))
    const historyRaw = await timeRuns(RUNS, () =>
      db.execute(sql`select ${COLUMNS} from audit_events where record_type = 'product' and record_id = ${productId}
        order by at desc, id desc limit 21`),
    )
    const name = "a product's History (SKU-012345)"
    console.log(
      `${name.padEnd(58)} ${ms(history.p50)} / ${ms(history.p95)}  raw ${ms(historyRaw.p50)} / ${ms(historyRaw.p95)}  (${machine()})`,
    )
    lines.push(`| ${name} | ${ms(history.p50)} | ${ms(history.p95)} | ${ms(historyRaw.p50)} / ${ms(historyRaw.p95)} |`)
    const plans = await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${filteredSql}`)
    console.log(`\nPlan of the filtered page: ${plans.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`)
  } finally {
    await app.close()
  }
  console.log(`\nstart: ${startLoad}\nend:   ${machine()}\n${lines.join('\n')}`)
  await close()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
