import { cn } from '@/lib/cn'
import { stockLevel, type StockLevel } from '@/shared/product-rules'

/** The product detail's stock colours: green in stock, yellow low, orange very low, red out. */
const STOCK_LEVEL_COLOURS: Record<StockLevel, string> = {
  'In Stock': 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  'Low Stock': 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  'Very Low Stock': 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100',
  'Out of Stock': 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

export function StockLevelBadge({ quantity }: { quantity: number }) {
  const level = stockLevel(quantity)
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STOCK_LEVEL_COLOURS[level],
      )}
    >
      {level}
    </span>
  )
}
