import { customType } from 'drizzle-orm/pg-core'

/** Ranges of row numbers, int4multirange, as PostgreSQL writes it ('{(0,100],(200,300]}'); written in SQL only. */
export const rowRanges = customType<{ data: string }>({ dataType: () => 'int4multirange' })
