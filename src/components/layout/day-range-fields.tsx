import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { DATE_RANGE_REVERSED, isReversedDayRange } from '@/shared/order-search'
import { ToolbarField } from './toolbar-field'

type DayField = 'from' | 'to'

/**
 * A list's From and To days (ids `{idPrefix}-from-filter` and `-to-filter`); the date pickers offer only days that keep
 * From before To. A range that ends before it starts (typed, or from a link) is not applied: the list goes on without
 * it and the message says why beside the fields.
 */
export function DayRangeFields({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string
  from: string | undefined
  to: string | undefined
  onChange: (field: DayField, day: string | undefined) => void
}) {
  const problemId = useId()
  const reversed = isReversedDayRange(from, to)
  const day = (field: DayField, label: string) => {
    const id = `${idPrefix}-${field}-filter`
    return (
      <ToolbarField id={id} label={label}>
        <Input
          id={id}
          type="date"
          className="w-40"
          value={(field === 'from' ? from : to) ?? ''}
          min={field === 'to' ? from : undefined}
          max={field === 'from' ? to : undefined}
          aria-invalid={reversed ? true : undefined}
          aria-describedby={reversed ? problemId : undefined}
          onChange={(event) => onChange(field, event.target.value || undefined)}
        />
      </ToolbarField>
    )
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-3">
        {day('from', 'From')}
        {day('to', 'To')}
      </div>
      {reversed && (
        <p id={problemId} role="alert" className="text-xs text-destructive">
          {DATE_RANGE_REVERSED}
        </p>
      )}
    </div>
  )
}
