import type { QueryMeta } from '@tanstack/react-query'
import type { TypedDocumentString } from '@/gql/graphql'
import { ApiError, errorCode, toApiError } from '@/lib/api-error'
import { carriesFiles, sendMultipart } from '@/lib/graphql-multipart'
import { apiErrorOf, type GraphQLResult } from '@/lib/graphql-response'
import { dataSentAhead } from '@/first-visit/sent-ahead'
import { clearSession, expiresWithin, markEnrolmentOnly, readTokens, saveTokens } from '@/lib/session-tokens'
import { TWO_STEP_ENROLMENT_REQUIRED, TWO_STEP_SETUP_PATH } from '@/shared/two-step-enrolment'

export const REQUEST_TIMEOUT_MS = 30_000
/** Refresh the access token when it expires within this long. */
const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60_000
const REFRESH_LOCK = 'storefront-admin-token-refresh'

export type SessionEndReason = 'refresh-failed' | 'unauthenticated'

/** What happens when the session ends under a request: the auth state resets and the browser moves on. */
let sessionEnded: (reason: SessionEndReason) => void = (reason) => {
  window.location.assign(reason === 'refresh-failed' ? '/' : '/auth?mode=login')
}

export function onSessionEnded(handler: (reason: SessionEndReason) => void): void {
  sessionEnded = handler
}

type Variables = object

/** The server's GraphQL endpoint, on the page's origin. */
export const graphqlEndpoint = () => new URL('/graphql', window.location.origin).href

/**
 * graphql-request, with the parts of graphql-js it imports, loads with the first request rather than with the page:
 * the sign-in form shows without it, and a stored session's `GetMe` asks for it as the app starts. Made on first
 * use: the page's origin is known only in a browser.
 */
const loadClient = async () => {
  const { ClientError, GraphQLClient } = await import('graphql-request')
  return { ClientError, client: new GraphQLClient(graphqlEndpoint()) }
}
let loaded: ReturnType<typeof loadClient> | undefined

/**
 * The generated operations, for the code of the first screens (the session, the dashboard's and order list's loaders).
 * src/gql/graphql.ts holds every operation of the app in one module: imported here it comes with the first request,
 * beside graphql-request, instead of with the sign-in page.
 */
export function operations() {
  loaded ??= loadClient()
  return import('@/gql/graphql')
}

async function send<R, V extends Variables>(
  document: TypedDocumentString<R, V>,
  variables: V,
  token: string | undefined,
  signal?: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<R> {
  const timeout = AbortSignal.timeout(timeoutMs)
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  if (carriesFiles(variables)) return sendMultipart(document, variables, headers, combined)
  loaded ??= loadClient()
  const { ClientError, client } = await loaded
  try {
    // The generated documents are strings (codegen's documentMode 'string'); graphql-request sends them as they are.
    return await client.request<R>({
      document: String(document),
      variables,
      requestHeaders: headers,
      signal: combined,
    })
  } catch (error) {
    if (error instanceof ClientError) throw apiErrorOf(error.response as GraphQLResult<unknown>, error.response.status)
    throw error
  }
}

let refreshing: Promise<string> | null = null

async function exchangeRefreshToken(staleToken: string | undefined): Promise<string> {
  const stored = readTokens()
  // Another tab may have refreshed while this one waited for the lock.
  if (stored.token && stored.token !== staleToken && !expiresWithin(stored.expire, TOKEN_REFRESH_THRESHOLD_MS)) {
    return stored.token
  }
  if (!stored.refreshToken) throw new ApiError('No refresh token available', 'UNAUTHENTICATED')
  const result = await send(
    (await operations()).RefreshTokenDocument,
    { refresh: { token: stored.token ?? null, refreshToken: stored.refreshToken } },
    undefined,
  )
  const next = result?.refreshToken
  if (!next?.token) throw new ApiError('Failed to refresh token', 'UNAUTHENTICATED')
  saveTokens({ token: next.token, refreshToken: next.refreshToken, expire: next.expire })
  return next.token
}

/**
 * One refresh at a time: concurrent callers in this tab share the promise, and a Web Lock keeps
 * other tabs from spending the same refresh token (which the server would treat as reuse).
 */
function refreshAccessToken(staleToken: string | undefined): Promise<string> {
  if (!refreshing) {
    const exchange = () => exchangeRefreshToken(staleToken)
    const locked = navigator.locks
      ? new Promise<string>((resolve, reject) => {
          navigator.locks.request(REFRESH_LOCK, () => exchange().then(resolve, reject)).catch(reject)
        })
      : exchange()
    refreshing = locked.finally(() => {
      refreshing = null
    })
  }
  return refreshing
}

async function refreshOrEndSession(staleToken: string | undefined): Promise<string> {
  try {
    return await refreshAccessToken(staleToken)
  } catch (error) {
    // Only the server's refusal of the refresh token ends the session. A server that cannot reach its database, is
    // busy, failed or could not be reached has not refused it: keep it for the retry.
    if (errorCode(error) === 'UNAUTHENTICATED') {
      clearSession()
      sessionEnded('refresh-failed')
    }
    throw toApiError(error)
  }
}

/** The stored access token, refreshed first when it expires soon. */
export async function freshAccessToken(): Promise<string | undefined> {
  const stored = readTokens()
  if (stored.token && expiresWithin(stored.expire, TOKEN_REFRESH_THRESHOLD_MS)) return refreshOrEndSession(stored.token)
  return stored.token
}

/**
 * A GraphQL call with the stored access token: refreshed ahead of expiry, refreshed once and
 * retried when the server says AUTH_TOKEN_EXPIRED, and the session ended on UNAUTHENTICATED.
 * It gives up after 30 s unless `timeoutMs` allows longer (a bulk upload).
 */
export async function gqlRequest<R, V extends Variables>(
  document: TypedDocumentString<R, V>,
  variables: V,
  signal?: AbortSignal,
  timeoutMs?: number,
): Promise<R> {
  const token = await freshAccessToken()
  try {
    return await send(document, variables, token, signal, timeoutMs)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'AUTH_TOKEN_EXPIRED' && token) {
      const fresh = await refreshOrEndSession(token)
      try {
        return await send(document, variables, fresh, signal, timeoutMs)
      } catch (retryError) {
        throw toApiError(retryError)
      }
    }
    if (code === 'UNAUTHENTICATED' && token) {
      clearSession()
      sessionEnded('unauthenticated')
    }
    const refusal = toApiError(error)
    if (code === 'FORBIDDEN' && refusal.message === TWO_STEP_ENROLMENT_REQUIRED) {
      markEnrolmentOnly(true)
      window.location.assign(TWO_STEP_SETUP_PATH)
    }
    throw refusal
  }
}

/**
 * `gqlRequest`, unless the inline boot script already sent this very request and the server answered it with data
 * (`dataSentAhead`; a first screen's prefetch passes it in the query's meta). An error answer, a failed request or a
 * different request goes out as usual, with the token refresh, the end of a refused session and the caller's own error
 * handling.
 */
export async function gqlRequestSentAhead<R, V extends Variables>(
  document: TypedDocumentString<R, V>,
  variables: V,
  { signal, meta }: { signal?: AbortSignal; meta?: QueryMeta },
): Promise<R> {
  return (await dataSentAhead(meta?.sentAhead, document, variables)) ?? gqlRequest(document, variables, signal)
}

/** A call made without the session machinery (sign-in, sign-out). */
export async function publicRequest<R, V extends Variables>(
  document: TypedDocumentString<R, V>,
  variables: V,
  token?: string,
): Promise<R> {
  try {
    return await send(document, variables, token)
  } catch (error) {
    throw toApiError(error)
  }
}
