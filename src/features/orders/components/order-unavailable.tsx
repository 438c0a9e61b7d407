import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

/** The detail screen's two dead ends (spec part 2 §8): the load failed, or there is no such order. */
export function OrderUnavailable({ error, retry }: { error: Error | null; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">{error ? 'Error Loading Order' : 'Order Not Found'}</h1>
      <p className="text-muted-foreground">
        {error
          ? error.message || 'Failed to load order details'
          : "The order you're looking for doesn't exist or has been removed."}
      </p>
      {error ? (
        <Button onClick={retry}>Try Again</Button>
      ) : (
        <Button asChild>
          <Link to="/orders">Back to Orders</Link>
        </Button>
      )}
    </div>
  )
}
