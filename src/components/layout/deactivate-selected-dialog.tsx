import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { countOf } from '@/shared/count-text'

/** The state of the mutation behind the dialog (react-query's), for its pending label and its refusal. */
interface DeactivateChange {
  isPending: boolean
  isError: boolean
  error: unknown
  reset: () => void
}

/**
 * A list's Deactivate Selected (its Delete Selected where rows keep their history): "Deactivate N {noun}s?", then the
 * server's message as a toast and the selection cleared; a refusal shows in the dialog.
 */
export function DeactivateSelectedDialog({
  noun,
  count,
  description,
  change,
  deactivate,
  open,
  onOpenChange,
  onDone,
}: {
  noun: string
  count: number
  description: string
  change: DeactivateChange
  deactivate: () => Promise<{ message: string }>
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const confirm = async () => {
    const result = await deactivate()
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
      title={`Deactivate ${countOf(count, noun)}?`}
      description={description}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      destructive
      pending={change.isPending}
      error={change.isError ? toApiError(change.error).message : null}
      onConfirm={() => void confirm().catch(() => undefined)}
    />
  )
}
