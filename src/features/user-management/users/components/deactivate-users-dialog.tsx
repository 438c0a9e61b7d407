import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { useSetUsersActive, type UserSelectionInput } from '../queries'
import { countOf } from '@/shared/count-text'

/** Deactivate Selected (the spec's Delete Selected) keeps people's history: the accounts can no longer sign in. */
export function DeactivateUsersDialog({
  selection,
  count,
  open,
  onOpenChange,
  onDone,
}: {
  selection: UserSelectionInput
  count: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const change = useSetUsersActive()
  const confirm = async () => {
    const result = await change.mutateAsync({ selection, active: false })
    toast.success(result.message)
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
      title={`Deactivate ${countOf(count, 'user')}?`}
      description="Deactivated users can no longer sign in and their sessions end at once. Their history is kept, and an administrator can activate them again."
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      destructive
      pending={change.isPending}
      error={change.isError ? toApiError(change.error).message : null}
      onConfirm={() => void confirm().catch(() => undefined)}
    />
  )
}
