import { fullName } from '@/shared/names'
import { noteAudit } from '@/server/db/audit-log'
import { z } from 'zod/mini'
import { randomBytes, randomUUID } from 'node:crypto'
import type { SecurityLog } from '@/server/auth/security-log'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { unauthenticated } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import { effectiveRoles, findUserById } from '@/server/repositories/user-repository'
import type { RefreshTokenRow } from '@/server/db/schema'
import {
  findRefreshToken,
  findRefreshTokenById,
  insertRefreshToken,
  linkReplacement,
  revokeFamily,
  spendRefreshToken,
} from '@/server/repositories/session-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { TokenSchema } from '@/shared/auth-schemas'
import { canUsePortal } from '@/shared/permissions'

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/** Where a request for tokens came from, kept with the token for the session list. */
export interface SessionClient {
  address: string
  userAgent: string | undefined
}

/** A user agent longer than any real browser's is cut, so a hostile header cannot grow the table. */
const USER_AGENT_MAX = 512

/**
 * A browser may present a refresh token it has just spent: the page unloaded before the answer with the successor
 * arrived, or two tabs refreshed at once. Within this window, from the browser and address that spent it, the session
 * goes on with new tokens instead of ending as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000

export interface IssuedTokens {
  token: string
  refreshToken: string
  expire: Date
}

/** Opens a new session (a refresh-token family) for the user and issues its first tokens. */
export async function startSession(
  deps: AuthDeps,
  userId: string,
  client: SessionClient,
  enrolmentOnly = false,
): Promise<IssuedTokens & { sessionId: string }> {
  const familyId = randomUUID()
  const expiresAt = new Date(deps.now().getTime() + deps.refreshTtlMs)
  const session = { userId, familyId, familyExpiresAt: expiresAt, client, enrolmentOnly }
  const tokens = await transaction(deps.db, (tx) => issueTokens(deps, tx, session))
  return { ...tokens, sessionId: familyId }
}

async function issueTokens(
  deps: AuthDeps,
  db: Db,
  session: { userId: string; familyId: string; familyExpiresAt: Date; client: SessionClient; enrolmentOnly: boolean },
): Promise<IssuedTokens & { refreshTokenId: string }> {
  const { userId, familyId, client } = session
  const refreshToken = randomBytes(32).toString('base64url')
  const row = await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: session.familyExpiresAt,
    userAgent: storedUserAgent(client),
    address: client.address,
    enrolmentOnly: session.enrolmentOnly,
  })
  const access = await deps.accessTokens.sign({ userId, sessionId: familyId }, deps.now())
  return { token: access.token, refreshToken, expire: access.expiresAt, refreshTokenId: row.id }
}

function storedUserAgent(client: SessionClient): string | null {
  return client.userAgent?.slice(0, USER_AGENT_MAX) ?? null
}

/** The token was spent moments ago by this same browser and address, and its family lives (REFRESH_REUSE_GRACE_MS). */
async function spentMomentsAgoHere(db: Db, stored: RefreshTokenRow, client: SessionClient, now: Date) {
  if (!stored.usedAt || stored.revokedAt || stored.expiresAt <= now || !stored.replacedById) return false
  if (now.getTime() - stored.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false
  const successor = await findRefreshTokenById(db, stored.replacedById)
  return (
    !!successor &&
    !successor.revokedAt &&
    successor.userAgent === storedUserAgent(client) &&
    successor.address === client.address
  )
}

/**
 * Rotates a refresh token. A spent or revoked one ends its whole family (reuse detection), except one spent moments
 * ago by the same browser (REFRESH_REUSE_GRACE_MS).
 */
export async function rotateRefreshToken(
  deps: AuthDeps,
  refreshTokenInput: unknown,
  security: SecurityLog,
  userAgent: string | undefined,
): Promise<IssuedTokens> {
  const refreshToken = parseArgument('refreshToken', TokenSchema, refreshTokenInput)
  const { db } = deps
  const now = deps.now()
  const tokenHash = hashToken(refreshToken)
  const stored = await findRefreshToken(db, tokenHash)
  if (!stored) throw unauthenticated(SESSION_ENDED)
  const client = { address: security.address, userAgent }
  const spentHere = await spentMomentsAgoHere(db, stored, client, now)
  if (!spentHere && (stored.usedAt || stored.revokedAt || stored.expiresAt <= now)) {
    if (stored.usedAt) security.record('refresh_token_reused', { userId: stored.userId, sessionId: stored.familyId })
    await revokeFamily(db, stored.familyId, now)
    throw unauthenticated(SESSION_ENDED)
  }
  const user = await findUserById(db, stored.userId)
  if (!user?.active || !canUsePortal(await effectiveRoles(db, user.id))) {
    await revokeFamily(db, stored.familyId, now)
    throw unauthenticated(SESSION_ENDED)
  }
  noteAudit({ actor: { id: user.id, name: fullName(user) }, recordId: user.id })
  const session = {
    userId: user.id,
    familyId: stored.familyId,
    familyExpiresAt: stored.expiresAt,
    client,
    enrolmentOnly: stored.enrolmentOnly,
  }
  if (spentHere) return issueTokens(deps, db, session)
  const next = await transaction(db, async (tx) => {
    if (!(await spendRefreshToken(tx, stored.id, null, now))) return null
    const issued = await issueTokens(deps, tx, session)
    await linkReplacement(tx, stored.id, issued.refreshTokenId)
    return issued
  })
  if (next) return next
  // Someone spent the token between our read and our update: another tab of this browser, or a replay. A replay's
  // revocation is committed on its own, after the winner's transaction, so that it also ends the winner's tokens.
  const spent = await findRefreshToken(db, tokenHash)
  if (spent && (await spentMomentsAgoHere(db, spent, client, now))) return issueTokens(deps, db, session)
  await revokeFamily(db, stored.familyId, now)
  throw unauthenticated(SESSION_ENDED)
}

/** Ends the session the refresh token belongs to, and the one the access token names. */
export async function logout(deps: AuthDeps, refreshTokenInput: unknown, sessionId: string | undefined): Promise<void> {
  const refreshToken = parseArgument('refreshToken', z.nullish(TokenSchema), refreshTokenInput)
  const { db } = deps
  const now = deps.now()
  await transaction(db, async (tx) => {
    if (sessionId) await revokeFamily(tx, sessionId, now)
    if (!refreshToken) return
    const stored = await findRefreshToken(tx, hashToken(refreshToken))
    if (stored) await revokeFamily(tx, stored.familyId, now)
  })
}
