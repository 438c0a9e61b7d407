import type { TypedDocumentString } from '@/gql/graphql'
import { graphqlBody, readGraphQLResponse } from '@/lib/graphql-response'

/** Paths ('file', 'files.0') of the Files among the variables; empty when there are none. */
function filePaths(value: unknown, path: string, found: Map<string, File>): Map<string, File> {
  if (value instanceof File) found.set(path, value)
  else if (Array.isArray(value)) value.forEach((item, index) => filePaths(item, `${path}.${index}`, found))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) filePaths(item, path ? `${path}.${key}` : key, found)
  }
  return found
}

export const carriesFiles = (variables: object) => filePaths(variables, '', new Map()).size > 0

/** A GraphQL multipart request (the GraphQL multipart request spec): operations, a map, then one part per file. */
export async function sendMultipart<R, V extends object>(
  document: TypedDocumentString<R, V>,
  variables: V,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<R> {
  const files = [...filePaths(variables, '', new Map())]
  const body = new FormData()
  const nulled = JSON.parse(JSON.stringify(variables, (_key, value: unknown) => (value instanceof File ? null : value)))
  body.set('operations', JSON.stringify(graphqlBody(document, nulled)))
  body.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [`variables.${path}`]]))),
  )
  files.forEach(([, file], index) => body.set(String(index), file, file.name))
  return readGraphQLResponse<R>(await fetch('/graphql', { method: 'POST', headers, body, signal }))
}
