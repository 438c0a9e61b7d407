import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
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
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {ids.length === 1 ? '1 product' : `${ids.length} products`}?</AlertDialogTitle>
          <AlertDialogDescription>
            Products that appear in orders are archived so order history stays intact; the others are deleted. This
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {deletion.isError && (
          <p role="alert" className="text-sm text-destructive">
            {deletion.error.message || 'Failed to delete product'}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deletion.isPending}
            onClick={(event) => {
              // Keep the dialog open until the server has answered.
              event.preventDefault()
              void confirm()
            }}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
