import { useState } from 'react'
import { SelectAllMatching } from '@/components/data-table/select-all-matching'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { useCsvExport } from '@/components/data-table/use-csv-export'
import { BulkActions } from '@/components/layout/list-toolbar'
import type { PagedTotal } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { exportUsersCsv, type UserSelectionInput } from '../queries'
import { userMatchingFilter, type UserListSearch } from '../user-list-search'
import { DeactivateUsersDialog } from './deactivate-users-dialog'
import { formatCount } from '@/shared/count-text'

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
  const csvExport = useCsvExport('users')
  const mayDelete = usePermission('user_management', PermissionLevel.Delete)
  const target = selection.target()
  const chosen: UserSelectionInput =
    'ids' in target
      ? { userIds: target.ids }
      : { matching: { filter: userMatchingFilter(search), exceptIds: target.exceptIds } }
  const count = selection.count(found.count)

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm empty:hidden">
        <BulkActions
          count={count}
          onExport={() => void csvExport.run(() => exportUsersCsv(chosen))}
          onDelete={mayDelete ? () => setConfirmingDelete(true) : undefined}
          deleteLabel="Deactivate Selected"
        />
        <SelectAllMatching
          selection={selection}
          visible={visible}
          total={{ count: found.count, label: found.more ? found.label : formatCount(found.count) }}
          noun="users"
        />
      </div>
      {csvExport.failure('mb-3')}
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
