import { sql, type Column, type SQL } from 'drizzle-orm'

/** Whether text has the shape of a UUID, so a malformed id is "not found" instead of a database error. */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

/**
 * These ids as one uuid[] parameter: an `IN` list takes a parameter per id, and PostgreSQL's protocol allows at most
 * 65,535 in a statement, which "all matching" on a large catalogue passes.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`

/** `column` is one of these ids (see uuidArray). */
export const isOneOf = (column: Column, ids: readonly string[]): SQL => sql`${column} = any(${uuidArray(ids)})`
