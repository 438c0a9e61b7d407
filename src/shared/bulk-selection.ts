import { z } from 'zod/mini'
import { recordId } from '@/shared/input-bounds'

/** Ids a client may name in one bulk request, either chosen or left out of "every row matching". */
const BULK_IDS_MAX = 1000

const ids = (label: string) =>
  z.array(recordId(label)).check(z.maxLength(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} ${label.toLowerCase()}s at once`))

/**
 * What a bulk action on a list acts on: the rows ticked one by one (`ids`), or every row matching the list's filter
 * except the ones unticked (`matching`) — never a list of every matching id from the client. Exactly one of the two.
 */
export const bulkSelectionSchema = <F extends z.core.$ZodType>(label: string, filter: F) =>
  z
    .object({
      ids: z.nullish(ids(label)),
      matching: z.nullish(z.object({ filter, exceptIds: z._default(ids(label), []) })),
    })
    .check(
      z.refine((selection) => (selection.ids == null) !== (selection.matching == null), {
        message: `Choose ${label.toLowerCase()}s by ids or by a filter, not both`,
        path: ['matching'],
      }),
    )

/** A bulk action's selection as the API takes it; `bulkSelectionSchema` checks that exactly one part is given. */
export interface BulkSelection<F> {
  ids?: readonly string[] | null
  matching?: { filter: F; exceptIds?: readonly string[] } | null
}
