import type { SecurityLog } from '@/server/auth/security-log'
import { describeUserAgent } from '@/server/auth/user-agent'
import type { Viewer } from '@/server/auth/viewer'
import type { Db } from '@/server/db/client'
import { badInput, notFound } from '@/server/errors'
import {
  listLiveSessions,
  revokeUserSession,
  revokeUserSessions,
  type SessionSummary,
} from '@/server/repositories/session-repository'
import { isUuid } from '@/server/repositories/uuid'
import { findUserById } from '@/server/repositories/user-repository'
import { grantChange, requireChangeableUser } from '@/server/services/users/grant-guard'

/** More live sessions than anyone keeps; the list shows the most recently active ones. */
const SESSION_LIST_LIMIT = 100
const END_CURRENT_SESSION = 'This is the session you are using: sign out to end it.'
const SESSION_NOT_FOUND = 'That session has already ended.'

export interface SessionView {
  id: string
  browser: string
  system: string
  address: string
  signedInAt: Date
  lastActiveAt: Date
  current: boolean
}

const toView = (session: SessionSummary, currentId: string | undefined): SessionView => ({
  id: session.id,
  ...describeUserAgent(session.userAgent),
  address: session.address ?? 'Unknown address',
  signedInAt: session.signedInAt,
  lastActiveAt: session.lastActiveAt,
  current: session.id === currentId,
})

/** The viewer's live sessions, the one of this request marked current. */
export async function ownSessions(db: Db, viewer: Viewer, now: Date): Promise<SessionView[]> {
  const sessions = await listLiveSessions(db, viewer.user.id, now, SESSION_LIST_LIMIT)
  return sessions.map((session) => toView(session, viewer.sessionId))
}

/** Ends one of the viewer's other sessions: its tokens stop working at once and its live streams close. */
export async function endOwnSession(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  { sessionId, now }: { sessionId: string; now: Date },
): Promise<true> {
  if (sessionId === viewer.sessionId) throw badInput(END_CURRENT_SESSION)
  const ended = isUuid(sessionId) && (await revokeUserSession(db, viewer.user.id, sessionId, now))
  if (!ended) throw notFound(SESSION_NOT_FOUND)
  security.record('sessions_ended', { actorId: viewer.user.id, userId: viewer.user.id, count: 1 })
  return true
}

/** Ends every session of the viewer's but this one; how many ended. */
export async function endOtherOwnSessions(db: Db, viewer: Viewer, security: SecurityLog, now: Date): Promise<number> {
  const ended = await revokeUserSessions(db, [viewer.user.id], now, viewer.sessionId)
  security.record('sessions_ended', { actorId: viewer.user.id, userId: viewer.user.id, count: ended })
  return ended
}

/** A user's live sessions, for whoever manages users; null when there is no such user. */
export async function sessionsOfUser(db: Db, viewer: Viewer, userId: string, now: Date): Promise<SessionView[] | null> {
  if (!isUuid(userId) || !(await findUserById(db, userId))) return null
  const sessions = await listLiveSessions(db, userId, now, SESSION_LIST_LIMIT)
  return sessions.map((session) => toView(session, viewer.sessionId))
}

/**
 * Ends every session of a user the viewer may change (the rules of userChangeRefusal: never someone holding more than
 * the viewer); the viewer's own request keeps working when they end their own. How many ended.
 */
export async function endUserSessions(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  { userId, now }: { userId: string; now: Date },
): Promise<number> {
  const { user, ended } = await grantChange(db, viewer, async (tx, caller) => {
    const { user: changeable } = await requireChangeableUser(tx, caller, userId, 'sessions')
    const keep = changeable.id === viewer.user.id ? viewer.sessionId : undefined
    return { user: changeable, ended: await revokeUserSessions(tx, [changeable.id], now, keep) }
  })
  security.record('sessions_ended', { actorId: viewer.user.id, userId: user.id, email: user.email, count: ended })
  return ended
}
