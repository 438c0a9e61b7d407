import type { ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '@/components/layout/error-screen'
import { Skeleton } from '@/components/ui/skeleton'
import type { GetProductByIdQuery } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'

/** The detail screen's dead ends (spec part 1 §8): the server said no, or there is no such product. */
export function ProductUnavailable({ response }: { response: GetProductByIdQuery['productById'] }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
      <h1 className="text-xl font-semibold">{response.success ? 'Product not found' : response.message}</h1>
      <p className="text-muted-foreground">The product you're looking for doesn't exist or cannot be loaded.</p>
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
