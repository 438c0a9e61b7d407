import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { UserDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import { useResetUserTwoStep, userTwoStepOptions } from '../queries'

/** Whether the user signs in with two steps; with `mayReset`, their authenticator app can be reset (a lost phone). */
export function UserTwoStepCard({ user, mayReset }: { user: UserDetailFragment; mayReset: boolean }) {
  const twoStep = useQuery(userTwoStepOptions(user.id))
  const reset = useResetUserTwoStep()
  const [confirming, setConfirming] = useState(false)
  const enrolled = twoStep.data?.enrolled ?? false

  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(`Two-step sign-in of ${user.fullName} reset.`)
      },
    })

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-step sign-in
          {twoStep.data && <Badge variant={enrolled ? 'default' : 'secondary'}>{enrolled ? 'On' : 'Off'}</Badge>}
        </CardTitle>
        <CardDescription>Whether {user.firstName} signs in with a code from an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {twoStep.isPending && <Skeleton className="h-6 max-w-xs" />}
        {twoStep.isError && (
          <Alert variant="destructive">
            <AlertDescription>{toApiError(twoStep.error).message}</AlertDescription>
          </Alert>
        )}
        {twoStep.data && (
          <p className="text-sm">
            {enrolled
              ? `On since ${formatDate(twoStep.data.enrolledAt ?? '')}.`
              : `${user.firstName} has not set up two-step sign-in.`}
          </p>
        )}
        {enrolled && mayReset && (
          <div>
            <Button variant="outline" onClick={() => (reset.reset(), setConfirming(true))}>
              Reset two-step sign-in
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset two-step sign-in?"
        description={`${user.fullName}'s authenticator app and recovery codes stop working and every session of theirs ends. They sign in with their password and can set up two-step sign-in again.`}
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        destructive
        pending={reset.isPending}
        error={reset.error ? toApiError(reset.error).message : null}
        onConfirm={confirm}
      />
    </Card>
  )
}
