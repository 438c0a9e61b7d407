import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { refreshTokens, type RefreshTokenRow } from '@/server/db/schema'
import { isOneOf } from '@/server/repositories/uuid'

export interface NewRefreshToken {
  userId: string
  familyId: string
  tokenHash: string
  expiresAt: Date
  userAgent: string | null
  address: string | null
  enrolmentOnly?: boolean
}

export async function insertRefreshToken(db: Db, token: NewRefreshToken): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(token).returning()
  if (!row) throw new Error('Refresh token was not stored')
  return row
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1)
  return row
}

export async function findRefreshTokenById(db: Db, id: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1)
  return row
}

/** Marks a token spent; false when it was already spent or revoked (someone else used it first). */
export async function spendRefreshToken(db: Db, id: string, replacedById: string | null, at: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: at, replacedById })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
  return spent.length === 1
}

export async function linkReplacement(db: Db, id: string, replacedById: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id))
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Ends every session of the user except the given one; returns how many sessions ended. */
export async function revokeUserSessions(
  db: Db,
  userIds: readonly string[],
  at: Date,
  exceptFamilyId?: string,
): Promise<number> {
  const conditions = [isOneOf(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)]
  if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId))
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(...conditions))
    .returning({ familyId: refreshTokens.familyId })
  return new Set(revoked.map((row) => row.familyId)).size
}

/**
 * Which of these sessions live (a family with a token neither revoked nor past its expiry), in one statement: live streams recheck theirs together. */
export async function liveSessions(db: Db, familyIds: readonly string[], at: Date): Promise<Set<string>> {
  if (familyIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        isOneOf(refreshTokens.familyId, familyIds),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${at.toISOString()}`,
      ),
    )
  return new Set(rows.map((row) => row.familyId))
}

export interface SessionSummary {
  id: string
  signedInAt: Date
  lastActiveAt: Date
  userAgent: string | null
  address: string | null
}

/**
 * The user's live sessions, most recently active first: signed in when the family's first token was issued, last
 * active at its latest, with the browser and address of that latest request.
 */
export async function listLiveSessions(db: Db, userId: string, at: Date, limit: number): Promise<SessionSummary[]> {
  const { rows } = await db.execute<{
    id: string
    signed_in_at: string | Date
    last_active_at: string | Date
    user_agent: string | null
    address: string | null
  }>(sql`
    select family_id as id, min(created_at) as signed_in_at, max(created_at) as last_active_at,
      (array_agg(user_agent order by created_at desc))[1] as user_agent,
      (array_agg(address order by created_at desc))[1] as address
    from ${refreshTokens}
    where user_id = ${userId}
    group by family_id
    having bool_or(revoked_at is null and expires_at > ${at.toISOString()})
    order by last_active_at desc, family_id
    limit ${limit}`)
  return rows.map((row) => ({
    id: row.id,
    signedInAt: new Date(row.signed_in_at),
    lastActiveAt: new Date(row.last_active_at),
    userAgent: row.user_agent,
    address: row.address,
  }))
}

/** Ends one session of the user's; false when the user has no live session by that id. */
export async function revokeUserSession(db: Db, userId: string, familyId: string, at: Date): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
  return revoked.length > 0
}
