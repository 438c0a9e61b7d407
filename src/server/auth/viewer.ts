import type { UserRow } from '@/server/db/schema'
import type { RoleGrantRow } from '@/server/repositories/user-repository'

/** The signed-in user of a request or stream: the account, its effective roles, the session it signed in with. */
export interface Viewer {
  user: UserRow
  roles: RoleGrantRow[]
  sessionId: string
}
