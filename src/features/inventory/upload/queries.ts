import { queryOptions } from '@tanstack/react-query'
import { InventoryUploadsDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

const RECENT_UPLOADS = 5
/** A running upload is re-read this often, so that the list shows when it is applied, failed or interrupted. */
const RUNNING_REFRESH_MS = 10_000

/** The last few bulk uploads, newest first. */
export const recentUploadsOptions = () =>
  queryOptions({
    queryKey: ['inventory', 'uploads', RECENT_UPLOADS] as const,
    queryFn: async ({ signal }) =>
      (await gqlRequest(InventoryUploadsDocument, { limit: RECENT_UPLOADS }, signal)).inventoryUploads,
    refetchInterval: (query) =>
      query.state.data?.some((upload) => upload.state === 'RUNNING') ? RUNNING_REFRESH_MS : false,
  })
