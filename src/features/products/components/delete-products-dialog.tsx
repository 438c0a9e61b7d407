import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { toast, toastWithUndo } from '@/lib/toast'
import { productDeletionWording } from '../product-deletion-wording'
import { useDeleteProducts, useRestoreProducts, type ProductSelectionInput } from '../queries'

/**
 * Asks before deleting the selected products (products in orders are archived by the server instead), then says
 * what happened with an Undo that brings them back.
 */
export function DeleteProductsDialog({
  selection,
  count,
  open,
  onOpenChange,
  onDeleted,
}: {
  selection: ProductSelectionInput
  count: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}) {
  const deletion = useDeleteProducts()
  const restore = useRestoreProducts()
  const confirm = async () => {
    const result = await deletion.mutateAsync(selection).catch(() => null)
    if (!result) return
    const { deletionId } = result
    if (deletionId) toastWithUndo(result.message, async () => (await restore.mutateAsync(String(deletionId))).message)
    else toast.message(result.message)
    onDeleted()
    onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      {...productDeletionWording(count)}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={deletion.isPending}
      error={deletion.isError ? deletion.error.message || 'Failed to delete product' : null}
      onConfirm={() => void confirm()}
    />
  )
}
