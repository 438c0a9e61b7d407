import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '@/components/layout/error-screen'
import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'

/** The detail screen when there is no such order (spec part 2 §8). */
export function OrderNotFound() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">Order Not Found</h1>
      <p className="text-muted-foreground">The order you're looking for doesn't exist or has been removed.</p>
      <Button asChild>
        <Link to="/orders">Back to Orders</Link>
      </Button>
    </div>
  )
}

/** The detail screen when the order could not be loaded (spec part 2 §8). */
export function OrderLoadError(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title="Error Loading Order"
      message={toApiError(props.error).message || 'Failed to load order details'}
    />
  )
}
