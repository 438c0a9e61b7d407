import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  AuditChainDocument,
  AuditEventsDocument,
  ExportAuditEventsDocument,
  type AuditEventFilterInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { AUDIT_LOG_KEY } from '@/lib/query-client'

/** Events the screen shows at first, and adds with each Load more. */
const ACTIVITY_PAGE = 50
/** The chain is checked from its start: once a minute is enough for a screen left open. */
const CHAIN_STALE_MS = 60_000

/** The log, newest first, a page at a time (keyset: each page after the cursor of the one before). */
export const auditEventsOptions = (filter: AuditEventFilterInput) =>
  infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'events', filter] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlRequest(AuditEventsDocument, { filter, after: pageParam, first: ACTIVITY_PAGE }, signal)).auditEvents,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Whoever opens the screen looks for what just happened.
    staleTime: 0,
  })

export const auditChainOptions = () =>
  queryOptions({
    queryKey: ['audit', 'chain'] as const,
    queryFn: async ({ signal }) => (await gqlRequest(AuditChainDocument, {}, signal)).auditChain,
    staleTime: CHAIN_STALE_MS,
  })

/** The CSV of every event the filter matches (the server's cap applies). */
export const exportAuditEventsCsv = async (filter: AuditEventFilterInput) =>
  (await gqlRequest(ExportAuditEventsDocument, { filter })).exportAuditEvents
