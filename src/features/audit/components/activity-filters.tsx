import X from 'lucide-react/icons/x'
import { AUDIT_AREAS, AUDIT_RECORD_TYPES } from '@/components/audit/audit-words'
import { ListSearch } from '@/components/data-table/list-search'
import { useSearchTerm } from '@/components/data-table/use-search-term'
import { DayRangeFields } from '@/components/layout/day-range-fields'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { ToolbarField } from '@/components/layout/toolbar-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'
import { isActivityFiltered, RECORD_TYPE_PARAMS, type ActivitySearch } from '../activity-search'

const ANY = 'all'

type Update = (update: (previous: ActivitySearch) => ActivitySearch) => void

const TEXT_FILTERS = {
  person: { label: 'Person', placeholder: 'Any person' },
  action: { label: 'Action', placeholder: 'e.g. product.update' },
  id: { label: 'Record ID', placeholder: 'Any ID' },
} as const

/** A text filter that goes to the URL once typing pauses, like the search box. */
function TextFilter({
  field,
  search,
  onSearch,
}: {
  field: keyof typeof TEXT_FILTERS
  search: ActivitySearch
  onSearch: Update
}) {
  const id = `activity-${field}-filter`
  const { label, placeholder } = TEXT_FILTERS[field]
  const [term, setTerm] = useSearchTerm(search[field], (value) => onSearch((prev) => ({ ...prev, [field]: value })))
  return (
    <ToolbarField id={id} label={label}>
      <Input
        id={id}
        className="w-44"
        placeholder={placeholder}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
    </ToolbarField>
  )
}

/** The free text on top; person, area, action, record and dates below; all of them in the URL. */
export function ActivityFilters({ search, onSearch }: { search: ActivitySearch; onSearch: Update }) {
  return (
    <div className="mb-4 flex flex-col gap-3">
      <ListSearch
        label="Search activity"
        placeholder="Search by record, action or person..."
        current={search.q}
        onSearch={(q) => onSearch((prev) => ({ ...prev, q }))}
      />
      <div className="flex flex-wrap items-start gap-3">
        <TextFilter field="person" search={search} onSearch={onSearch} />
        <LabelledSelect
          id="activity-area-filter"
          label="Area"
          toolbarWidth="w-48"
          value={search.area ?? ANY}
          onValueChange={(value) => onSearch((prev) => ({ ...prev, area: value === ANY ? undefined : value }))}
          options={[{ value: ANY, label: 'All areas' }, ...AUDIT_AREAS.map(([value, label]) => ({ value, label }))]}
        />
        <TextFilter field="action" search={search} onSearch={onSearch} />
        <LabelledSelect
          id="activity-type-filter"
          label="Record type"
          toolbarWidth="w-36"
          value={search.type ?? ANY}
          onValueChange={(value) =>
            onSearch((prev) => ({
              ...prev,
              type: RECORD_TYPE_PARAMS.find((type) => type === value),
            }))
          }
          options={[
            { value: ANY, label: 'Any record' },
            ...AUDIT_RECORD_TYPES.map(([type, label]) => ({ value: type.toLowerCase(), label })),
          ]}
        />
        <TextFilter field="id" search={search} onSearch={onSearch} />
        <DayRangeFields
          idPrefix="activity"
          from={search.from}
          to={search.to}
          onChange={(field, day) => onSearch((prev) => ({ ...prev, [field]: day }))}
        />
        {isActivityFiltered(search) && (
          <Button variant="ghost" className="self-end" onClick={() => onSearch(() => ({}))}>
            <X aria-hidden /> Clear filters
          </Button>
        )}
      </div>
    </div>
  )
}
