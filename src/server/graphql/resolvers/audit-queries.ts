import { areaRefusal, authorize } from '@/server/graphql/authorize'
import type { GraphQLContext } from '@/server/graphql/context'
import type { AuditRecordType, QueryResolvers } from '@/server/graphql/resolvers-types'
import { exportAuditEvents } from '@/server/services/audit-log-export'
import { customerById } from '@/server/services/customers/customer-records'
import { checkAuditChain, parseAuditFilter, readAuditPage, storedRecordType } from '@/server/services/audit-log-reading'
import { AUDIT_PAGE } from '@/shared/audit-filter'
import { can, PermissionLevel, type Area } from '@/shared/permissions'

const RECORD_AREAS: Record<AuditRecordType, Area> = {
  PRODUCT: 'products',
  CATEGORY: 'products',
  ORDER: 'orders',
  USER: 'user_management',
  ROLE: 'user_management',
  GROUP: 'user_management',
}

/**
 * A record's history is for whoever may view the record: View in its area, or, for a customer's account, View in
 * customers. FORBIDDEN otherwise.
 */
async function authorizeRecord(context: GraphQLContext, type: AuditRecordType, id: string): Promise<void> {
  const viewer = await context.viewer()
  const refusal = areaRefusal(viewer, RECORD_AREAS[type], PermissionLevel.View)
  if (!refusal) return
  const customer =
    type === 'USER' && can(viewer.roles, 'customers', PermissionLevel.View)
      ? await customerById(context.db, id)
      : undefined
  if (!customer) throw refusal
}

/** The audit log's reading: the Activity screen (store settings View) and each record's History tab. */
export const auditQueries: QueryResolvers = {
  auditEvents: async (_parent, { filter, after, first }, context) => {
    await authorize(context, 'settings', PermissionLevel.View)
    return readAuditPage(context.db, parseAuditFilter(filter), after, first ?? AUDIT_PAGE.defaultSize)
  },
  recordHistory: async (_parent, { recordType, recordId, after, first }, context) => {
    await authorizeRecord(context, recordType, recordId)
    const conditions = { recordType: storedRecordType(recordType), recordId }
    return readAuditPage(context.db, conditions, after, first ?? AUDIT_PAGE.historySize)
  },
  exportAuditEvents: async (_parent, { filter }, context) => {
    await authorize(context, 'settings', PermissionLevel.View)
    return exportAuditEvents(context.db, parseAuditFilter(filter))
  },
  auditChain: async (_parent, _args, context) => {
    await authorize(context, 'settings', PermissionLevel.View)
    return checkAuditChain(context.db)
  },
}
