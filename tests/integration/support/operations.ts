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

/** A bulk change that also reads the changed products back (the screens ask only for the count). */
export const BULK_UPDATE_WITH_PRODUCTS = `mutation ($input: BulkProductUpdateInput!) {
  bulkUpdateProducts(input: $input) {
    success
    message
    updatedCount
    updatedProducts { id status price categories }
  }
}`

export interface BulkUpdateWithProducts {
  bulkUpdateProducts: {
    success: boolean
    message: string
    updatedCount: number
    updatedProducts: { id: string; status: string; price: number; categories: string[] }[]
  }
}
