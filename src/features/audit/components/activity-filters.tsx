import X from 'lucide-react/icons/x'
import { AREA_OPTIONS, RECORD_TYPE_LABELS } from '@/components/audit/audit-words'
import { ListSearch } from '@/components/data-table/list-search'
import { useSearchTerm } from '@/components/data-table/use-search-term'
import { DayRangeFields } from '@/components/layout/day-range-fields'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { ToolbarField } from '@/components/layout/toolbar-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AUDIT_AREAS } from '@/shared/audit-filter'
import { TEXT_MAX } from '@/shared/input-bounds'
import { isActivityFiltered, recordTypeOf } from '../activity-filter'
import { RECORD_TYPE_PARAMS, type ActivitySearch } from '../activity-search'

const ANY = 'all'

type Update = (update: (previous: ActivitySearch) => ActivitySearch) => void

const TEXT_FILTERS = {
  person: { label: 'Person', placeholder: 'Any person' },
  action: { label: 'Action', placeholder: 'e.g. product.' },
  id: { label: 'Record ID', placeholder: 'Any record of the type' },
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
        className="w-full sm:w-44"
        placeholder={placeholder}
        maxLength={TEXT_MAX.short}
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
      {/* Two columns on a phone, so that no field runs wider than the screen or leaves half of it empty. */}
      <div className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
        <TextFilter field="person" search={search} onSearch={onSearch} />
        <LabelledSelect
          id="activity-area-filter"
          label="Area"
          toolbarWidth="w-full sm:w-48"
          value={search.area ?? ANY}
          onValueChange={(value) => onSearch((prev) => ({ ...prev, area: AUDIT_AREAS.find((area) => area === value) }))}
          options={[{ value: ANY, label: 'All areas' }, ...AREA_OPTIONS]}
        />
        <TextFilter field="action" search={search} onSearch={onSearch} />
        <LabelledSelect
          id="activity-type-filter"
          label="Record type"
          toolbarWidth="w-full sm:w-36"
          value={search.type ?? ANY}
          onValueChange={(value) =>
            onSearch((prev) => {
              const type = RECORD_TYPE_PARAMS.find((param) => param === value)
              // An id of one kind of record names nothing of another.
              return { ...prev, type, id: type === prev.type ? prev.id : undefined }
            })
          }
          options={[
            { value: ANY, label: 'Any record' },
            ...RECORD_TYPE_PARAMS.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[recordTypeOf(type)] })),
          ]}
        />
        {/* An id means something only with its kind of record: the field waits for the type. */}
        {search.type && <TextFilter field="id" search={search} onSearch={onSearch} />}
        <div className="col-span-2">
          <DayRangeFields
            idPrefix="activity"
            from={search.from}
            to={search.to}
            onChange={(field, day) => onSearch((prev) => ({ ...prev, [field]: day }))}
          />
        </div>
        {isActivityFiltered(search) && (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start sm:self-end"
            onClick={() => onSearch(() => ({}))}
          >
            <X aria-hidden /> Clear filters
          </Button>
        )}
      </div>
    </div>
  )
}
