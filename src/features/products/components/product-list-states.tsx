import type { ErrorComponentProps } from '@tanstack/react-router'
import PackageSearch from 'lucide-react/icons/package-search'
import { RouteError } from '@/components/layout/error-screen'
import { PageHeader } from '@/components/layout/page-header'
import { Skeleton } from '@/components/ui/skeleton'

const SKELETON_CARDS = 8

export function ProductSkeletons() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      <span className="sr-only">Loading products</span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} data-testid="product-skeleton" className="flex flex-col gap-3 rounded-xl border p-4">
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  )
}

export function NoProducts() {
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center">
      <PackageSearch className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No products found</h2>
      <p className="text-muted-foreground">Try adjusting your search or filters to find what you're looking for.</p>
    </div>
  )
}

/** The list's route failed to load (spec part 1 §8). */
export function ProductsUnavailable(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title="We're currently experiencing technical difficulties"
      message="We're working quickly to resolve the issue. Please check your internet connection and try again shortly! We appreciate your patience."
    />
  )
}

/** Entering the list: its heading and search box, then the eight skeleton cards. */
export function ProductListPending() {
  return (
    <>
      <PageHeader title="Products" description="Loading..." />
      <Skeleton className="mb-4 h-9 w-full max-w-sm" />
      <ProductSkeletons />
    </>
  )
}
