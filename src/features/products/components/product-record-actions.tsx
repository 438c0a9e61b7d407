import { useNavigate } from '@tanstack/react-router'
import Archive from 'lucide-react/icons/archive'
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up'
import Copy from 'lucide-react/icons/copy'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toApiError } from '@/lib/api-error'
import { usePermission } from '@/lib/session/use-permission'
import { toast, toastWithUndo } from '@/lib/toast'
import { PRODUCT_ACTION_LEVELS } from '@/shared/product-rules'
import { useDuplicateProduct, useSetProductArchived } from '../queries'
import { DeleteProductsDialog } from './delete-products-dialog'

/**
 * The one product's Duplicate (opens the copy), Archive or Restore (with Undo) and Delete (asks first), each offered
 * only to those whose level allows it; nothing at all when none does.
 */
export function ProductRecordActions({ product }: { product: { id: string; name: string; archived: boolean } }) {
  const navigate = useNavigate()
  const mayDuplicate = usePermission('products', PRODUCT_ACTION_LEVELS.duplicate)
  const mayArchive = usePermission('products', PRODUCT_ACTION_LEVELS.archive)
  const mayDelete = usePermission('products', PRODUCT_ACTION_LEVELS.delete)
  const duplicate = useDuplicateProduct()
  const setArchived = useSetProductArchived()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  if (!mayDuplicate && !mayArchive && !mayDelete) return null

  const copy = async () => {
    try {
      const copied = await duplicate.mutateAsync(product.id)
      toast.success(`Copy created: ${copied.name}`)
      await navigate({ to: '/products/$productId', params: { productId: copied.id } })
    } catch (error) {
      toast.error(`Could not duplicate the product: ${toApiError(error).message}`)
    }
  }

  const archive = async (archived: boolean) => {
    try {
      await setArchived.mutateAsync({ id: product.id, archived })
      const message = archived ? `${product.name} archived` : `${product.name} restored to the catalogue`
      toastWithUndo(message, async () => {
        await setArchived.mutateAsync({ id: product.id, archived: !archived })
        return archived ? `${product.name} restored to the catalogue` : `${product.name} archived`
      })
    } catch (error) {
      toast.error(`Could not ${archived ? 'archive' : 'restore'} the product: ${toApiError(error).message}`)
    }
  }

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={duplicate.isPending || setArchived.isPending}>
            <EllipsisVertical aria-hidden /> <span className="max-sm:sr-only">More actions</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {mayDuplicate && (
            <DropdownMenuItem onSelect={() => void copy()}>
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
          )}
          {mayArchive && (
            <DropdownMenuItem onSelect={() => void archive(!product.archived)}>
              {product.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
              {product.archived ? 'Restore' : 'Archive'}
            </DropdownMenuItem>
          )}
          {mayDelete && !product.archived && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteProductsDialog
        selection={{ ids: [product.id] }}
        count={1}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDeleted={() => void navigate({ to: '/products' })}
      />
    </>
  )
}
