import { sql, type SQL } from 'drizzle-orm'

/**
 * Whether a kept row `r` of an upload is not applied yet: its preview kept it pending and no batch of its apply that
 * holds it has committed (`appliedRows`, the upload's applied_rows), so that an applied batch need not write its kept
 * rows.
 */
export const keptRowPending = (appliedRows: SQL) => sql`(r.pending and not r.row_no <@ ${appliedRows})`

/** The rows an upload's apply has committed, read once per statement. */
const appliedRowsOf = (uploadId: string) =>
  sql`(select applied_rows from inventory_uploads where id = ${uploadId}::uuid)`

/** keptRowPending of a known upload. */
export const pendingIn = (uploadId: string) => keptRowPending(appliedRowsOf(uploadId))
