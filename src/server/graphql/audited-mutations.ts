import type { Plugin } from 'graphql-yoga'
import type { GraphQLContext } from '@/server/graphql/context'
import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import type { AuditRecordType } from '@/server/repositories/audit-snapshots'
import {
  auditActor,
  recordExport,
  type ExportSpec,
  recordRefusal,
  runAudited,
  type AuditArgs,
  type AuditSpec,
} from '@/server/services/audit-trail'

type MutationName = keyof MutationResolvers

/** `args.a.b` as a string, when it is one. */
const arg =
  (...path: string[]) =>
  (args: AuditArgs): string | undefined => {
    let value: unknown = args
    for (const key of path) value = value && typeof value === 'object' ? (value as AuditArgs)[key] : undefined
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  }

const self = (_args: AuditArgs, actor: { id: string | null }) => actor.id ?? undefined
const activation = (prefix: string) => (args: AuditArgs) => `${prefix}.${args.active ? 'activate' : 'deactivate'}`

type RecordId = NonNullable<NonNullable<AuditSpec['record']>['id']>

/** A change to one record, named by the arguments. */
const change = (action: AuditSpec['action'], area: string, type: AuditRecordType, id: RecordId): AuditSpec => ({
  action,
  area,
  record: { type, id },
})
/** A record the mutation makes: its id comes from the transaction's result. */
const creation = (action: string, area: string, type: AuditRecordType): AuditSpec => ({
  action,
  area,
  record: { type, created: true },
})
/** A bulk change: one event with the selection and the counts. */
const bulk = (action: AuditSpec['action'], area: string): AuditSpec => ({ action, area, bulk: true })
/** Sign-in and sessions: the user is the actor's own, or the one the auth service noted (`noteAudit`). */
const auth = (action: string, id?: RecordId): AuditSpec => ({ action, area: 'auth', record: { type: 'user', id } })
const product = (action: string, id: RecordId = arg('id')) => change(action, 'products', 'product', id)
const order = (action: string) => change(action, 'orders', 'order', arg('orderId'))
const user = (action: AuditSpec['action'], id: RecordId = arg('request', 'userId')) =>
  change(action, 'user_management', 'user', id)

/**
 * How every mutation of schema.graphql is recorded (a mutation without a row does not compile, and
 * tests/integration/audit-every-mutation.test.ts checks each row's event).
 */
const MUTATION_AUDIT: Record<MutationName, AuditSpec> = {
  login: auth('auth.sign_in'),
  refreshToken: auth('auth.refresh'),
  logout: auth('auth.sign_out', self),
  changePassword: auth('auth.password_change', self),
  resetPassword: auth('auth.password_reset'),
  completeSignIn: auth('auth.sign_in'),
  completePasskeySignIn: auth('auth.sign_in'),
  startPasskeySignIn: auth('auth.passkey_sign_in_start'),
  startTwoStepEnrolment: auth('auth.two_step_enrolment_start', self),
  confirmTwoStepEnrolment: auth('auth.two_step_enable', self),
  disableTwoStep: auth('auth.two_step_disable', self),
  regenerateRecoveryCodes: auth('auth.recovery_codes_renew', self),
  startPasskeyRegistration: auth('auth.passkey_registration_start', self),
  finishPasskeyRegistration: auth('auth.passkey_add', self),
  removePasskey: auth('auth.passkey_remove', self),
  endSession: auth('auth.session_end', self),
  endOtherSessions: auth('auth.sessions_end_others', self),
  setTwoStepPolicy: { action: 'settings.two_step_policy', area: 'settings' },

  createProduct: creation('product.create', 'products', 'product'),
  updateProduct: product('product.update'),
  deleteProduct: product('product.delete'),
  deleteProducts: bulk('products.delete', 'products'),
  restoreProducts: bulk('products.restore', 'products'),
  updateProductStatus: product('product.status'),
  updateProductStock: change('product.stock', 'inventory', 'product', arg('id')),
  bulkUpdateProducts: bulk('products.update', 'products'),
  duplicateProduct: creation('product.duplicate', 'products', 'product'),
  archiveProduct: product('product.archive'),
  restoreProduct: product('product.restore'),
  uploadProductImage: product('product.image_add', arg('productId')),
  deleteProductImage: product('product.image_delete', arg('productId')),
  createProductCategory: creation('category.create', 'products', 'category'),
  updateProductCategory: change('category.update', 'products', 'category', arg('id')),
  deleteProductCategory: change('category.delete', 'products', 'category', arg('id')),

  adjustInventory: change('inventory.adjust', 'inventory', 'product', arg('input', 'productId')),
  bulkInventoryUpdate: bulk('inventory.bulk_update', 'inventory'),
  bulkInsertInventory: bulk('inventory.upload', 'inventory'),
  previewInventoryUpload: bulk('inventory.upload_preview', 'inventory'),
  applyInventoryUpload: bulk('inventory.upload_apply', 'inventory'),
  discardInventoryUpload: bulk('inventory.upload_discard', 'inventory'),
  cancelInventoryUpload: bulk('inventory.upload_cancel', 'inventory'),
  undoInventoryUpload: bulk('inventory.upload_undo', 'inventory'),

  createOrder: creation('order.create', 'orders', 'order'),
  updateOrder: order('order.update'),
  updateOrderStatus: order('order.status'),
  cancelOrder: order('order.cancel'),
  returnOrder: order('order.return'),
  changeOrdersStatus: bulk('orders.status', 'orders'),
  addOrderNote: order('order.note'),

  createCustomer: creation('customer.create', 'customers', 'user'),
  updateCustomer: change('customer.update', 'customers', 'user', arg('id')),
  addCustomerNote: change('customer.note', 'customers', 'user', arg('customerId')),
  setCustomerActive: change(activation('customer'), 'customers', 'user', arg('id')),
  setCustomersActive: bulk(activation('customers'), 'customers'),
  eraseCustomer: change('customer.erase', 'customers', 'user', arg('id')),

  register: creation('user.create', 'user_management', 'user'),
  updateUser: user('user.update', (args, actor) => arg('updateRequest', 'userId')(args) ?? self(args, actor)),
  setUserActive: user(activation('user'), arg('userId')),
  setUsersActive: bulk(activation('users'), 'user_management'),
  issuePasswordReset: user('user.password_reset_issued', arg('userId')),
  resetUserTwoStep: user('user.two_step_reset', arg('userId')),
  endUserSessions: user('user.sessions_end', arg('userId')),
  updateNotificationPreferences: user('user.notifications', self),
  updateUserRolePermission: user('role.grant_level'),
  assignUserRole: user('role.grant'),
  removeUserRole: user('role.revoke'),
  addUserToGroup: user('group.add_member'),
  removeUserFromGroup: user('group.remove_member'),
  createGroup: creation('group.create', 'user_management', 'group'),
  editGroup: change('group.update', 'user_management', 'group', arg('request', 'id')),
  deleteGroup: change('group.delete', 'user_management', 'group', arg('request', 'id')),
  createRole: creation('role.create', 'user_management', 'role'),
  updateRole: change('role.update', 'user_management', 'role', arg('request', 'id')),
  deleteRole: change('role.delete', 'user_management', 'role', arg('request', 'id')),
}

/** The acting user (none for sign-in, refresh and reset) and the request's address, user agent and id. */
async function requestActor(context: GraphQLContext) {
  const viewer = await context.viewer().then(
    (found) => found,
    () => undefined,
  )
  return auditActor(viewer?.user, {
    address: context.clientAddress,
    userAgent: context.userAgent ?? null,
    requestId: context.requestId ?? null,
  })
}

/** Every mutation resolver, run with its audit (src/server/services/audit-trail.ts). */
export function auditMutations(mutations: MutationResolvers): MutationResolvers {
  const audited: Record<string, unknown> = {}
  for (const [name, resolver] of Object.entries(mutations)) {
    const spec = MUTATION_AUDIT[name as MutationName]
    if (typeof resolver !== 'function') throw new Error(`Mutation.${name} is not a plain resolver`)
    audited[name] = async (parent: unknown, args: AuditArgs, context: GraphQLContext, info: unknown) =>
      runAudited(context.db, await requestActor(context), spec, args, () =>
        (resolver as (...params: unknown[]) => Promise<unknown>)(parent, args, context, info),
      )
  }
  return audited as MutationResolvers
}

/** The queries that hand out a list as a file, and how their event is named. */
const EXPORT_AUDIT: Partial<Record<keyof QueryResolvers, ExportSpec>> = {
  exportProducts: { action: 'products.export', area: 'products' },
  exportOrders: { action: 'orders.export', area: 'orders' },
  exportSelectedOrders: { action: 'orders.export', area: 'orders' },
  exportCustomers: { action: 'customers.export', area: 'customers' },
  exportSelectedCustomers: { action: 'customers.export', area: 'customers' },
  customerData: { action: 'customer.data_export', area: 'customers', document: 'json' },
  exportUsers: { action: 'users.export', area: 'user_management' },
  exportAuditEvents: { action: 'audit.export', area: 'settings' },
}

/** The export queries, each recording who downloaded which list and how many rows once it answered. */
export function auditExports(queries: QueryResolvers): QueryResolvers {
  const audited: Record<string, unknown> = { ...queries }
  for (const [name, spec] of Object.entries(EXPORT_AUDIT)) {
    const resolver = queries[name as keyof QueryResolvers]
    if (typeof resolver !== 'function') throw new Error(`Query.${name} is not a plain resolver`)
    audited[name] = async (parent: unknown, args: AuditArgs, context: GraphQLContext, info: unknown) => {
      const file = await (resolver as (...params: unknown[]) => Promise<string>)(parent, args, context, info)
      await recordExport(context.db, await requestActor(context), spec, args, file)
      return file
    }
  }
  return audited as QueryResolvers
}

/**
 * Every FORBIDDEN answer (a query or a mutation refused for missing permission) as an `access.denied` event, written
 * on its own after the operation: the refused change, if it had begun, rolled back without its event.
 */
export const auditRefusals: Plugin<GraphQLContext> = {
  onExecute: () => ({
    onExecuteDone: async ({ args, result }) => {
      if (Symbol.asyncIterator in result) return
      const refused = (result.errors ?? []).filter((error) => error.extensions?.code === 'FORBIDDEN')
      if (!refused.length) return
      const context = args.contextValue
      try {
        const actor = await requestActor(context)
        for (const error of refused) {
          await recordRefusal(context.db, actor, {
            operation: args.operationName ?? undefined,
            path: error.path?.join('.'),
            reason: error.message,
          })
        }
      } catch (error) {
        // The refusal is answered as it is; the log keeps why its event is missing (the database is away).
        context.log.error({ err: error }, 'audit: a refusal could not be recorded')
      }
    },
  }),
}
