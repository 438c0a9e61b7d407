import Monitor from 'lucide-react/icons/monitor'
import Smartphone from 'lucide-react/icons/smartphone'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { SessionFieldsFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'

const PHONE_SYSTEMS = /^(iOS|Android)/

export const sessionName = (session: SessionFieldsFragment) => `${session.browser} on ${session.system}`

/**
 * Signed-in sessions, one per row: browser and system, address, when signed in and last active; the current one
 * marked. With `onEnd`, every other session has an End button.
 */
export function SessionList({
  sessions,
  onEnd,
  endingId,
}: {
  sessions: readonly SessionFieldsFragment[]
  onEnd?: (session: SessionFieldsFragment) => void
  endingId?: string
}) {
  return (
    <ul className="divide-y rounded-md border">
      {sessions.map((session) => {
        const Icon = PHONE_SYSTEMS.test(session.system) ? Smartphone : Monitor
        return (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
            <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {sessionName(session)}
                {session.current && <Badge variant="secondary">This device</Badge>}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {session.address} · Signed in {formatDateTime(session.signedInAt)} · Last active{' '}
                {formatDateTime(session.lastActiveAt)}
              </p>
            </div>
            {onEnd && !session.current && (
              <Button
                variant="outline"
                size="sm"
                disabled={endingId === session.id}
                aria-label={`End session: ${sessionName(session)}, signed in ${formatDateTime(session.signedInAt)}`}
                onClick={() => onEnd(session)}
              >
                {endingId === session.id ? 'Ending...' : 'End'}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
