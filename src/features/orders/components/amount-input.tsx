import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { amountText } from '../order-draft'

/** A money or rate field that takes digits and one decimal point only (spec part 2 §5). */
export function AmountInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (value: string) => void
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(amountText(event.target.value))}
    />
  )
}
