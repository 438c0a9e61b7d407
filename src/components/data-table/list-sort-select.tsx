import { LabelledSelect } from '@/components/layout/labelled-select'
import type { SortDirection } from '@/shared/list-sort'
import type { ListSort } from './data-table'

/** One way a list can be sorted: a field and a direction, named for people ("Price, low to high"). */
export interface SortChoice {
  by: string
  dir: SortDirection
  label: string
}

/**
 * A labelled select of a list's sorts, field and direction together, for views without sortable column headers (a
 * grid of cards). The sort is the server's, as the table's header buttons send it.
 */
export function ListSortSelect({
  id,
  label = 'Sort by',
  choices,
  sort,
  onSort,
  width = 'w-48',
}: {
  id: string
  label?: string
  choices: readonly SortChoice[]
  sort: ListSort
  onSort: (sort: ListSort) => void
  width?: string
}) {
  const value = `${sort.by}:${sort.dir}`
  return (
    <LabelledSelect
      id={id}
      label={label}
      toolbarWidth={width}
      value={value}
      onValueChange={(next) => {
        const choice = choices.find((candidate) => `${candidate.by}:${candidate.dir}` === next)
        if (choice) onSort({ by: choice.by, dir: choice.dir })
      }}
      options={choices.map((choice) => ({ value: `${choice.by}:${choice.dir}`, label: choice.label }))}
    />
  )
}
