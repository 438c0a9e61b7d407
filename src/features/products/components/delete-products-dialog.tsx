import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { useDeleteProducts } from '../queries'

/** Asks before deleting the selected products; products in orders are archived by the server instead. */
export function DeleteProductsDialog({
  ids,
  open,
  onOpenChange,
  onDeleted,
}: {
  ids: string[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: (message: string) => void
}) {
  const deletion = useDeleteProducts()
  const confirm = async () => {
    const result = await deletion.mutateAsync(ids).catch(() => null)
    if (!result) return
    onDeleted(result.message)
    onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${ids.length === 1 ? '1 product' : `${ids.length} products`}?`}
      description="Products that appear in orders are archived so order history stays intact; the others are deleted. This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={deletion.isPending}
      error={deletion.isError ? deletion.error.message || 'Failed to delete product' : null}
      onConfirm={() => void confirm()}
    />
  )
}
