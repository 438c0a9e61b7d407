import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import PackageX from 'lucide-react/icons/package-x'
import { RouteError } from '@/components/layout/error-screen'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { GetProductByIdQuery } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'

/**
 * The product's screens' dead ends (spec part 1 §8): the server said no, or there is no such product (an unknown or
 * malformed id in the URL, a product deleted meanwhile). No form and no actions: the way back to the list.
 */
export function ProductUnavailable({ response }: { response: GetProductByIdQuery['productById'] }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <PackageX aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{response.success ? 'Product not found' : response.message}</h1>
      <p className="text-muted-foreground">The product you're looking for doesn't exist or cannot be loaded.</p>
      <Button asChild>
        <Link to="/products">
          <ArrowLeft aria-hidden /> Back to Products
        </Link>
      </Button>
    </div>
  )
}

/** The product's screens when the call itself failed. */
export function ProductLoadError(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title={`Error getting product: ${toApiError(props.error).message}`}
      message="The product you're looking for doesn't exist or cannot be loaded."
    />
  )
}

/** A product's screen while it loads: picture beside its facts. */
export function ProductPending() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2">
      <span className="sr-only">Loading product</span>
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  )
}
