import { LabelledSelect } from '@/components/layout/labelled-select'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
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
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
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
    </div>
  )
}

/** The list's filters: with or without orders, account status, spent range and last-order days. */
export function CustomerFilters({ search, onSearch }: { search: CustomerListSearch; onSearch: Update }) {
  const choose = (field: 'orders' | 'status') => (value: string) =>
    onSearch((prev) => ({ ...prev, [field]: value === ANY ? undefined : value, page: undefined }))
  return (
    <div className="flex flex-wrap items-end gap-3">
      <LabelledSelect
        id="customer-orders-filter"
        label="Orders"
        toolbarWidth="w-40"
        value={search.orders ?? ANY}
        onValueChange={choose('orders')}
        options={[
          { value: ANY, label: 'Any orders' },
          { value: 'with', label: 'Has orders' },
          { value: 'without', label: 'No orders yet' },
        ]}
      />
      <LabelledSelect
        id="customer-status-filter"
        label="Account"
        toolbarWidth="w-36"
        value={search.status ?? ANY}
        onValueChange={choose('status')}
        options={[
          { value: ANY, label: 'All accounts' },
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Deactivated' },
        ]}
      />
      <BoundFilter field="spentMin" label="Spent at least ($)" type="number" search={search} onSearch={onSearch} />
      <BoundFilter field="spentMax" label="Spent at most ($)" type="number" search={search} onSearch={onSearch} />
      <BoundFilter field="lastFrom" label="Last order from" type="date" search={search} onSearch={onSearch} />
      <BoundFilter field="lastTo" label="Last order to" type="date" search={search} onSearch={onSearch} />
    </div>
  )
}
