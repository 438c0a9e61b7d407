import type { ColumnDef, ColumnMeta } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** One column of a list: its id and heading, how it sorts, folds and aligns (the meta), and what a row shows in it. */
export interface ListColumn<T> extends ColumnMeta<T, unknown> {
  id: string
  header: string
  /** `index`: the row's place in the list (0 for the first). */
  cell: (row: T, index: number) => ReactNode
}

/** A list's columns for the DataTable, each written as one plain object. */
export const listColumns = <T,>(columns: readonly ListColumn<T>[]): ColumnDef<T, unknown>[] =>
  columns.map(({ id, header, cell, ...meta }) => ({
    id,
    header,
    meta,
    cell: ({ row }) => cell(row.original, row.index),
  }))

/** A row's name in bold with a smaller line under it (a SKU, an email). */
export function TitleCell({
  title,
  detail,
  detailClassName,
}: {
  title: ReactNode
  detail?: ReactNode
  detailClassName?: string
}) {
  return (
    <>
      <div className="font-medium">{title}</div>
      {detail && <div className={cn('text-xs text-muted-foreground', detailClassName)}>{detail}</div>}
    </>
  )
}
