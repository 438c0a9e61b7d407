import { z } from 'zod/mini'

const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** A list's sort state as the URL holds it (`?sort=price&dir=desc`); an unknown value falls back to the default. */
export const listSortSearch = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sort: z.catch(z.optional(z.enum(fields)), undefined),
  dir: z.catch(z.optional(z.enum(SORT_DIRECTIONS)), undefined),
})

/** The SortBy and SortOrder parameters of a spec search: a known field, asc or desc in any case. */
export const sortParametersSchema = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({
    SortBy: z.enum(fields, { error: `One of ${fields.join(', ')}` }),
    SortOrder: z.pipe(
      z.pipe(
        z.string(),
        z.transform((order) => order.toLowerCase()),
      ),
      z.enum(SORT_DIRECTIONS, { error: 'asc or desc' }),
    ),
  })
