import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { getNamedType, type GraphQLInputType } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '@/server/db/client'
import { ORDER_SEARCH } from '@/shared/order-search'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { insertGroup, insertUser, mintSession } from '../../integration/support/user-fixtures'
import { startTestServer, type TestServer } from '../../integration/support/test-server'
import { changedTables, snapshotsOf, transactionsEnded } from './db-snapshot'
import {
  baseArguments,
  schemaOperations,
  variants,
  type BaseValue,
  type FuzzOperation,
  type Variant,
} from './fuzz-operations'

/**
 * Every Query and Mutation of schema.graphql, called by an anonymous caller, a View-level one and an admin with
 * boundary and wrong-typed values in every argument position: no request may end in INTERNAL_SERVER_ERROR, and a
 * refused request may not change a single row. PGlite only: PostgreSQL as well would double the run (measured: the
 * admin alone adds about 110 s on a loaded machine, and found nothing PGlite did not). The callers and operations are
 * spread over a few test files (api-fuzz*.test.ts), each on a server of its own, so they run side by side.
 */

const CALLERS = ['anonymous', 'viewer@example.com', 'admin@example.com'] as const
export type Caller = (typeof CALLERS)[number]
const PARALLEL_REQUESTS = 4
/** Operations that end the caller's own session: each request gets a session of its own. */
const SESSION_ENDING = ['Mutation.logout']
/**
 * Payloads still sent when the valid call is refused for who the caller is (UNAUTHENTICATED, FORBIDDEN): they
 * show that the refusal holds whatever the input, without repeating every payload behind the same check.
 */
const SAMPLE_PAYLOADS = ['valid base', 'object', 'null', 'NUL', '1 MB', 'lone surrogate', '2^31', '1e308']
const REFUSED_CALLER = ['UNAUTHENTICATED', 'FORBIDDEN']
/**
 * Tables that record every attempt, refused ones included, by design: a refused upload leaves its FAILED record and
 * the rows it read for its report, a refusal for missing permission or a failed sign-in its audit event. Not hashed at
 * all: a 1 MB file's 250,000 kept rows made every snapshot after it take seconds.
 */
const ATTEMPT_RECORDS = ['inventory_uploads', 'inventory_upload_rows', 'audit_events']
/** Sign-in throttling far above what the test sends, so payloads reach the checks behind it, without back-off. */
const UNTHROTTLED = {
  accountAddressAttempts: 1_000_000,
  addressAttempts: 1_000_000,
  delayAfterFailures: 1_000_000,
  resetAttempts: 1_000_000,
  anonymousRequests: 1_000_000,
}

interface Fixtures {
  productId: string
  spareProductId: string
  orderId: string
  categoryId: string
  userId: string
  groupId: string
  roleId: string
}

/** Valid values by argument or input field, so that a payload in one position reaches the code behind the rest. */
function validBase(f: Fixtures): BaseValue {
  const byPlace: Record<string, unknown> = {
    'login.token': { email: 'orders@example.com', password: 'wrong-password-1' },
    'updateProductCategory.id': f.categoryId,
    'deleteProductCategory.id': f.categoryId,
    'deleteProducts.ids': [f.spareProductId],
    'restoreProducts.deletionId': f.spareProductId,
    'EditGroupInput.id': f.groupId,
    'DeleteGroupInput.id': f.groupId,
    'UpdateRoleInput.id': f.roleId,
    'DeleteRoleInput.id': f.roleId,
    'SearchParameter.key': 'Search',
    'UserFilterInput.roles': ['order_manager'],
    'UserFilterInput.groups': ['Fuzz group'],
    'UserFilterInput.permissions': ['View'],
  }
  const byName: Record<string, unknown> = {
    id: f.productId,
    productId: f.productId,
    orderId: f.orderId,
    userId: f.userId,
    userIds: [f.userId],
    groupId: f.groupId,
    roleId: f.roleId,
    imageId: randomUUID(),
    uploadId: randomUUID(),
    email: 'fuzz-{n}@example.com',
    password: 'fuzz-password-{n}',
    newPassword: 'fuzz-password-{n}',
    currentPassword: 'wrong-password-1',
    phone: '+1 555 0100',
    phoneNumber: '+1 555 0100',
    permissionLevel: 5,
    version: 1,
    days: 30,
    price: 9.99,
  }
  return (where: string, name: string, type: GraphQLInputType) => {
    const scalar = getNamedType(type).name
    if (scalar === 'ID' && where.endsWith('.ids')) return byPlace[where] ?? [f.productId]
    if (where in byPlace) return byPlace[where]
    const value = byName[name]
    const fits = typeof value === 'number' ? ['Int', 'Float'].includes(scalar) : ['String', 'ID'].includes(scalar)
    return fits ? value : undefined
  }
}

/** Files for Upload arguments: the multipart request is the only way a file reaches a resolver. */
const FILES: readonly (readonly [string, () => File])[] = [
  ['an empty file', () => new File([], 'empty.csv')],
  ['NUL bytes', () => new File([new Uint8Array(64)], 'nul.csv')],
  ['1 MB of text', () => new File(['sku,quantity\n' + 'A,1\n'.repeat(250_000)], 'large.csv')],
  ['HTML named .png', () => new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' })],
]

function fileVariants(operation: FuzzOperation, base: Record<string, unknown>): Variant[] {
  const uploads = operation.field.args.filter((arg) => getNamedType(arg.type).name === 'Upload')
  return uploads.flatMap((arg) =>
    FILES.map(([label, file]) => ({
      label: `${arg.name} = ${label}`,
      payload: label,
      variables: { ...base, [arg.name]: null },
      files: { [arg.name]: file() },
    })),
  )
}

/** The keys of a search list besides Search (which the base uses), so each key's values get the payloads too. */
const otherKeys = (keys: Record<string, unknown>) =>
  Object.entries(keys).flatMap(([name, key]) => (name.endsWith('Key') && name !== 'searchKey' ? [String(key)] : []))
const SEARCH_KEYS: Record<string, string[]> = {
  'Query.searchProducts': [...otherKeys(PRODUCT_SEARCH), ...PRODUCT_SEARCH.filterKeys],
  'Query.searchOrders': otherKeys(ORDER_SEARCH),
}
const FIRST_VALUE = 'search.parameters[0].value[0] = '

function searchValueVariants(operation: FuzzOperation, base: Record<string, unknown>): Variant[] {
  return (SEARCH_KEYS[operation.name] ?? []).flatMap((key) => {
    const keyed = { ...base, search: { parameters: [{ key, value: ['fuzz'] }] } }
    return variants(operation, keyed)
      .filter((variant) => variant.label.startsWith(FIRST_VALUE))
      .map((variant) => ({ ...variant, label: variant.label.replace(FIRST_VALUE, `${key} = `) }))
  })
}

/** Deleting runs last, so that the records the other operations work on still exist for them. */
const isDeletion = (operation: FuzzOperation) => /\.(delete|remove)/.test(operation.name)
const deletesLast = (a: FuzzOperation, b: FuzzOperation) => Number(isDeletion(a)) - Number(isDeletion(b))

let counter = 0
/** '{n}' in a base value becomes a number of its own per request, so names, SKUs and emails stay unique. */
function numbered(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('{n}') ? value.replaceAll('{n}', String(++counter)) : value
  if (Array.isArray(value)) return value.map(numbered)
  if (value && typeof value === 'object' && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, numbered(item)]))
  }
  return value
}

interface Outcome {
  variant: Variant
  refused: boolean
  /** False when the request was refused before any resolver ran (variable types, request limits). */
  executed: boolean
  code?: string
  /** 'INTERNAL_SERVER_ERROR: message' or 'HTTP 500' when the server failed. */
  failure?: string
  /**
   * Whether a transaction ended while the request's batch was served (see `sendAll`): false proves that neither it nor
   * the requests beside it changed a row.
   */
  batchWrote?: boolean
}

async function send(server: TestServer, operation: FuzzOperation, variant: Variant, token?: string): Promise<Outcome> {
  const variables = numbered(variant.variables) as Record<string, unknown>
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  let body: string | FormData
  if (variant.files) {
    const form = new FormData()
    const names = Object.keys(variant.files)
    form.set('operations', JSON.stringify({ query: operation.document, variables }))
    form.set('map', JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]))))
    names.forEach((name, i) => form.set(String(i), variant.files![name]!))
    body = form
  } else {
    headers['content-type'] = 'application/json'
    body = JSON.stringify({ query: operation.document, variables })
  }
  const response = await fetch(server.url, { method: 'POST', headers, body })
  const text = await response.text()
  if (response.status >= 500)
    return { variant, refused: true, executed: true, failure: `HTTP ${response.status}: ${text.slice(0, 200)}` }
  let result: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }
  try {
    result = JSON.parse(text) as typeof result
  } catch {
    return { variant, refused: true, executed: false }
  }
  const internal = result.errors?.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
  // A request refused at the HTTP level (413 for a body over the limit) has no GraphQL errors at all.
  const refused = !response.ok || (Boolean(result.errors?.length) && result.data?.[operation.field.name] == null)
  const code = result.errors?.[0]?.extensions?.code
  const failure = internal && `INTERNAL_SERVER_ERROR: ${internal.message}`
  return { variant, refused, executed: 'data' in result, code, failure }
}

/** The caller's token for each request: the same one, or for an operation that ends it a fresh one each. */
type Tokens = (index: number) => string | undefined

/**
 * Sends the list PARALLEL_REQUESTS at a time. With `writes` (the database's transaction snapshot, see
 * `transactionsEnded`), each outcome says whether its batch wrote anything at all: the marker read before and after
 * the batch differs when any transaction ended in between.
 */
async function sendAll(
  server: TestServer,
  operation: FuzzOperation,
  list: Variant[],
  tokens: Tokens,
  writes?: () => Promise<string>,
) {
  const outcomes: Outcome[] = []
  let marker = await writes?.()
  for (let start = 0; start < list.length; start += PARALLEL_REQUESTS) {
    const batch = list.slice(start, start + PARALLEL_REQUESTS)
    const sent = await Promise.all(batch.map((variant, i) => send(server, operation, variant, tokens(start + i))))
    if (writes) {
      const before = marker
      marker = await writes()
      for (const outcome of sent) outcome.batchWrote = marker !== before
    }
    outcomes.push(...sent)
  }
  return outcomes
}

const describeVariant = (variant: Variant) => {
  const shown = JSON.stringify(variant.variables, (_, value: unknown) =>
    typeof value === 'string' && value.length > 60 ? `${value.slice(0, 20)}…(${value.length} chars)` : value,
  )
  return `${variant.label} ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`
}

/**
 * Calls every operation of `kinds` as each of `callers`, on a server of this file's own; with `part`, only every
 * `of`-th of them by name from the `index`-th, so that files splitting one long run go side by side.
 */
export function describeApiFuzz(
  callers: readonly Caller[],
  kinds: readonly FuzzOperation['kind'][],
  part: { index: number; of: number } = { index: 0, of: 1 },
) {
  const operations = () =>
    schemaOperations()
      .filter((operation) => kinds.includes(operation.kind))
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((_operation, position) => position % part.of === part.index)
  const partName = part.of > 1 ? ` (part ${part.index + 1} of ${part.of})` : ''
  describe(`API fuzz on PGlite: ${kinds.join(' and ')} operations${partName}`, () => {
    let server: TestServer
    let db: Db
    let snapshot: ReturnType<typeof snapshotsOf>
    const callerIds: Partial<Record<Caller, string>> = {}
    const tokens: Partial<Record<Caller, string>> = {}
    let fixtures: Fixtures

    beforeAll(async () => {
      server = await startTestServer('pglite', { limits: UNTHROTTLED })
      db = server.database.db
      snapshot = snapshotsOf(db, ATTEMPT_RECORDS)
      const idOf = async (query: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(query)).rows[0]!.id
      // Every caller's session, whoever this file calls as: the fixtures are made as the admin.
      for (const caller of CALLERS) {
        if (caller === 'anonymous') continue
        callerIds[caller] = await idOf(sql`select id from users where email = ${caller}`)
        tokens[caller] = (await mintSession(db, callerIds[caller])).token
      }
      const targetUser = await insertUser(db, { firstName: 'Fuzz', lastName: 'Target', roles: [['employee', 20]] })
      const role = await server.gql<{ createRole: { id: string } }>(
        'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
        { request: { name: 'fuzz_role', description: 'Target of the fuzz test' } },
        tokens['admin@example.com'],
      )
      fixtures = {
        productId: await idOf(sql`select id from products order by sku limit 1`),
        spareProductId: await idOf(sql`select id from products order by sku desc limit 1`),
        orderId: await idOf(sql`select id from orders order by status = 'PENDING' desc, id limit 1`),
        categoryId: await idOf(sql`select id from categories order by name limit 1`),
        userId: targetUser.id,
        groupId: await insertGroup(db, 'Fuzz group', [['order_manager', 5]]),
        roleId: role.data!.createRole.id,
      }
    })
    afterAll(async () => {
      await server?.close()
    })

    async function tokensFor(operation: FuzzOperation, caller: Caller, count: number): Promise<Tokens> {
      const userId = callerIds[caller]
      if (!userId || !SESSION_ENDING.includes(operation.name)) return () => tokens[caller]
      const sessions = await Promise.all(Array.from({ length: count }, () => mintSession(db, userId)))
      return (index) => sessions[index]!.token
    }

    /** Refused requests, sent again together and if need be one at a time, must leave every table as it was. */
    async function refusalsChanged(operation: FuzzOperation, refused: Variant[], caller: Caller): Promise<string[]> {
      const tokens = await tokensFor(operation, caller, refused.length)
      const before = await snapshot()
      const again = await sendAll(server, operation, refused, tokens)
      if (again.every((outcome) => outcome.refused) && changedTables(before, await snapshot()).length === 0) {
        return []
      }
      const problems: string[] = []
      for (const [index, variant] of refused.entries()) {
        const start = await snapshot()
        const outcome = await send(server, operation, variant, tokens(index))
        const changed = changedTables(start, await snapshot())
        if (outcome.refused && changed.length > 0) {
          problems.push(`${operation.name} ${describeVariant(variant)}: refused but changed ${changed.join(', ')}`)
        }
      }
      return problems
    }

    it.each(callers)(
      'no request as %s ends in INTERNAL_SERVER_ERROR, and refused ones change nothing',
      async (caller) => {
        const failures: string[] = []
        let requests = 0
        for (const operation of operations().sort(deletesLast)) {
          const base = baseArguments(operation, validBase(fixtures))
          let list = [
            ...variants(operation, base),
            ...searchValueVariants(operation, base),
            ...fileVariants(operation, base),
          ]
          const tokens = await tokensFor(operation, caller, list.length)
          const [valid] = await sendAll(server, operation, list.slice(0, 1), tokens)
          if (REFUSED_CALLER.includes(valid!.code ?? '')) {
            list = list.filter((variant) => SAMPLE_PAYLOADS.includes(variant.payload))
          }
          requests += list.length
          const before = await snapshot()
          const outcomes = await sendAll(server, operation, list, tokens, () => transactionsEnded(db))
          for (const outcome of outcomes) {
            if (outcome.failure)
              failures.push(`${operation.name} ${describeVariant(outcome.variant)}: ${outcome.failure}`)
          }
          const changed = changedTables(before, await snapshot())
          const succeeded = outcomes.some((outcome) => !outcome.refused)
          const refusedOutcomes = outcomes.filter((outcome) => outcome.refused && outcome.executed)
          const refused = refusedOutcomes.map((outcome) => outcome.variant)
          // A refused request in a batch that wrote nothing at all has shown it changes nothing; the others, sent
          // beside a change, are sent again apart from it.
          const unproven = refusedOutcomes.filter((outcome) => outcome.batchWrote).map((outcome) => outcome.variant)
          if (operation.kind === 'query' && changed.length > 0) {
            failures.push(`${operation.name}: reading changed ${changed.join(', ')}`)
          } else if (!succeeded && changed.length > 0 && refused.length === 0) {
            failures.push(`${operation.name}: refused requests changed ${changed.join(', ')}`)
          } else if (unproven.length > 0 && (succeeded || changed.length > 0)) {
            failures.push(...(await refusalsChanged(operation, unproven, caller)))
          }
        }
        console.log(`${caller}: ${requests} requests over ${operations().length} operations`)
        expect(failures).toEqual([])
        const token = tokens[caller]
        if (token) {
          const me = await server.gql<{ me: { email: string } }>('{ me { email } }', {}, token)
          expect(me.errors, 'the caller is still signed in, so every request was made as them').toBeUndefined()
        }
      },
      300_000,
    )
  })
}
