import { useId } from 'react'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { ToolbarField } from '@/components/layout/toolbar-field'
import { Input } from '@/components/ui/input'
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/shared/order-status'
import { DATE_RANGE_REVERSED, isReversedDayRange } from '@/shared/order-search'
import type { OrderListSearch } from '../order-list-search'

const ANY = 'all'

type Update = (update: (previous: OrderListSearch) => OrderListSearch) => void

/** The enum filters: each a toolbar select whose 'all' option clears it. */
const ENUM_FILTERS = {
  status: { label: 'Status', anyLabel: 'All statuses', values: ORDER_STATUSES, labels: ORDER_STATUS_LABELS },
  payment: { label: 'Payment', anyLabel: 'All payments', values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS },
  delivery: {
    label: 'Delivery',
    anyLabel: 'All deliveries',
    values: DELIVERY_METHODS,
    labels: DELIVERY_METHOD_LABELS,
  },
} as const

/** A toolbar select over an enum kept in the URL; 'all' clears it. Every change goes back to page 1. */
function EnumFilter({
  field,
  search,
  onSearch,
}: {
  field: keyof typeof ENUM_FILTERS
  search: OrderListSearch
  onSearch: Update
}) {
  const { label, anyLabel, values, labels } = ENUM_FILTERS[field]
  const labelOf = labels as Record<string, string>
  return (
    <LabelledSelect
      id={`order-${field}-filter`}
      label={label}
      toolbarWidth="w-40"
      value={search[field] ?? ANY}
      onValueChange={(value) =>
        onSearch((prev) => ({ ...prev, [field]: value === ANY ? undefined : value, page: undefined }))
      }
      options={[{ value: ANY, label: anyLabel }, ...values.map((value) => ({ value, label: labelOf[value]! }))]}
    />
  )
}

/** A day bound of the order date; the date picker offers only days that keep From before To. */
function DayFilter({
  field,
  label,
  search,
  onSearch,
  problemId,
}: {
  field: 'from' | 'to'
  label: string
  search: OrderListSearch
  onSearch: Update
  /** The message beside the range while it is refused. */
  problemId?: string
}) {
  const id = `order-${field}-filter`
  return (
    <ToolbarField id={id} label={label}>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={search[field] ?? ''}
        min={field === 'to' ? search.from : undefined}
        max={field === 'from' ? search.to : undefined}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) =>
          onSearch((prev) => ({ ...prev, [field]: event.target.value || undefined, page: undefined }))
        }
      />
    </ToolbarField>
  )
}

/**
 * The order date range. One that ends before it starts (typed, or from a link) is not applied: the list goes on without
 * it and the message says why beside the fields.
 */
function DateRangeFilter({ search, onSearch }: { search: OrderListSearch; onSearch: Update }) {
  const problemId = useId()
  const reversed = isReversedDayRange(search.from, search.to)
  const describedBy = reversed ? problemId : undefined
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-3">
        <DayFilter field="from" label="From" search={search} onSearch={onSearch} problemId={describedBy} />
        <DayFilter field="to" label="To" search={search} onSearch={onSearch} problemId={describedBy} />
      </div>
      {reversed && (
        <p id={problemId} role="alert" className="text-xs text-destructive">
          {DATE_RANGE_REVERSED}
        </p>
      )}
    </div>
  )
}

/** The list's filters: status, payment and delivery method, and the order date range, all in the URL. */
export function OrderListFilters({ search, onSearch }: { search: OrderListSearch; onSearch: Update }) {
  return (
    <>
      {(Object.keys(ENUM_FILTERS) as (keyof typeof ENUM_FILTERS)[]).map((field) => (
        <EnumFilter key={field} field={field} search={search} onSearch={onSearch} />
      ))}
      <DateRangeFilter search={search} onSearch={onSearch} />
    </>
  )
}
