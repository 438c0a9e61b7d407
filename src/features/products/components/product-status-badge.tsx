import { cn } from '@/lib/cn'
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@/shared/product-rules'

const isStatus = (value: string): value is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(value)

/** Green for active, yellow for out of stock, red otherwise; unknown values read as `fallback`. */
export function ProductStatusBadge({ status, fallback = 'Inactive' }: { status: string; fallback?: string }) {
  const known = isStatus(status) ? status : null
  const colour =
    known === 'ACTIVE'
      ? 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200'
      : known === 'OUT_OF_STOCK'
        ? 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100'
        : 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', colour)}>
      {known ? PRODUCT_STATUS_LABELS[known] : fallback}
    </span>
  )
}
