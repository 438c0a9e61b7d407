import { infiniteQueryOptions } from '@tanstack/react-query'
import { InventoryUploadHistoryDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

/** Uploads the history shows at first, and adds with each Show older uploads. */
const HISTORY_PAGE = 10
/** A running upload is re-read this often, so that the list shows when it is applied, failed or interrupted. */
const RUNNING_REFRESH_MS = 10_000

/** Every bulk upload, newest first, a page at a time (keyset: each page asks for the uploads after its last one). */
export const uploadHistoryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['inventory', 'uploads', 'history'] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlRequest(InventoryUploadHistoryDocument, { after: pageParam, first: HISTORY_PAGE }, signal))
        .inventoryUploadHistory,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.uploads.some((upload) => upload.state === 'RUNNING'))
        ? RUNNING_REFRESH_MS
        : false,
  })
