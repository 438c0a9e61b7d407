import { z } from 'zod/mini'
import { ISO_DAY } from '@/shared/order-search'
import { clipSearchTerm } from '@/shared/search-term'

/** One value of a screen's URL state: optional, and a value the schema refuses reads as absent (the default). */
export const urlParam = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined)

/** A page number in the URL: a whole number from 1. */
export const pageParam = () => urlParam(z.coerce.number().check(z.int(), z.gte(1)))

/** A list's search term in the URL: clipped to the longest term the lists search (src/shared/search-term.ts). */
export const searchTermParam = () => urlParam(z.pipe(z.string(), z.transform(clipSearchTerm)))

/** A calendar day in the URL: 2026-11-01. */
export const dayParam = () =>
  urlParam(
    z.string().check(
      z.regex(ISO_DAY),
      z.refine((day) => !Number.isNaN(Date.parse(day))),
    ),
  )
