import { LabelledSelect } from '@/components/layout/labelled-select'
import { DayRangeFields } from '@/components/layout/day-range-fields'
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

/** The list's filters: status, payment and delivery method, and the order date range, all in the URL. */
export function OrderListFilters({ search, onSearch }: { search: OrderListSearch; onSearch: Update }) {
  return (
    <>
      {(Object.keys(ENUM_FILTERS) as (keyof typeof ENUM_FILTERS)[]).map((field) => (
        <EnumFilter key={field} field={field} search={search} onSearch={onSearch} />
      ))}
      <DayRangeFields
        idPrefix="order"
        from={search.from}
        to={search.to}
        onChange={(field, day) => onSearch((prev) => ({ ...prev, [field]: day, page: undefined }))}
      />
    </>
  )
}
