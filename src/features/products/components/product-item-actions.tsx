import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** View (to /products/{id}) and, for those who may change products, Edit (to /products/{id}/edit). */
export function ProductItemActions({
  product,
  mayEdit,
  className,
}: {
  product: { id: string; name: string }
  mayEdit: boolean
  className?: string
}) {
  const params = { productId: product.id }
  return (
    <div className={cn('flex gap-2', className)}>
      <Button asChild variant="outline" size="sm" className="flex-1">
        <Link to="/products/$productId" params={params} aria-label={`View ${product.name}`}>
          View
        </Link>
      </Button>
      {mayEdit && (
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to="/products/$productId/edit" params={params} aria-label={`Edit ${product.name}`}>
            Edit
          </Link>
        </Button>
      )}
    </div>
  )
}
