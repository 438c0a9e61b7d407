import type { ReactNode } from 'react'
import { ChevronDown, RefreshCw, Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import type { useSelection } from '@/lib/use-selection'

export function RefreshButton({ busy, onRefresh }: { busy: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={busy}>
      <RefreshCw aria-hidden className={busy ? 'animate-spin' : undefined} />
      {busy ? 'Refreshing...' : 'Refresh'}
    </Button>
  )
}

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="relative min-w-56 flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-8"
      />
    </div>
  )
}

/** 'N selected' and the Bulk Actions menu; Delete Selected only when `onDelete` is given. */
export function BulkActions({
  count,
  onExport,
  onDelete,
}: {
  count: number
  onExport: () => void
  onDelete?: () => void
}) {
  if (count === 0) return null
  return (
    <>
      <span className="font-medium">{count} selected</span>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline">
            Bulk Actions <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={onExport}>Export Selected</DropdownMenuItem>
          {onDelete && (
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              Delete Selected
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  )
}

type Selection = ReturnType<typeof useSelection>

/** The header cell's checkbox: on when every visible row is selected. */
export function SelectAllCheckbox({
  label,
  selection,
  visible,
}: {
  label: string
  selection: Selection
  visible: string[]
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={selection.allSelected(visible)}
      onCheckedChange={() => selection.toggleAll(visible)}
    />
  )
}

export function RowCheckbox({ label, selection, id }: { label: string; selection: Selection; id: string }) {
  return (
    <Checkbox aria-label={label} checked={selection.selected.has(id)} onCheckedChange={() => selection.toggle(id)} />
  )
}

/** A bordered table whose first column holds the selection checkboxes, select-all in its header. */
export function SelectableTable({
  selectAllLabel,
  selection,
  visible,
  headings,
  children,
}: {
  selectAllLabel: string
  selection: Selection
  visible: string[]
  headings: ReactNode
  children: ReactNode
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="w-10 px-3 py-2">
              <SelectAllCheckbox label={selectAllLabel} selection={selection} visible={visible} />
            </th>
            {headings}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** An icon-only action in a table row, e.g. Edit user; `children` is the link or the icon. */
export function RowAction({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="icon" title={title}>
      {children}
    </Button>
  )
}
