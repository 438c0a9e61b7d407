import {
  flexRender,
  type Cell,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
} from '@tanstack/react-table'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import ArrowUpDown from 'lucide-react/icons/arrow-up-down'
import type { ReactNode } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'
import type { SortDirection } from '@/shared/list-sort'
import type { ListSelection } from './use-list-selection'
import { WindowedRows, type RowExtra } from './windowed-rows'

/** Below which width a column folds away; literal class names so Tailwind sees them. */
const FOLD = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  '2xl': 'hidden 2xl:table-cell',
} as const

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort key of this column; the header becomes a sort button. */
    sortKey?: string
    /** The column shows from this breakpoint up. */
    fold?: keyof typeof FOLD
    /**
     * A second sort this column's header offers below 2xl, where the column that sorts by it folds into this one (the
     * users list's Email under the name): its own header button beside the first.
     */
    foldedSort?: { key: string; label: string }
    align?: 'right'
    className?: string
  }
}

/**
 * A cell's content, its column function called rather than mounted as a component (flexRender's way): pages build
 * columns as they render, and a new function each time would remount the cell, taking the focus from a button in it.
 */
function renderCell<TData>(cell: Cell<TData, unknown>): ReactNode {
  const content = cell.column.columnDef.cell
  return typeof content === 'function' ? content(cell.getContext()) : content
}

export interface ListSort {
  by: string
  dir: SortDirection
}

/** What a list's table takes besides its rows: the selection, and the sort the URL holds with the way to change it. */
export interface ListTableProps {
  selection: ListSelection
  sort: ListSort
  onSort: (sort: ListSort) => void
}

/** The same column again flips its direction; another column starts ascending. */
const nextSort = (current: ListSort, key: string): ListSort =>
  current.by === key ? { by: key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { by: key, dir: 'asc' }

/**
 * The sort key whose button was just pressed. A new sort is a new search, so the list's results remount;
 * the remounted button takes the focus back instead of leaving it on the page body.
 */
let pressedSortKey: string | null = null

function SortButton({
  label,
  sortKey,
  direction,
  onSort,
  className,
}: {
  label: ReactNode
  sortKey: string
  direction: false | SortDirection
  onSort: () => void
  className?: string
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      ref={(node) => {
        // Only a button on screen: the users list's Email sort stands twice, once hidden (see foldedSort).
        if (node && pressedSortKey === sortKey && node.getClientRects().length > 0) {
          pressedSortKey = null
          node.focus()
        }
      }}
      onClick={() => {
        pressedSortKey = sortKey
        onSort()
      }}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      {label}
      <Icon aria-hidden className={cn('size-3.5', !direction && 'text-muted-foreground')} />
    </button>
  )
}

/**
 * The one table of every list: sticky header, server-side sorting through header buttons (aria-sort), optional
 * row selection in a first column, and columns that fold away on narrow screens (`meta.fold`).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  rowLabel,
  sort,
  onSort,
  selection,
  selectAllLabel = 'Select all on this page',
  onRowClick,
  windowed,
}: {
  /** The table's accessible name. */
  label: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: ColumnDef<T, any>[]
  rows: T[]
  rowId: (row: T) => string
  /** What a row's checkbox selects, e.g. "Select Ada Lovelace". */
  rowLabel?: (row: T) => string
  sort?: ListSort
  onSort?: (sort: ListSort) => void
  selection?: ListSelection
  selectAllLabel?: string
  onRowClick?: (row: T) => void
  /** Long lists: only the rows near the viewport are rendered, the page scrolls. */
  windowed?: { rowHeight: number }
}) {
  // Where the users list's Email column shows (2xl): a header's folded sort then belongs to that column alone.
  const wide = useMediaQuery('(min-width: 1536px)')
  // The sort lives in the URL and the server sorts; headers read it from `sort`, not from table state.
  // eslint-disable-next-line react-hooks/incompatible-library -- rebuilt on every render, nothing memoises it
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  })
  const visible = rows.map(rowId)
  const cellClass = (meta: (typeof columns)[number]['meta']) =>
    cn('px-3 py-2', meta?.fold && FOLD[meta.fold], meta?.align === 'right' && 'text-right', meta?.className)
  const renderRow = (row: Row<T>, extra?: RowExtra) => (
    <tr
      key={row.id}
      ref={extra?.ref}
      data-index={extra?.index}
      aria-rowindex={extra && extra.index + 2}
      onClick={onRowClick && (() => onRowClick(row.original))}
      className={cn('border-t align-top', onRowClick && 'cursor-pointer hover:bg-muted/40')}
      data-state={selection?.isSelected(row.id) ? 'selected' : undefined}
    >
      {selection && (
        <td className="px-3 py-2" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            aria-label={rowLabel?.(row.original) ?? 'Select row'}
            checked={selection.isSelected(row.id)}
            onCheckedChange={() => selection.toggle(row.id)}
          />
        </td>
      )}
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
          {renderCell(cell)}
        </td>
      ))}
    </tr>
  )

  return (
    // The page scrolls, not the table's box (no scroll inside the scroll). Columns fold away on narrow screens
    // (`meta.fold`) so that the rest fits, which tests/e2e/list-layout.spec.ts checks; a table whose columns do not fit
    // yet scrolls sideways in its box rather than hide them. Windowed, the box clips and the header sticks below the
    // top bar.
    <div className={cn('rounded-lg border', windowed ? 'overflow-x-clip' : 'overflow-x-auto')}>
      <table aria-label={label} aria-rowcount={windowed && rows.length + 1} className="w-full text-sm">
        <thead className={cn('z-10 bg-muted text-left shadow-[0_1px_0_var(--border)]', windowed && 'sticky top-14')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th className="w-10 px-3 py-2">
                  <Checkbox
                    aria-label={selectAllLabel}
                    checked={
                      selection.pageSelected(visible)
                        ? true
                        : selection.somePageSelected(visible)
                          ? 'indeterminate'
                          : false
                    }
                    onCheckedChange={() => selection.togglePage(visible)}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta
                const label = flexRender(header.column.columnDef.header, header.getContext())
                // The folded sort counts for this column only while its own column is folded away.
                const folded = meta?.foldedSort && !wide ? meta.foldedSort.key : undefined
                const direction = sort && (meta?.sortKey === sort.by || folded === sort.by) ? sort.dir : false
                return (
                  <th
                    key={header.id}
                    className={cn(cellClass(meta), 'font-medium whitespace-nowrap')}
                    aria-sort={
                      meta?.sortKey
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {meta?.sortKey && sort && onSort ? (
                      <span className="inline-flex items-center gap-3">
                        <SortButton
                          label={label}
                          sortKey={meta.sortKey}
                          direction={sort.by === meta.sortKey && sort.dir}
                          onSort={() => onSort(nextSort(sort, meta.sortKey!))}
                        />
                        {meta.foldedSort && (
                          <SortButton
                            className="2xl:hidden"
                            label={meta.foldedSort.label}
                            sortKey={meta.foldedSort.key}
                            direction={sort.by === meta.foldedSort.key && sort.dir}
                            onSort={() => onSort(nextSort(sort, meta.foldedSort!.key))}
                          />
                        )}
                      </span>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        {windowed ? (
          <WindowedRows table={table} rowHeight={windowed.rowHeight} renderRow={renderRow} />
        ) : (
          <tbody>{table.getRowModel().rows.map((row) => renderRow(row))}</tbody>
        )}
      </table>
    </div>
  )
}
