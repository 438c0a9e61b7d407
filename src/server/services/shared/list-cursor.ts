import { badInput } from '@/server/errors'

/**
 * The After value that continues a list after this row: opaque to clients (base64url of the list's kind and the
 * row's id). The kind keeps a cursor of one list from being taken by another.
 */
export const listCursor = (kind: string, id: string | number) => Buffer.from(`${kind}:${id}`).toString('base64url')

/**
 * The row id an After value of this kind names, checked by `parseId`; BAD_USER_INPUT on `key` for anything
 * listCursor did not make for this kind.
 */
export function parseListCursor<T>(kind: string, key: string, text: string, parseId: (id: string) => T | undefined): T {
  const decoded = Buffer.from(text, 'base64url').toString()
  const id = decoded.startsWith(`${kind}:`) ? parseId(decoded.slice(kind.length + 1)) : undefined
  if (id === undefined) throw badInput(`${key} must be a nextCursor of an earlier page`, { [key]: 'A nextCursor' })
  return id
}
