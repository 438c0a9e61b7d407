import { useQuery } from '@tanstack/react-query'
import LogOut from 'lucide-react/icons/log-out'
import { useState } from 'react'
import { EndSessionsDialog } from '@/components/sessions/end-sessions-dialog'
import { LoadedSessions } from '@/components/sessions/loaded-sessions'
import { SessionList } from '@/components/sessions/session-list'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { UserDetailFragment } from '@/gql/graphql'
import { toast } from '@/lib/toast'
import { countOf } from '@/shared/count-text'
import { useEndUserSessions, userSessionsOptions } from '../queries'

/** Where the user is signed in; with `mayEnd`, every session of theirs can be ended at once (after a confirmation). */
export function UserSessionsCard({ user, mayEnd }: { user: UserDetailFragment; mayEnd: boolean }) {
  const sessions = useQuery(userSessionsOptions(user.id))
  const endAll = useEndUserSessions()
  const [confirming, setConfirming] = useState(false)
  const live = sessions.data ?? []

  const confirm = () =>
    endAll.mutate(user.id, {
      onSuccess: (ended) => {
        setConfirming(false)
        toast.success(`Ended ${countOf(ended, 'session')} of ${user.fullName}.`)
      },
    })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Where {user.firstName} is signed in.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <LoadedSessions query={sessions}>
          {(loaded) =>
            loaded.length === 0 ? (
              <p className="text-sm text-muted-foreground">{user.firstName} is not signed in anywhere.</p>
            ) : (
              <>
                <SessionList sessions={loaded} />
                {mayEnd && (
                  <div>
                    <Button variant="outline" onClick={() => (endAll.reset(), setConfirming(true))}>
                      <LogOut aria-hidden /> End all sessions
                    </Button>
                  </div>
                )}
              </>
            )
          }
        </LoadedSessions>
      </CardContent>
      <EndSessionsDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End all sessions?"
        description={`${user.fullName} will be signed out of ${countOf(live.length, 'session')} at once and can sign in again.`}
        ending={endAll}
        onConfirm={confirm}
      />
    </Card>
  )
}
