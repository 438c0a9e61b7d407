import { Button } from '@/components/ui/button'
import type { ListSelection } from './use-list-selection'
import { formatCount } from '@/shared/count-text'

/**
 * Offers to extend a selection that covers every row on screen to every row the filter matches ("Select all 1,284
 * matching"), and once it does, says so and offers to clear it.
 */
export function SelectAllMatching({
  selection,
  visible,
  total,
  noun,
}: {
  selection: ListSelection
  /** Ids of the rows on screen. */
  visible: readonly string[]
  /** How many rows match the filter, as the list says it ("1,284" or "10,000+"). */
  total: { count: number; label: string }
  /** The rows' plural name, e.g. "products". */
  noun: string
}) {
  if (selection.allMatching) {
    const count = selection.count(total.count)
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5 text-sm">
        {count === total.count
          ? `All ${total.label} matching ${noun} are selected.`
          : `${formatCount(count)} of ${total.label} matching ${noun} are selected.`}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={selection.clear}>
          Clear selection
        </Button>
      </p>
    )
  }
  if (!selection.pageSelected(visible) || total.count <= visible.length) return null
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5 text-sm">
      All {visible.length} {noun} on this page are selected.
      <Button variant="link" size="sm" className="h-auto p-0" onClick={selection.selectAllMatching}>
        Select all {total.label} matching
      </Button>
    </p>
  )
}
