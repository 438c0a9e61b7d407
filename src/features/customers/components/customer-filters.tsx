import { LabelledSelect } from '@/components/layout/labelled-select'
import { ToolbarField } from '@/components/layout/toolbar-field'
import { Input } from '@/components/ui/input'
import type { CustomerListSearch } from '../customer-list-search'

const ANY = 'all'

type Update = (update: (previous: CustomerListSearch) => CustomerListSearch) => void
type TypedField = 'spentMin' | 'spentMax' | 'lastFrom' | 'lastTo'

/** A bound typed in the toolbar: an amount or a day, kept in the URL once it is one. */
function BoundFilter({
  field,
  label,
  type,
  search,
  onSearch,
}: {
  field: TypedField
  label: string
  type: 'number' | 'date'
  search: CustomerListSearch
  onSearch: Update
}) {
  const id = `customer-${field}-filter`
  return (
    <ToolbarField id={id} label={label}>
      <Input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        step={type === 'number' ? 'any' : undefined}
        className={type === 'number' ? 'w-28' : 'w-40'}
        defaultValue={search[field] ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim()
          const value = text === '' ? undefined : type === 'number' ? Number(text) : text
          if (type === 'number' && value !== undefined && !(Number(value) >= 0)) return
          onSearch((prev) => ({ ...prev, [field]: value, page: undefined }))
        }}
      />
    </ToolbarField>
  )
}

/** The choice filters, each with an 'all' option that clears it. */
const options = (any: string, values: readonly (readonly [string, string])[]) => [
  { value: ANY, label: any },
  ...values.map(([value, label]) => ({ value, label })),
]
const CHOICES = [
  {
    field: 'orders',
    label: 'Orders',
    width: 'w-40',
    options: options('Any orders', [
      ['with', 'Has orders'],
      ['without', 'No orders yet'],
    ]),
  },
  {
    field: 'status',
    label: 'Account',
    width: 'w-36',
    options: options('All accounts', [
      ['active', 'Active'],
      ['inactive', 'Deactivated'],
    ]),
  },
] as const

/** The list's filters: with or without orders, account status, spent range and last-order days. */
export function CustomerFilters({ search, onSearch }: { search: CustomerListSearch; onSearch: Update }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {CHOICES.map(({ field, label, width, options }) => (
        <LabelledSelect
          key={field}
          id={`customer-${field}-filter`}
          label={label}
          toolbarWidth={width}
          value={search[field] ?? ANY}
          onValueChange={(value) =>
            onSearch((prev) => ({ ...prev, [field]: value === ANY ? undefined : value, page: undefined }))
          }
          options={options}
        />
      ))}
      <BoundFilter field="spentMin" label="Spent at least ($)" type="number" search={search} onSearch={onSearch} />
      <BoundFilter field="spentMax" label="Spent at most ($)" type="number" search={search} onSearch={onSearch} />
      <BoundFilter field="lastFrom" label="Last order from" type="date" search={search} onSearch={onSearch} />
      <BoundFilter field="lastTo" label="Last order to" type="date" search={search} onSearch={onSearch} />
    </div>
  )
}
