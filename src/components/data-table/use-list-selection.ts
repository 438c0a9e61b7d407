import { useState } from 'react'

interface SelectionState {
  scope: string
  /** false: `ids` are the rows chosen. true: every row matching the list's filter except `ids`. */
  allMatching: boolean
  ids: ReadonlySet<string>
}

/** What a bulk action is sent: the ids chosen, or "every row matching the filter except these". */
export type SelectionTarget = { ids: string[] } | { exceptIds: string[] }

/**
 * Row selection that belongs to one view of a list (its search and filters, given as `scope`): changing the scope
 * starts with nothing selected (spec part 2 §4). It can grow from the rows on screen to every row matching the filter,
 * of which rows are then unticked one by one; the server works that set out from the filter, the client never lists it.
 */
export function useListSelection(scope: string) {
  const empty: SelectionState = { scope, allMatching: false, ids: new Set() }
  const [state, setState] = useState<SelectionState>(empty)
  const current = state.scope === scope ? state : empty
  const { allMatching, ids } = current
  const update = (next: Iterable<string>, all = allMatching) =>
    setState({ scope, allMatching: all, ids: new Set(next) })

  const isSelected = (id: string) => ids.has(id) !== allMatching
  /** Ticks or unticks these rows. */
  const mark = (rows: readonly string[], selected: boolean) =>
    update(selected === allMatching ? [...ids].filter((id) => !rows.includes(id)) : new Set([...ids, ...rows]))
  const toggle = (id: string) => mark([id], !isSelected(id))
  /** The header checkbox is on when every row on the page is selected. */
  const pageSelected = (visible: readonly string[]) => visible.length > 0 && visible.every(isSelected)
  const somePageSelected = (visible: readonly string[]) => visible.some(isSelected)
  const togglePage = (visible: readonly string[]) => mark(visible, !pageSelected(visible))

  return {
    allMatching,
    isSelected,
    toggle,
    pageSelected,
    somePageSelected,
    togglePage,
    /** Exactly these rows. */
    set: (rows: Iterable<string>) => update(rows, false),
    selectAllMatching: () => update([], true),
    clear: () => update([], false),
    /** How many rows are selected, given how many match the filter. */
    count: (matching: number) => (allMatching ? Math.max(0, matching - ids.size) : ids.size),
    target: (): SelectionTarget => (allMatching ? { exceptIds: [...ids] } : { ids: [...ids] }),
  }
}

export type ListSelection = ReturnType<typeof useListSelection>
