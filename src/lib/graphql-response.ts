import { ApiError, type ApiErrorCode } from '@/lib/api-error'

export interface GraphQLResult<R> {
  data?: R | null
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[]
}

/** A generated document's request body; its name (the document holds one operation) shows in the server's logs. */
export function graphqlBody(document: { toString(): string }, variables: unknown) {
  const query = document.toString()
  const operationName = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1]
  return { query, operationName, variables }
}

/** The data of a GraphQL answer, or an ApiError with the first error's message, code and field errors. */
export async function readGraphQLResponse<R>(response: Response): Promise<R> {
  const result = (await response.json().catch(() => ({}))) as GraphQLResult<R>
  if (result.errors?.length || !response.ok || !result.data) throw apiErrorOf(result, response.status)
  return result.data
}

/** The ApiError an answer with errors (or without data) stands for. */
export function apiErrorOf(result: GraphQLResult<unknown>, status: number): ApiError {
  const first = result.errors?.[0]
  if (!first) return new ApiError(`Request failed with status ${status}`, 'INTERNAL_SERVER_ERROR')
  const code = (first.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as ApiErrorCode
  return new ApiError(first.message, code, { ...first.extensions?.fieldErrors })
}
