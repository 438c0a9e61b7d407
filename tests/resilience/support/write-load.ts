import { sleep } from './free-port'

/** One GraphQL request as a client saw it. */
export interface RequestRecord {
  kind: 'adjust' | 'edit' | 'read'
  /** Which of the load's clients sent it. */
  client: number
  startedAt: number
  endedAt: number
  ok: boolean
  /** `extensions.code` of a refusal, HTTP_<status> without one, or TIMEOUT/NETWORK_ERROR when no answer came. */
  code?: string
}

export interface GraphQLAnswer<T> {
  data?: T
  code?: string
}

/** A GraphQL POST as the SPA makes it, giving up after timeoutMs as its client does after 30 s. */
export async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  timeoutMs = 15_000,
): Promise<GraphQLAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json().catch(() => ({}))) as {
      data?: T | null
      errors?: { extensions?: { code?: string } }[]
    }
    if (body.errors?.length) return { code: body.errors[0]?.extensions?.code ?? 'NO_CODE' }
    if (!response.ok || !body.data) return { code: `HTTP_${response.status}` }
    return { data: body.data }
  } catch (error) {
    return { code: error instanceof DOMException && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR' }
  }
}

export async function signIn(url: string, email: string, password = 'demo-password-1'): Promise<string> {
  const answer = await gql<{ login: { token: string } }>(
    url,
    'mutation SignIn($token: LoginInput!) { login(token: $token) { token } }',
    { token: { email, password } },
  )
  if (!answer.data) throw new Error(`Sign-in as ${email} failed: ${answer.code}`)
  return answer.data.login.token
}

const ADJUST = `mutation Adjust($input: InventoryAdjustmentInput!) {
  adjustInventory(input: $input) { product { id } }
}`
const EDIT = `mutation Edit($orderId: ID!, $order: OrderUpdateInput!) {
  updateOrder(orderId: $orderId, order: $order) { version }
}`
const ORDER_VERSION = 'query Version($orderId: ID!) { orderById(orderId: $orderId) { version } }'

export const ADJUSTMENT_REASON = 'Resilience test +1'

export interface WriteLoad {
  records: RequestRecord[]
  /** Acknowledged +1 adjustments by product id. */
  acknowledgedAdjustments: Map<string, number>
  /** Acknowledged edits by order id. */
  acknowledgedEdits: Map<string, number>
  stop(): Promise<void>
}

/**
 * Signed-in clients writing in loops: adjustment writers add 1 to a random product's stock, edit writers each edit
 * one order of their own (shipping notes, with the version they last saw). Each records what was acknowledged.
 */
export function startWriteLoad(options: {
  url: string
  token: string
  productIds: string[]
  orderIds: string[]
  adjustmentWriters: number
}): WriteLoad {
  const load: WriteLoad = {
    records: [],
    acknowledgedAdjustments: new Map(),
    acknowledgedEdits: new Map(),
    stop: async () => {
      running = false
      await Promise.all(writers)
    },
  }
  let running = true
  const request = async <T>(
    client: number,
    kind: RequestRecord['kind'],
    query: string,
    variables: Record<string, unknown>,
  ) => {
    const startedAt = Date.now()
    const answer = await gql<T>(options.url, query, variables, options.token)
    load.records.push({
      client,
      kind,
      startedAt,
      endedAt: Date.now(),
      ok: answer.data !== undefined,
      code: answer.code,
    })
    // A client backs off a little after a failure instead of hammering the server.
    if (!answer.data) await sleep(100)
    return answer
  }
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

  const adjuster = async (client: number) => {
    while (running) {
      const productId = options.productIds[Math.floor(Math.random() * options.productIds.length)]!
      const answer = await request(client, 'adjust', ADJUST, {
        input: { productId, adjustment: 1, reason: ADJUSTMENT_REASON },
      })
      if (answer.data) count(load.acknowledgedAdjustments, productId)
    }
  }
  const editor = async (client: number, orderId: string) => {
    let version: number | undefined
    for (let edit = 1; running; edit++) {
      if (version === undefined) {
        version = (await request<{ orderById: { version: number } }>(client, 'read', ORDER_VERSION, { orderId })).data
          ?.orderById.version
        continue
      }
      const order = { version, shippingNotes: `Resilience edit ${edit}` }
      const answer = await request<{ updateOrder: { version: number } }>(client, 'edit', EDIT, { orderId, order })
      if (answer.data) count(load.acknowledgedEdits, orderId)
      // After a failure the edit may or may not have committed: read the version again (never resend blindly).
      version = answer.data?.updateOrder.version
    }
  }
  const writers = [
    ...Array.from({ length: options.adjustmentWriters }, (_, client) => adjuster(client)),
    ...options.orderIds.map((orderId, index) => editor(options.adjustmentWriters + index, orderId)),
  ]
  return load
}
