import type { TypedDocumentString } from '@/gql/graphql'
import type { GraphQLResponse, TestServer } from './test-server'

/** Runs one of the client's typed operations, so a test reads the same shapes the screens do. */
export function operationRunner(server: TestServer) {
  return <Result, Variables>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
    token?: string,
  ): Promise<GraphQLResponse<Result>> =>
    server.gql<Result>(document.toString(), variables as Record<string, unknown>, token)
}

export const searchInput = (parameters: Record<string, string | string[]>) => ({
  parameters: Object.entries(parameters).map(([key, value]) => ({
    key,
    value: Array.isArray(value) ? value : [value],
  })),
})
