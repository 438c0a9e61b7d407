import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import Loader2 from 'lucide-react/icons/loader-circle'
import Plus from 'lucide-react/icons/plus'
import Search from 'lucide-react/icons/search'
import { useState, type UIEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { SearchProductsDocument, type ProductListItemFragment } from '@/gql/graphql'
import { formatMoney } from '@/shared/money'
import { gqlRequest } from '@/lib/graphql-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { productSearchParameters } from '@/shared/product-search-parameters'

const PICKER_PAGE_SIZE = 20
export const PICKER_SEARCH_DEBOUNCE_MS = 300
/** More products load when the list is scrolled this close to its end. */
const PICKER_LOAD_MORE_PX = 100

const pickerProductsOptions = (term: string, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: ['products', 'picker', term],
    queryFn: async ({ pageParam, signal }) => {
      // The product list's search by name, A to Z, for the term, each page after the one before.
      const parameters = productSearchParameters({ q: term }, { skip: 0, after: pageParam }, PICKER_PAGE_SIZE)
      return (await gqlRequest(SearchProductsDocument, { search: { parameters }, counted: false }, signal))
        .searchProducts
    },
    // Each page after the cursor of the one before; the picker shows no totals, so none are counted.
    initialPageParam: null as string | null,
    getNextPageParam: ({ nextCursor }) => nextCursor ?? undefined,
    enabled,
    staleTime: 0,
    gcTime: 0,
  })

/** Adds products to an order: search as you type, 20 at a time, products already on the order hidden. */
export function OrderProductPicker({
  open,
  onOpenChange,
  presentIds,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  presentIds: ReadonlySet<string>
  onPick: (product: ProductListItemFragment) => void
}) {
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term.trim(), PICKER_SEARCH_DEBOUNCE_MS)
  // Results as the user types, inside the picker: the order screen behind never suspends for them.
  const query = useInfiniteQuery(pickerProductsOptions(debounced, open))
  const products = (query.data?.pages.flatMap((page) => page.products) ?? []).filter((p) => !presentIds.has(p.id))

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget
    const nearEnd = list.scrollHeight - list.scrollTop - list.clientHeight <= PICKER_LOAD_MORE_PX
    if (nearEnd && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
  }

  const status = query.isError
    ? 'Error loading products. Please try again.'
    : query.isPending
      ? null
      : products.length === 0
        ? debounced
          ? 'No products match your search.'
          : 'No products available.'
        : !query.hasNextPage
          ? debounced
            ? 'No more products match your search.'
            : 'All products loaded.'
          : null

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[85vh] flex-col">
        <DialogHeader>
          <DialogTitle>Add Product</DialogTitle>
          <DialogDescription>Search the catalogue and add a product to this order.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search products to add"
            placeholder="Search by name or SKU..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="pl-8"
          />
        </div>
        <div className="-mx-2 min-h-40 flex-1 overflow-y-auto px-2" onScroll={onScroll} data-testid="picker-list">
          <ul className="flex flex-col gap-1" aria-label="Products">
            {products.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 rounded-md border p-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{product.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {product.sku} · {formatMoney(product.price)} · Stock: {product.quantity}
                  </p>
                </div>
                {product.quantity > 0 ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onPick(product)}
                    aria-label={`Add ${product.name}`}
                  >
                    <Plus aria-hidden /> Add
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" disabled aria-label={`${product.name} is out of stock`}>
                    Out of stock
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {(query.isPending || query.isFetchingNextPage) && (
            <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Loading products...
            </p>
          )}
          {status && (
            <p
              role={query.isError ? 'alert' : 'status'}
              className={
                query.isError
                  ? 'py-4 text-center text-sm text-destructive'
                  : 'py-4 text-center text-sm text-muted-foreground'
              }
            >
              {status}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
