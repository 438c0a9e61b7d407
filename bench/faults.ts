/**
 * Fault benchmark: 60 s of 20 signed-in clients writing (16 adding 1 to a product's stock, 4 editing an order each)
 * against the real server on a PostgreSQL cluster and a Redis of its own, while PostgreSQL is restarted three times,
 * Redis is stopped for 15 s, and the server is killed (SIGKILL) during an inventory upload and started again, as a
 * supervisor would. Prints the load average, the longest time a client went without a successful write, and the
 * acknowledged and lost writes (lost must be 0). Run: npm run bench:faults
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BulkInsertInventoryDocument, InventoryUploadProgressDocument } from '@/gql/graphql'
import type { Db } from '@/server/db/client'
import { subscribe } from '../tests/integration/support/sse'
import { sleep } from '../tests/resilience/support/free-port'
import { startFaultRig, type FaultRig } from '../tests/resilience/support/fault-rig'
import { lostWrites, readLedger } from '../tests/resilience/support/ledger-snapshot'
import { startWriteLoad, type RequestRecord } from '../tests/resilience/support/write-load'

const DURATION_MS = 60_000
const CLIENTS = 20
const EDITORS = 4
const UPLOAD_ROWS = 100_000
const REDIS_OUTAGE_MS = 15_000

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

const uploadSku = (index: number) => `FAULT-${String(index).padStart(6, '0')}`

/** Products for the upload to set, beside the load's own. */
async function uploadProducts(db: Db) {
  await db.execute(sql`
    insert into products (sku, name, price)
    select 'FAULT-' || lpad(i::text, 6, '0'), 'Fault bench item ' || i, 9.99 from generate_series(0, ${UPLOAD_ROWS - 1}) as i`)
  await db.execute(sql`insert into stock (product_id, quantity) select id, 5 from products where sku like 'FAULT-%'`)
}

/** Sends a large stock upload and, once the server reports progress on it, kills the server and starts it again. */
async function killDuringUpload(rig: FaultRig): Promise<string> {
  const uploadId = randomUUID()
  const progress = await subscribe(rig.server.url, InventoryUploadProgressDocument, { uploadId }, rig.token)
  await sleep(300)
  const rows = Array.from({ length: UPLOAD_ROWS }, (_, index) => `${uploadSku(index)},${index % 1000}`)
  const body = new FormData()
  body.set(
    'operations',
    JSON.stringify({ query: String(BulkInsertInventoryDocument), variables: { file: null, uploadId } }),
  )
  body.set('map', JSON.stringify({ 0: ['variables.file'] }))
  body.set('0', new File([`sku,quantity\n${rows.join('\n')}\n`], 'stock.csv', { type: 'text/csv' }))
  const upload = fetch(rig.server.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${rig.token}` },
    body,
  }).then(
    (response) => `answered ${response.status}`,
    () => 'cut off by the kill',
  )
  const reached = (await progress.next(30_000)).data?.inventoryUploadProgress
  progress.close()
  const killedAt = Date.now()
  await rig.server.kill('SIGKILL')
  await rig.server.restart()
  const back = Date.now() - killedAt
  return `killed at "${reached?.stage}" ${reached?.percent}%; upload ${await upload}; server back ${back} ms after SIGKILL`
}

/** How many of the upload's products it changed (their stock starts at 5). */
async function uploadedRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from stock s join products p on p.id = s.product_id
       where p.sku like 'FAULT-%' and s.quantity <> 5`,
    )
    return rows[0]?.n ?? 0
  } finally {
    await client.end()
  }
}

/** The longest stretch any one client went without a successful request, from its last success to its next one. */
function longestOutage(records: RequestRecord[]): { ms: number; client: number } {
  const longest = { ms: 0, client: -1 }
  const lastSuccess = new Map<number, number>()
  for (const record of [...records].sort((a, b) => a.endedAt - b.endedAt)) {
    if (!record.ok) continue
    const since = lastSuccess.get(record.client)
    if (since !== undefined && record.endedAt - since > longest.ms) {
      Object.assign(longest, { ms: record.endedAt - since, client: record.client })
    }
    lastSuccess.set(record.client, record.endedAt)
  }
  return longest
}

async function main() {
  console.log(`Load average before: ${load()}`)
  const rig = await startFaultRig({ products: 40, orders: EDITORS, prepare: uploadProducts })
  try {
    const before = await readLedger(rig.postgres.url, rig.productIds, rig.orderIds)
    const writes = startWriteLoad({
      url: rig.server.url,
      token: rig.token,
      productIds: rig.productIds,
      orderIds: rig.orderIds,
      adjustmentWriters: CLIENTS - EDITORS,
    })
    const startedAt = Date.now()
    const at = async (second: number, what: string, fault: () => Promise<string | void>) => {
      await sleep(Math.max(0, startedAt + second * 1000 - Date.now()))
      const began = Date.now()
      const note = await fault()
      console.log(`${String(second).padStart(2)} s  ${what}: ${note ?? `${Date.now() - began} ms`}`)
    }
    await at(5, 'PostgreSQL restart (fast)', () => rig.postgres.restartFast())
    await at(12, 'Redis stopped', () => rig.redis.stop())
    await at(20, 'PostgreSQL restart (fast)', () => rig.postgres.restartFast())
    await at(12 + REDIS_OUTAGE_MS / 1000, 'Redis started', () => rig.redis.start())
    await at(32, 'server killed during an upload', () => killDuringUpload(rig))
    await at(48, 'PostgreSQL restart (fast)', () => rig.postgres.restartFast())
    await sleep(Math.max(0, startedAt + DURATION_MS - Date.now()))
    await writes.stop()
    const after = await readLedger(rig.postgres.url, rig.productIds, rig.orderIds)
    const outcome = lostWrites(before, after, writes)
    const failed = writes.records.filter((record) => !record.ok)
    const codes = new Map<string, number>()
    for (const record of failed) codes.set(record.code ?? '?', (codes.get(record.code ?? '?') ?? 0) + 1)
    const outage = longestOutage(writes.records)
    console.log(`Load average after: ${load()}`)
    console.log(
      `Requests: ${writes.records.length}, failed ${failed.length} (${[...codes].map(([c, n]) => `${n} ${c}`).join(', ')})`,
    )
    console.log(`Longest outage a client saw: ${outage.ms} ms (client ${outage.client})`)
    console.log(`Acknowledged writes: ${outcome.acknowledged}; in the database: ${outcome.stored}`)
    console.log(`Lost writes: ${outcome.lost}`)
    console.log(`Rows of the killed upload found applied afterwards: ${await uploadedRows(rig.postgres.url)}`)
    if (outcome.problems.length > 0) console.log(`Problems:\n${outcome.problems.join('\n')}`)
    process.exitCode = outcome.problems.length > 0 ? 1 : 0
  } finally {
    await rig.remove()
  }
}

await main()
