import type { GraphQLError } from 'graphql'
import type { Viewer } from '@/server/auth/viewer'
import { forbidden, unauthenticated } from '@/server/errors'
import { effectiveRolesOf } from '@/server/repositories/user-repository'
import { liveSessions } from '@/server/repositories/session-repository'
import { sessionViewerOf } from '@/server/repositories/session-viewer-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { assertMayUsePortal, portalRefusal } from '@/server/services/auth/password-check'
import { SESSION_ENDED } from '@/server/services/auth/tokens'

import { TWO_STEP_ENROLMENT_REQUIRED } from '@/shared/two-step-enrolment'

/** A signed-in session's viewer, and whether the session may only enrol in two-step sign-in. */
export type SessionViewer = Viewer & { enrolmentOnly: boolean }

/**
 * The viewer an access token names, also for a session that may only enrol; throws when the session or account no
 * longer allows access.
 */
export async function authenticateSession(deps: AuthDeps, accessToken: string): Promise<SessionViewer> {
  const { db, accessTokens } = deps
  const claims = await accessTokens.verify(accessToken)
  const viewer = await sessionViewerOf(db, claims.userId, claims.sessionId, deps.now())
  if (!viewer?.session) throw unauthenticated(SESSION_ENDED)
  const { user, roles, session } = viewer
  assertMayUsePortal(user, roles)
  return { user, roles, sessionId: claims.sessionId, enrolmentOnly: session.enrolmentOnly }
}

/** The viewer of a session that may do what its roles allow: an enrolment-only one is refused (FORBIDDEN). */
export function fullAccess(session: SessionViewer): Viewer {
  if (session.enrolmentOnly) throw forbidden(TWO_STEP_ENROLMENT_REQUIRED, { twoStepEnrolmentRequired: true })
  return session
}

/** The viewer an access token names; throws when the session or account does not allow access (see fullAccess). */
export async function authenticate(deps: AuthDeps, accessToken: string): Promise<Viewer> {
  return fullAccess(await authenticateSession(deps, accessToken))
}

/**
 * `authenticate` again for many sessions at once, in three statements whatever their number (live streams recheck
 * theirs together): each session's viewer as it is now, or the error that request would now get.
 */
export async function recheckSessions(
  deps: AuthDeps,
  sessions: readonly { userId: string; sessionId: string }[],
): Promise<Map<string, Viewer | GraphQLError>> {
  const { db } = deps
  const userIds = [...new Set(sessions.map((session) => session.userId))]
  const [live, users, rolesByUser] = await Promise.all([
    liveSessions(db, [...new Set(sessions.map((session) => session.sessionId))], deps.now()),
    findUsersByIds(db, userIds),
    effectiveRolesOf(db, userIds),
  ])
  const usersById = new Map(users.map((user) => [user.id, user]))
  const checked = new Map<string, Viewer | GraphQLError>()
  for (const { userId, sessionId } of sessions) {
    const user = usersById.get(userId)
    const roles = rolesByUser.get(userId) ?? []
    if (!user || !live.has(sessionId)) checked.set(sessionId, unauthenticated(SESSION_ENDED))
    else checked.set(sessionId, portalRefusal(user, roles) ?? { user, roles, sessionId })
  }
  return checked
}

/** Whether an access token carries our signature and has not expired (the session itself is not read). */
export async function acceptsAccessToken(deps: AuthDeps, accessToken: string | undefined): Promise<boolean> {
  if (!accessToken) return false
  return deps.accessTokens.verify(accessToken).then(
    () => true,
    () => false,
  )
}
