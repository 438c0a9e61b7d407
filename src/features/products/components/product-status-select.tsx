import type { ComponentProps } from 'react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductStatus } from '@/shared/product-rules'

/** A choice of the four product statuses, by their labels; `trigger` carries the field's id and descriptions. */
export function ProductStatusSelect({
  value,
  onValueChange,
  trigger,
}: {
  value: string
  onValueChange: (status: ProductStatus) => void
  trigger?: ComponentProps<typeof SelectTrigger>
}) {
  return (
    <Select value={value} onValueChange={(status) => onValueChange(status as ProductStatus)}>
      <SelectTrigger {...trigger} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PRODUCT_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {PRODUCT_STATUS_LABELS[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
