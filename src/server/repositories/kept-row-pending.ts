import { sql, type SQL } from 'drizzle-orm'

/**
 * Whether a kept row `r` of an upload is not applied yet: its preview kept it pending and its apply has not committed
 * past it (`appliedThrough`, the upload's applied_through), so that an applied batch need not write its kept rows.
 */
export const keptRowPending = (appliedThrough: SQL) => sql`(r.pending and r.row_no > ${appliedThrough})`

/** The row an upload's apply has committed through, read once per statement. */
export const appliedThroughOf = (uploadId: string) =>
  sql`(select applied_through from inventory_uploads where id = ${uploadId}::uuid)`

/** keptRowPending of a known upload. */
export const pendingIn = (uploadId: string) => keptRowPending(appliedThroughOf(uploadId))
