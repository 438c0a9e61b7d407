import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EndSessionsDialog } from '@/components/sessions/end-sessions-dialog'
import { LoadedSessions } from '@/components/sessions/loaded-sessions'
import { SessionList, sessionName } from '@/components/sessions/session-list'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { countOf } from '@/shared/count-text'
import { mySessionsQueryOptions, useEndOtherSessions, useEndSession } from '../queries'

/** Settings › Security: where the user is signed in; any other session can be ended, one or all at once. */
export function SessionSettings() {
  const sessions = useQuery(mySessionsQueryOptions())
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [confirming, setConfirming] = useState(false)
  const others = sessions.data?.filter((session) => !session.current) ?? []

  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (ended) => {
        setConfirming(false)
        toast.success(`Ended ${countOf(ended, 'session')}.`)
      },
    })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Where you are signed in. Ending a session signs that device out at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <LoadedSessions query={sessions}>
          {(loaded) => (
            <>
              <SessionList
                sessions={loaded}
                endingId={endOne.isPending ? endOne.variables : undefined}
                onEnd={(session) =>
                  endOne.mutate(session.id, {
                    onSuccess: () => toast.success(`Session ended: ${sessionName(session)}.`),
                    onError: (error) => toast.error(toApiError(error).message),
                  })
                }
              />
              {others.length > 0 ? (
                <div>
                  <Button variant="outline" onClick={() => (endOthers.reset(), setConfirming(true))}>
                    End all other sessions
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>
              )}
            </>
          )}
        </LoadedSessions>
      </CardContent>
      <EndSessionsDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End all other sessions?"
        description={`${countOf(others.length, 'other session')} will be signed out at once. This device stays signed in.`}
        ending={endOthers}
        onConfirm={confirmEndOthers}
      />
    </Card>
  )
}
