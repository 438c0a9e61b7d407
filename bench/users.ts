/**
 * The user list (search by name or email, pages, the tab counts) over a million customer accounts.
 *
 *   npm run bench:users        # BENCH_USERS (1000000), BENCH_RUNS (20), BENCH_USERS_URL
 *
 * PostgreSQL only: the database BENCH_USERS_URL (postgres://postgres@127.0.0.1:5432/bench_users) is created and
 * seeded on first use (the demo accounts, then BENCH_USERS customers in one set-based statement) and reused while it
 * holds that many. Each case is the full GraphQL request through the real app in process, warm, p50 and p95 over
 * BENCH_RUNS runs; beside it, in the same run, the raw-SQL reference: the count of the term's matches through the
 * trigram index (of all users without a term).
 */
import { sql, type SQL } from 'drizzle-orm'
import { GetUserRolesGroupCountsDocument, GetUsersDocument, type UserFilterInput } from '@/gql/graphql'
import type { Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { signedInApp } from './support/app-client'
import { openOrCreateDatabase } from './support/bench-database'
import { machine, ms, step, timeRuns } from './support/measure'

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const URL_ = process.env.BENCH_USERS_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_users'

const FIRST = ['Ada', 'Ben', 'Carla', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jana', 'Kofi', 'Lena']
const LAST = ['Berg', 'Costa', 'Dahl', 'Eriksen', 'Fischer', 'Garcia', 'Horvat', 'Ito', 'Jensen', 'Kowalski']
const textArray = (words: string[]) => sql.raw(`array[${words.map((word) => `'${word}'`).join(',')}]`)

/** In the seeded accounts: 'customer0123456' is one email; 'lena' begins 1 in 12 first names; 'zebra' is nowhere. */
const CASES: { name: string; filter: UserFilterInput; term?: string }[] = [
  { name: 'first page, by first name', filter: {} },
  { name: 'page 200', filter: { offset: 1_990 } },
  { name: 'sorted by email, descending', filter: { sortBy: 'EMAIL', sortOrder: 'DESC' } },
  { name: "email 'customer0123456'", filter: { search: 'customer0123456' }, term: 'customer0123456' },
  { name: "full name 'lena ito 12345'", filter: { search: 'lena ito 12345' }, term: 'lena ito 12345' },
  { name: "common first name 'lena'", filter: { search: 'lena' }, term: 'lena' },
  { name: "no-hit term 'zebra'", filter: { search: 'zebra' }, term: 'zebra' },
  { name: "'lena' + inactive", filter: { search: 'lena', status: ['INACTIVE'] }, term: 'lena' },
]

async function openBenchUsers(): Promise<Db> {
  const name = new URL(URL_).pathname.slice(1)
  const database = await openOrCreateDatabase(URL_)
  const db = database.db
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`)
  if (rows[0]!.count >= USERS) return db
  if (rows[0]!.count > 0) throw new Error(`${name} holds ${rows[0]!.count} users: drop it to seed ${USERS}`)
  console.log(`Seeding ${USERS.toLocaleString('en-US')} customer accounts into ${name}:`)
  await step('demo accounts', () => seedDemoData(db, { size: 'small' }))
  await step('customers', () =>
    db.execute(sql`
      insert into users (email, first_name, last_name, active)
      select 'customer' || lpad(n::text, 7, '0') || '@bench.example',
             (${textArray(FIRST)})[1 + n % ${FIRST.length}],
             (${textArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] || ' ' || n,
             n % 20 <> 0
      from generate_series(1, ${USERS}::int) as n`),
  )
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze users`))
  return db
}

/** Median of five raw counts of the term's matches through the search index (all users without a term). */
async function reference(db: Db, term: string | undefined) {
  const statement: SQL = term
    ? sql`select count(*) from users where lower(first_name || ' ' || last_name || ' ' || email) like ${`%${term}%`}`
    : sql`select count(*) from users`
  return (await timeRuns(5, () => db.execute(statement))).p50
}

async function main() {
  const db = await openBenchUsers()
  console.log(`users list over ${USERS.toLocaleString('en-US')} customer accounts, ${RUNS} runs a case; ${machine()}`)
  const app = await signedInApp(db)
  const lines = ['| Case | Found | p50 | p95 | raw count, same run |', '| --- | ---: | ---: | ---: | ---: |']
  try {
    for (const { name, filter, term } of CASES) {
      const request = () => app.call(String(GetUsersDocument), { filter })
      const first = (await request()) as {
        users: { pagination: { totalCount: number; totalCountIsLowerBound: boolean } }
      }
      const { totalCount, totalCountIsLowerBound } = first.users.pagination
      const found = `${totalCount.toLocaleString('en-US')}${totalCountIsLowerBound ? '+' : ''}`
      const { p50, p95 } = await timeRuns(RUNS, request)
      const raw = await reference(db, term)
      console.log(`${name.padEnd(34)} ${found.padStart(9)}  ${ms(p50)} / ${ms(p95)}  raw ${ms(raw)}  (${machine()})`)
      lines.push(`| ${name} | ${found} | ${ms(p50)} | ${ms(p95)} | ${ms(raw)} |`)
    }
    const counts = await timeRuns(RUNS, () => app.call(String(GetUserRolesGroupCountsDocument)))
    const raw = await reference(db, undefined)
    lines.push(`| tab counts (users, roles, groups) | | ${ms(counts.p50)} | ${ms(counts.p95)} | ${ms(raw)} |`)
  } finally {
    await app.close()
  }
  console.log(`\n${machine()}\n${lines.join('\n')}`)
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
