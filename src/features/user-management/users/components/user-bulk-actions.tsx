import { useState } from 'react'
import { SelectAllMatching } from '@/components/data-table/select-all-matching'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { BulkActions } from '@/components/layout/list-toolbar'
import { toApiError } from '@/lib/api-error'
import { downloadFile } from '@/lib/format'
import type { PagedTotal } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { exportUsersCsv, type UserSelectionInput } from '../queries'
import { userMatchingFilter, type UserListSearch } from '../user-list-search'
import { DeactivateUsersDialog } from './deactivate-users-dialog'

/**
 * 'N selected', "Select all N matching", and Export Selected and Deactivate Selected (the spec's Delete Selected, named
 * for what it does) for the ticked or matching users.
 */
export function UserBulkActions({
  search,
  selection,
  visible,
  found,
}: {
  search: UserListSearch
  selection: ListSelection
  visible: readonly string[]
  found: PagedTotal
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const mayDelete = usePermission('user_management', PermissionLevel.Delete)
  const target = selection.target()
  const chosen: UserSelectionInput =
    'ids' in target
      ? { userIds: target.ids }
      : { matching: { filter: userMatchingFilter(search), exceptIds: target.exceptIds } }
  const count = selection.count(found.count)

  const exportSelected = async () => {
    setExportError(null)
    try {
      const csv = await exportUsersCsv(chosen)
      downloadFile(`users-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8')
    } catch (error) {
      setExportError(toApiError(error).message)
    }
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm empty:hidden">
        <BulkActions
          count={count}
          onExport={() => void exportSelected()}
          onDelete={mayDelete ? () => setConfirmingDelete(true) : undefined}
          deleteLabel="Deactivate Selected"
        />
        <SelectAllMatching
          selection={selection}
          visible={visible}
          total={{ count: found.count, label: found.more ? found.label : found.count.toLocaleString('en-US') }}
          noun="users"
        />
      </div>
      {exportError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          Export failed: {exportError}
        </p>
      )}
      <DeactivateUsersDialog
        selection={chosen}
        count={count}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDone={selection.clear}
      />
    </>
  )
}
