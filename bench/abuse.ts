/**
 * Sign-in abuse against signed-in staff, on PostgreSQL.
 *
 *   npm run bench:abuse
 *
 * The real app in process on a fresh database (BENCH_DATABASE_URL or TEST_DATABASE_URL, else the local server),
 * seeded small. 20 signed-in staff loop over me, searchProducts and searchOrders, first alone (the reference),
 * then while 100 attackers (in a worker thread, each from an address of its own through X-Forwarded-For and
 * trustProxy) send bad sign-ins for unknown accounts back to back.
 * Prints the load average, staff p50/p99 in both phases and the attackers' outcomes. BENCH_SECONDS (30) sets
 * the attack's length; the reference runs a third as long.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { buildApp } from '@/server/app'
import { migrate, openDatabase } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const STAFF = 20
const ATTACKERS = 100
const STAFF_CALLS = [
  { query: '{ me { id } }' },
  {
    query: 'query ($s: SearchInput!) { searchProducts(search: $s) { pagination { totalCount } } }',
    variables: { s: { parameters: [{ key: 'Search', value: ['a'] }] } },
  },
  {
    query: 'query ($s: SearchInput!) { searchOrders(search: $s) { pagination { totalCount } } }',
    variables: { s: { parameters: [] } },
  },
]

interface Answer {
  errors?: { extensions?: { code?: string } }[]
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

/**
 * The attackers loop in a worker thread, so their client work does not share the server's event loop. Each
 * has an address of its own and sends bad sign-ins for unknown accounts back to back until the time is up.
 */
function runAttackers(url: string, seconds: number): Promise<Record<string, number>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const { url, seconds, attackers } = workerData
    const until = Date.now() + seconds * 1000
    const outcomes = {}
    let n = 0
    const attacker = async (index) => {
      while (Date.now() < until) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.' + (index >> 8) + '.' + (index & 255) },
          body: JSON.stringify({
            query: 'mutation ($t: LoginInput!) { login(token: $t) { token } }',
            variables: { t: { email: 'nobody-' + n++ + '@example.com', password: 'guess' } },
          }),
        })
        const answer = await response.json()
        const outcome = answer.errors?.[0]?.extensions?.code ?? 'OK'
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
      }
    }
    Promise.all(Array.from({ length: attackers }, (_, index) => attacker(index))).then(() => parentPort.postMessage(outcomes))
  `
  const worker = new Worker(code, { eval: true, workerData: { url, seconds, attackers: ATTACKERS } })
  return new Promise((resolve, reject) => {
    worker.once('message', (outcomes: Record<string, number>) => {
      void worker.terminate()
      resolve(outcomes)
    })
    worker.once('error', reject)
  })
}

async function main() {
  const database = await createTestDatabase(ADMIN_URL, 'storefront_bench_abuse')
  const opened = await openDatabase({ url: database.url })
  const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-bench-abuse-'))
  try {
    await migrate(opened)
    await seedDemoData(opened.db, { size: 'small' })
    const app = await buildApp({
      db: opened.db,
      jwtSecret: 'bench-abuse-signing-key-long-enough-for-hs256',
      uploadsDir,
      trustProxy: true,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`
    const post = async (body: unknown, headers: Record<string, string>): Promise<Answer> => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
      return (await response.json()) as Answer
    }

    const tokens: string[] = []
    for (let i = 0; i < STAFF; i++) {
      const answer = (await post(
        {
          query: 'mutation ($t: LoginInput!) { login(token: $t) { token } }',
          variables: { t: { email: 'admin@example.com', password: 'demo-password-1' } },
        },
        {},
      )) as Answer & { data?: { login: { token: string } } }
      if (!answer.data) throw new Error(`staff sign-in failed: ${JSON.stringify(answer.errors)}`)
      tokens.push(answer.data.login.token)
    }

    const staffPhase = async (seconds: number, attack: boolean) => {
      const latencies: number[] = []
      let staffErrors = 0
      const until = performance.now() + seconds * 1000
      const staff = tokens.map(async (token, worker) => {
        for (let call = worker; performance.now() < until; call++) {
          const started = performance.now()
          const answer = await post(STAFF_CALLS[call % STAFF_CALLS.length], { authorization: `Bearer ${token}` })
          latencies.push(performance.now() - started)
          if (answer.errors?.length) staffErrors++
        }
      })
      const attackers = attack ? runAttackers(url, seconds) : Promise.resolve({})
      const [outcomes] = await Promise.all([attackers, ...staff])
      const sorted = latencies.sort((a, b) => a - b)
      return {
        requests: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        staffErrors,
        outcomes,
      }
    }

    console.log(`cores ${cpus().length}, load average before ${load()}`)
    const alone = await staffPhase(Math.max(5, SECONDS / 3), false)
    console.log(
      `staff alone (${STAFF} clients): ${alone.requests} requests, p50 ${alone.p50.toFixed(0)} ms, p99 ${alone.p99.toFixed(0)} ms`,
    )
    const attacked = await staffPhase(SECONDS, true)
    console.log(
      `staff under attack (${ATTACKERS} attackers, ${SECONDS} s): ${attacked.requests} requests, ` +
        `p50 ${attacked.p50.toFixed(0)} ms, p99 ${attacked.p99.toFixed(0)} ms, staff errors ${attacked.staffErrors}`,
    )
    console.log('attackers:', attacked.outcomes)
    console.log(`load average after ${load()}; staff p99 under 300 ms: ${attacked.p99 < 300 ? 'yes' : 'NO'}`)
    await app.close()
  } finally {
    await opened.close()
    await database.drop()
    await rm(uploadsDir, { recursive: true, force: true })
  }
}

await main()
