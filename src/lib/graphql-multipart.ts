import { print } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { ApiError, type ApiErrorCode } from '@/lib/api-error'

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

interface MultipartResponse<R> {
  data?: R | null
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[]
}

/** A GraphQL multipart request (the GraphQL multipart request spec): operations, a map, then one part per file. */
export async function sendMultipart<R, V extends object>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<R> {
  const files = [...filePaths(variables, '', new Map())]
  const body = new FormData()
  const nulled = JSON.parse(JSON.stringify(variables, (_key, value: unknown) => (value instanceof File ? null : value)))
  body.set('operations', JSON.stringify({ query: print(document), variables: nulled }))
  body.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [`variables.${path}`]]))),
  )
  files.forEach(([, file], index) => body.set(String(index), file, file.name))
  const response = await fetch('/graphql', { method: 'POST', headers, body, signal })
  const result = (await response.json().catch(() => ({}))) as MultipartResponse<R>
  const first = result.errors?.[0]
  if (first) {
    const code = (first.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as ApiErrorCode
    throw new ApiError(first.message, code, { ...first.extensions?.fieldErrors })
  }
  if (!response.ok || !result.data)
    throw new ApiError(`Upload failed with status ${response.status}`, 'INTERNAL_SERVER_ERROR')
  return result.data
}
