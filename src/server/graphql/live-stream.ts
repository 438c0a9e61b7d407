import { areaRefusal, authorize } from '@/server/graphql/authorize'
import type { GraphQLContext } from '@/server/graphql/context'
import { guardedStream, type StreamEnd } from '@/server/live/guarded-stream'
import { unauthenticated } from '@/server/errors'
import type { Viewer } from '@/server/auth/viewer'
import type { Area, PermissionLevel } from '@/shared/permissions'

/**
 * A subscription's events for a viewer holding `area` at `level`: refused past the stream caps, each event delivered
 * only while the session lives and the area is held, and ended by the server as soon as either stops (StreamRegistry).
 */
export async function followLiveStream<T>(
  context: GraphQLContext,
  area: Area,
  level: PermissionLevel,
  events: (viewer: Viewer) => AsyncIterable<T>,
): Promise<AsyncIterable<T | StreamEnd>> {
  const viewer = await authorize(context, area, level)
  if (!context.bearer) throw unauthenticated()
  const lease = context.services.streams.open({
    viewer,
    expiresAt: context.services.auth.accessTokens.expiryOf(context.bearer),
    refusal: (rechecked) => areaRefusal(rechecked, area, level),
  })
  return guardedStream(lease, events(viewer), (rechecked) => context.refreshViewer(rechecked))
}
