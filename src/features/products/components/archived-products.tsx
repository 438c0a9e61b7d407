import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import Archive from 'lucide-react/icons/archive'
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useCallback, useMemo } from 'react'
import { listColumns } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'
import type { ArchivedProductsQuery } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { usePermission } from '@/lib/session/use-permission'
import { toast, toastWithUndo } from '@/lib/toast'
import { PRODUCT_ACTION_LEVELS } from '@/shared/product-rules'
import { archivedProductsOptions, useSetProductArchived } from '../queries'
import { InfiniteScrollSentinel } from './infinite-scroll-sentinel'
import { ProductItemActions } from './product-item-actions'
import { productColumn } from './product-table'
import { countOf } from '@/shared/count-text'

type ArchivedProduct = ArchivedProductsQuery['archivedProducts']['products'][number]

/** The subtitle of the archived view: how many products are archived (that match the term). */
export function ArchivedProductsFound({ term }: { term?: string }) {
  const { data } = useSuspenseInfiniteQuery(archivedProductsOptions(term))
  const count = data.pages[0]!.pagination.totalCount
  return countOf(count, 'archived product')
}

/** Archived products by name, each with View and, for those who may, Restore (which offers Undo). */
export function ArchivedProducts({ term }: { term?: string }) {
  const query = useSuspenseInfiniteQuery(archivedProductsOptions(term))
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query
  const products = useMemo(() => query.data.pages.flatMap((page) => page.products), [query.data])
  const mayRestore = usePermission('products', PRODUCT_ACTION_LEVELS.restore)
  const setArchived = useSetProductArchived()
  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false })
  }, [fetchNextPage, hasNextPage])

  const restore = async (product: ArchivedProduct) => {
    try {
      await setArchived.mutateAsync({ id: product.id, archived: false })
      toastWithUndo(`${product.name} restored to the catalogue`, async () => {
        await setArchived.mutateAsync({ id: product.id, archived: true })
        return `${product.name} archived again`
      })
    } catch (error) {
      toast.error(`Could not restore ${product.name}: ${toApiError(error).message}`)
    }
  }

  const columns = listColumns<ArchivedProduct>([
    productColumn,
    {
      id: 'archived',
      header: 'Archived',
      fold: 'sm',
      className: 'whitespace-nowrap',
      cell: (product) => (product.archivedAt ? formatDate(product.archivedAt) : ''),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (product) => (
        <div className="flex justify-end gap-2 max-sm:flex-col">
          <ProductItemActions product={product} mayEdit={false} />
          {mayRestore && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Restore ${product.name}`}
              disabled={setArchived.isPending && setArchived.variables.id === product.id}
              onClick={() => void restore(product)}
            >
              <ArchiveRestore aria-hidden /> Restore
            </Button>
          )}
        </div>
      ),
    },
  ])

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-16 text-center">
        <Archive className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">No archived products</h2>
        <p className="text-muted-foreground">
          {term?.trim()
            ? 'No archived product matches this search.'
            : 'Products you archive leave the catalogue and wait here until you restore them.'}
        </p>
      </div>
    )
  }
  return (
    <>
      <DataTable label="Archived products" columns={columns} rows={products} rowId={(product) => product.id} />
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Getting more products...
        </p>
      )}
      {hasNextPage && <InfiniteScrollSentinel onVisible={loadMore} busy={query.isFetching} />}
    </>
  )
}
