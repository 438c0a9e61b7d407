import type { Viewer } from '@/server/auth/viewer'
import type { Db } from '@/server/db/client'
import type { LivePubSub } from '@/server/live/live-events'

/**
 * What a service that changes records on the viewer's behalf needs: the database, the live-event hub it publishes to
 * after the commit, and the viewer who acts. The named parameters of such a service start with these.
 */
export interface LiveWrite {
  db: Db
  live: LivePubSub
  viewer: Viewer
}
