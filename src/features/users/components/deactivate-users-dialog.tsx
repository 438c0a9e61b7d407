import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { toApiError } from '@/lib/api-error'
import { useSetUsersActive } from '../queries'

/** Delete Selected keeps people's history: it deactivates the accounts, which cannot sign in any more. */
export function DeactivateUsersDialog({
  ids,
  open,
  onOpenChange,
  onDone,
}: {
  ids: string[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const change = useSetUsersActive()
  const confirm = async () => {
    await change.mutateAsync({ userIds: ids, active: false })
    onDone()
    onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) change.reset()
        onOpenChange(next)
      }}
      title={`Delete ${ids.length === 1 ? '1 user' : `${ids.length} users`}?`}
      description="Deleted users are deactivated: they can no longer sign in and their sessions end at once. Their history is kept, and an administrator can activate them again."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={change.isPending}
      error={change.isError ? toApiError(change.error).message : null}
      onConfirm={() => void confirm().catch(() => undefined)}
    />
  )
}
