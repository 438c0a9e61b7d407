import { useState } from 'react'

/**
 * Row selection that belongs to one view of a list (its search and filters, given as `scope`):
 * changing the scope starts with nothing selected (spec part 2 §4).
 */
export function useSelection(scope: string) {
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() })
  const selected = selection.scope === scope ? selection.ids : new Set<string>()
  const set = (ids: Iterable<string>) => setSelection({ scope, ids: new Set(ids) })
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    set(next)
  }
  /** Select-all is on when every visible row is selected. */
  const allSelected = (visible: readonly string[]) => visible.length > 0 && visible.every((id) => selected.has(id))
  const toggleAll = (visible: readonly string[]) =>
    set(allSelected(visible) ? [...selected].filter((id) => !visible.includes(id)) : new Set([...selected, ...visible]))
  return { selected, toggle, allSelected, toggleAll, set, clear: () => set([]) }
}
