import Copy from 'lucide-react/icons/copy'
import KeyRound from 'lucide-react/icons/key-round'
import Power from 'lucide-react/icons/power'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { UserDetailFragment } from '@/gql/graphql'
import { ActionError } from '@/components/layout/action-error'
import { toApiError } from '@/lib/api-error'
import { copyText } from '@/lib/clipboard'
import { formatDateTime } from '@/lib/format'
import { useAuth } from '@/lib/session/auth-store'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { useIssuePasswordReset, useSetUserActive } from '../queries'
import { UserStatusBadge } from './user-status-badge'

/** Status and access: activate or deactivate (sessions end at once), and a one-time password-reset link to hand over. */
export function UserAccountCard({ user }: { user: UserDetailFragment }) {
  const setActive = useSetUserActive()
  const reset = useIssuePasswordReset()
  const [confirming, setConfirming] = useState(false)
  const [copied, setCopied] = useState(false)
  const { user: me } = useAuth()
  const action = user.active ? 'Deactivate User' : 'Activate User'
  // Not offered when the server would refuse it (the page shows users the viewer may not change read-only; this one
  // is for the viewer's own account as an all-access user). The session keeps no id; emails are unique ignoring case.
  const refusal =
    user.active && me
      ? userChangeRefusal(
          { id: me.email.toLowerCase(), grants: me.roles },
          { id: user.email.toLowerCase(), grants: user.roles },
          'deactivate',
        )
      : undefined
  // The server gives the link relative to the app; the person receiving it needs the whole address.
  const issued = reset.data && {
    link: new URL(reset.data.url, window.location.origin).href,
    expiresAt: reset.data.expiresAt,
  }
  const toggle = async () => {
    await setActive.mutateAsync({ userId: user.id, active: !user.active })
    setConfirming(false)
  }
  // When copying is refused, the link stays in its read-only field to copy by hand.
  const copy = async (url: string) => setCopied(await copyText(url))

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm">
            Status <UserStatusBadge active={user.active} />
          </p>
          {refusal ? (
            <p className="text-sm text-muted-foreground">{refusal}</p>
          ) : (
            <Button variant={user.active ? 'destructive' : 'default'} onClick={() => setConfirming(true)}>
              <Power aria-hidden /> {action}
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="w-fit"
            disabled={reset.isPending || !user.active}
            onClick={() => {
              setCopied(false)
              reset.mutate(user.id)
            }}
          >
            <KeyRound aria-hidden /> {reset.isPending ? 'Creating link...' : 'Create password reset link'}
          </Button>
          <ActionError error={reset.error} />
          {issued && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="password-reset-link">Password reset link</Label>
              <div className="flex gap-2">
                <Input id="password-reset-link" readOnly value={issued.link} onFocus={(e) => e.target.select()} />
                <Button variant="outline" onClick={() => void copy(issued.link)}>
                  <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Give this link to {user.firstName}; it works once, until {formatDateTime(issued.expiresAt)}.
              </p>
            </div>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) setActive.reset()
        }}
        title={action}
        description={
          user.active
            ? `${user.fullName} will no longer be able to sign in, and their open sessions end at once.`
            : `${user.fullName} will be able to sign in again.`
        }
        confirmLabel={user.active ? 'Deactivate' : 'Activate'}
        pendingLabel={user.active ? 'Deactivating...' : 'Activating...'}
        destructive={user.active}
        pending={setActive.isPending}
        error={setActive.isError ? toApiError(setActive.error).message : null}
        onConfirm={() => void toggle().catch(() => undefined)}
      />
    </Card>
  )
}
