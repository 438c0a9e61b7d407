import type { ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Plus from 'lucide-react/icons/plus'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'

/** A list's Add button: a link to its create page, e.g. Add User. */
export function AddLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden /> {children}
      </Link>
    </Button>
  )
}

export function RefreshButton({ busy, onRefresh }: { busy: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={busy}>
      <RefreshCw aria-hidden className={busy ? 'animate-spin' : undefined} />
      {busy ? 'Refreshing...' : 'Refresh'}
    </Button>
  )
}

/**
 * 'N selected' and the Bulk Actions menu; Delete Selected only when `onDelete` is given, under `deleteLabel` when the
 * action is not really a deletion (users are deactivated).
 */
export function BulkActions({
  count,
  onExport,
  onDelete,
  deleteLabel = 'Delete Selected',
  children,
}: {
  count: number
  onExport: () => void
  onDelete?: () => void
  deleteLabel?: string
  /** Further items of the menu, after Export Selected (Change Status...). */
  children?: ReactNode
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
          {children}
          {onDelete && (
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              {deleteLabel}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
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
