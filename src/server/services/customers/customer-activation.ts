import { recordEachChange } from '@/server/db/audit-log'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { activeChangeRows } from '@/server/repositories/audit-bulk-rows'
import { setCustomerAccountsActive } from '@/server/repositories/customer-repository'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { selectedCustomerIds, type CustomerSelection } from '@/server/services/customers/customer-selection'
import { countOf } from '@/shared/count-text'

/**
 * setCustomerActive for the selected customers, in one transaction: each account that changes moves its version on
 * (an edit open on it meets CONFLICT), and a deactivated one loses its sessions; those already so are left alone.
 */
export async function setCustomersActive(db: Db, request: { selection: CustomerSelection; active: boolean }) {
  const ids = await selectedCustomerIds(db, request.selection)
  const changed = await transaction(db, async (tx) => {
    const action = `customer.${request.active ? 'activate' : 'deactivate'}`
    await recordEachChange(
      tx,
      { action, area: 'customers', recordType: 'user' },
      activeChangeRows(ids, request.active, 'customers'),
    )
    const changedIds = await setCustomerAccountsActive(tx, ids, request.active)
    if (!request.active && changedIds.length > 0) await revokeUserSessions(tx, changedIds, new Date())
    return changedIds
  })
  const verb = request.active ? 'reactivated' : 'deactivated'
  return { message: `${countOf(changed.length, 'customer')} ${verb}.`, updatedCount: changed.length }
}
