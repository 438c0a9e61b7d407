'use no memo'
import type { Row, Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useWindowRows } from '@/lib/use-window-rows'

/** What a windowed row needs besides its data: where it sits, and the ref that measures it. */
export interface RowExtra {
  index: number
  ref: (node: HTMLTableRowElement | null) => void
}

/** The body of a long table: the rows near the viewport, with spacer rows keeping the height of the others. */
export function WindowedRows<T>({
  table,
  rowHeight,
  renderRow,
}: {
  table: Table<T>
  rowHeight: number
  renderRow: (row: Row<T>, extra: RowExtra) => ReactNode
}) {
  const all = table.getRowModel().rows
  const { listRef, rows, paddingTop, paddingBottom, measureRow } = useWindowRows<HTMLTableSectionElement>({
    count: all.length,
    estimateSize: rowHeight,
  })
  return (
    <tbody ref={listRef}>
      {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
      {rows.map(({ index }) => renderRow(all[index]!, { index, ref: measureRow }))}
      {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
    </tbody>
  )
}
