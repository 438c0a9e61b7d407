import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { toApiError } from '@/lib/api-error'

/** The confirmation before sessions are ended, with the ending's progress and its failure. */
export function EndSessionsDialog({
  open,
  onOpenChange,
  title,
  description,
  ending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  ending: { isPending: boolean; error: Error | null }
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="End sessions"
      pendingLabel="Ending..."
      destructive
      pending={ending.isPending}
      error={ending.error ? toApiError(ending.error).message : null}
      onConfirm={onConfirm}
    />
  )
}
