import { LabelledSelect } from '@/components/layout/labelled-select'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/shared/order-status'
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

/** A day bound of the order date; the browser's date field keeps From before To. */
function DayFilter({
  field,
  label,
  search,
  onSearch,
}: {
  field: 'from' | 'to'
  label: string
  search: OrderListSearch
  onSearch: Update
}) {
  const id = `order-${field}-filter`
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={search[field] ?? ''}
        min={field === 'to' ? search.from : undefined}
        max={field === 'from' ? search.to : undefined}
        onChange={(event) =>
          onSearch((prev) => ({ ...prev, [field]: event.target.value || undefined, page: undefined }))
        }
      />
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
      <DayFilter field="from" label="From" search={search} onSearch={onSearch} />
      <DayFilter field="to" label="To" search={search} onSearch={onSearch} />
    </>
  )
}
