import { infiniteQueryOptions } from '@tanstack/react-query'
import { RecordHistoryDocument, type AuditRecordType } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { AUDIT_LOG_KEY } from '@/lib/query-client'

/** Events a History shows at first, and adds with each Load more. */
const HISTORY_PAGE = 20

/**
 * One record's events, newest first, a page at a time (keyset: each page after the cursor of the one before). Read
 * afresh whenever a History opens: the change just saved on the record's form is the one people look for.
 */
export const recordHistoryOptions = (recordType: AuditRecordType, recordId: string) =>
  infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'history', recordType, recordId] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlRequest(RecordHistoryDocument, { recordType, recordId, after: pageParam, first: HISTORY_PAGE }, signal))
        .recordHistory,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  })
