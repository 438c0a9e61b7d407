import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/lib/toast'
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@/shared/product-rules'
import { ProductStatusSelect } from './product-status-select'
import { productCategoriesOptions, useBulkUpdateProducts, type ProductSelectionInput } from '../queries'
import { countOf } from '@/shared/count-text'

/** Which field a bulk change sets on the selected products. */
export type BulkChangeKind = 'status' | 'category'

const COPY = {
  status: { title: 'Change status', label: 'New status', verb: 'Change status' },
  category: { title: 'Change category', label: 'New category', verb: 'Change category' },
} as const

/**
 * Asks which status or category to give the selected products (by ids or every matching), sets it, and says how many
 * changed. A category replaces the products' categories.
 */
export function BulkChangeProductsDialog({
  kind,
  selection,
  count,
  onOpenChange,
  onChanged,
}: {
  /** null: closed. */
  kind: BulkChangeKind | null
  selection: ProductSelectionInput
  count: number
  onOpenChange: (open: boolean) => void
  onChanged: () => void
}) {
  const update = useBulkUpdateProducts()
  const categories = useQuery({ ...productCategoriesOptions(), enabled: kind === 'category' })
  const [status, setStatus] = useState<ProductStatus>('ACTIVE')
  const [category, setCategory] = useState<string>('')
  const chosenCategory = category || categories.data?.[0]?.name || ''
  const copy = COPY[kind ?? 'status']
  const products = countOf(count, 'product')

  const confirm = async () => {
    if (kind === 'category' && !chosenCategory) return
    const change = kind === 'status' ? { status } : { categories: [chosenCategory] }
    const result = await update.mutateAsync({ selection, change }).catch(() => null)
    if (!result) return
    const what = kind === 'status' ? `status ${PRODUCT_STATUS_LABELS[status]}` : `category ${chosenCategory}`
    if (result.updatedCount) {
      toast.success(`${countOf(result.updatedCount, 'product')} set to ${what}.`)
    } else toast.message(result.message)
    onChanged()
    onOpenChange(false)
  }

  const categoryError = categories.isError
    ? 'Categories could not be loaded. Close this and try again.'
    : categories.data?.length === 0
      ? 'There are no categories yet.'
      : undefined

  return (
    <ConfirmDialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) update.reset()
        onOpenChange(open)
      }}
      title={`${copy.title} of ${products}?`}
      description={
        kind === 'category'
          ? 'The chosen category replaces the categories these products have now.'
          : 'Every selected product gets the chosen status.'
      }
      confirmLabel={copy.verb}
      pendingLabel="Saving..."
      pending={update.isPending}
      error={update.isError ? update.error.message || 'Failed to update products' : null}
      onConfirm={() => void confirm()}
    >
      <FormField label={copy.label} error={kind === 'category' ? categoryError : undefined}>
        {(fieldControl) =>
          kind === 'category' ? (
            <Select value={chosenCategory} onValueChange={setCategory} disabled={!categories.data?.length}>
              <SelectTrigger {...fieldControl} className="w-full">
                <SelectValue placeholder={categories.isPending ? 'Loading categories...' : 'Choose a category'} />
              </SelectTrigger>
              <SelectContent>
                {(categories.data ?? []).map((option) => (
                  <SelectItem key={option.id} value={option.name}>
                    {option.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <ProductStatusSelect value={status} onValueChange={setStatus} trigger={fieldControl} />
          )
        }
      </FormField>
    </ConfirmDialog>
  )
}
