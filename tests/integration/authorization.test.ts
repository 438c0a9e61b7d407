import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { buildSchema, parse, validate, type GraphQLObjectType } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TypedDocumentString } from '@/gql/graphql'
import { roleAreaLevels, roles } from '@/server/db/schema'
import { AREA_ROLES, PermissionLevel, type Area } from '@/shared/permissions'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { subscribe } from './support/sse'
import { insertGroup, insertUser, mintSession } from './support/user-fixtures'
import { startTestServer, type GraphQLResponse, type TestServer } from './support/test-server'

/**
 * Every Query, Mutation and Subscription field of schema.graphql, called by every kind of caller, must give
 * the outcome its row expects. A field without a row fails the test, so a new operation cannot skip it.
 */

const CALLERS = [
  'anonymous',
  'customer',
  'staff',
  'view',
  'create',
  'edit',
  'delete',
  'custom-view',
  'custom-edit',
  'admin',
] as const
type Caller = (typeof CALLERS)[number]
type Outcome = 'allowed' | 'FORBIDDEN' | 'UNAUTHENTICATED'

const LEVEL_OF: Partial<Record<Caller, PermissionLevel>> = {
  view: PermissionLevel.View,
  create: PermissionLevel.Create,
  edit: PermissionLevel.Edit,
  delete: PermissionLevel.Delete,
}

/**
 * Callers holding, at Delete, a custom role whose checklist grants only the operation's area, at View or at Edit: the
 * role's areas decide, not its name, and the lower of checklist and assignment counts.
 */
const CUSTOM_LEVEL_OF: Partial<Record<Caller, PermissionLevel>> = {
  'custom-view': PermissionLevel.View,
  'custom-edit': PermissionLevel.Edit,
}

type Access =
  /** Anyone, signed in or not (sign-in itself, refresh, sign-out, a reset link). */
  | 'public'
  /** Any staff member: their own profile, password, notifications; customers and anonymous callers are refused. */
  | 'signed-in'
  | { area: Area; level: PermissionLevel }

function expected(access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'allowed'
  if (caller === 'anonymous') return 'UNAUTHENTICATED'
  if (caller === 'customer') return 'FORBIDDEN'
  if (access === 'signed-in' || caller === 'admin') return 'allowed'
  const custom = CUSTOM_LEVEL_OF[caller]
  if (custom !== undefined) return custom >= access.level ? 'allowed' : 'FORBIDDEN'
  const level = LEVEL_OF[caller]
  // An area no role grants (store settings) is for admin and dev alone.
  const granted = AREA_ROLES[access.area].length > 0 && level !== undefined && level >= access.level
  return granted ? 'allowed' : 'FORBIDDEN'
}

/** What the cases may refer to: records created once for the whole file. */
interface Fixtures {
  productId: string
  orderId: string
  categoryId: string
  categoryName: string
  targetUserId: string
  /** A customer account (the customer role). */
  customerId: string
  /** An order of that customer's. */
  customerOrderId: string
  groupId: string
  roleId: string
  customRoleId: string
  customRoleName: string
  /** A refresh token nobody has used yet (one per call). */
  freshRefreshToken(): Promise<string>
}

interface Case {
  document: string
  variables?: (fixtures: Fixtures) => Record<string, unknown> | Promise<Record<string, unknown>>
  /** Files sent with the GraphQL multipart request, by variable name. */
  files?: () => Record<string, File>
  access: Access
  /** The call ends the caller's session, so it gets a session of its own rather than the shared one. */
  endsSession?: true
}

/** One row per operation; an operation with several access rules (by input) has a case per rule. */
type Row = Case | Record<string, Case>

const area = (name: Area, level: PermissionLevel): Access => ({ area: name, level })
const { View, Create, Edit, Delete } = PermissionLevel
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`
const missingId = () => randomUUID()
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const userRole = (f: Fixtures) => ({ request: { userId: f.targetUserId, roleId: f.roleId, permissionLevel: 5 } })
const userGroup = (f: Fixtures) => ({ request: { userId: f.targetUserId, groupId: f.groupId } })

const TABLE: Record<string, Row> = {
  'Query.me': { document: '{ me { id } }', access: 'signed-in' },
  'Query.passwordResetStatus': {
    document: '{ passwordResetStatus(token: "not-a-token") { valid } }',
    access: 'public',
  },
  'Query.mySessions': { document: '{ mySessions { id current } }', access: 'signed-in' },
  'Query.myTwoStep': { document: '{ myTwoStep { enrolled required } }', access: 'signed-in' },
  'Query.myPasskeys': { document: '{ myPasskeys { id } }', access: 'signed-in' },
  'Query.twoStepPolicy': { document: '{ twoStepPolicy }', access: area('settings', View) },
  'Query.userTwoStep': {
    document: 'query ($userId: ID!) { userTwoStep(userId: $userId) { enrolled } }',
    variables: (f) => ({ userId: f.targetUserId }),
    access: area('user_management', View),
  },
  'Query.searchProducts': {
    document: '{ searchProducts(search: { parameters: [] }) { pagination { totalCount } } }',
    access: area('products', View),
  },
  'Query.productById': {
    document: 'query ($id: ID!) { productById(id: $id) { success } }',
    variables: (f) => ({ id: f.productId }),
    access: area('products', View),
  },
  'Query.product': {
    document: 'query ($id: ID!) { product(id: $id) { id } }',
    variables: (f) => ({ id: f.productId }),
    access: area('products', View),
  },
  'Query.productCategories': { document: '{ productCategories { id } }', access: area('products', View) },
  'Query.archivedProducts': {
    document: '{ archivedProducts { pagination { totalCount } } }',
    access: area('products', View),
  },
  'Query.lowStockProducts': {
    document: '{ lowStockProducts { threshold } }',
    access: area('inventory', View),
  },
  'Query.inventoryProducts': {
    document: '{ inventoryProducts { lowStockCount } }',
    access: area('inventory', View),
  },
  'Query.inventoryUploads': {
    document: '{ inventoryUploads { id state } }',
    access: area('inventory', View),
  },
  'Query.inventoryUploadHistory': {
    document: '{ inventoryUploadHistory { next } }',
    access: area('inventory', View),
  },
  'Query.inventoryUploadReport': {
    document: '{ inventoryUploadReport(id: "00000000-0000-4000-8000-000000000000") { next } }',
    access: area('inventory', View),
  },
  'Query.inventoryUploadPreview': {
    document: '{ inventoryUploadPreview(id: "00000000-0000-4000-8000-000000000000") { changing } }',
    access: area('inventory', View),
  },
  'Query.inventoryHistory': {
    document: 'query ($productId: ID!) { inventoryHistory(productId: $productId) { productId } }',
    variables: (f) => ({ productId: f.productId }),
    access: area('inventory', View),
  },
  // A customer's orders are also their customer page's: holders of customers View read those (customer-orders.test.ts
  // refuses them every other order and the staff notes).
  'Query.searchOrders': {
    'every order': {
      document: '{ searchOrders(search: { parameters: [] }) { pagination { totalCount } } }',
      access: area('orders', View),
    },
    "a customer's orders": {
      document: `query ($customer: String!) {
        searchOrders(search: { parameters: [{ key: "Customer", value: [$customer] }] }) { pagination { totalCount } } }`,
      variables: (f) => ({ customer: f.customerId }),
      access: area('customers', View),
    },
  },
  'Query.orderById': {
    'any order': {
      document: 'query ($orderId: ID!) { orderById(orderId: $orderId) { id } }',
      variables: (f) => ({ orderId: f.orderId }),
      access: area('orders', View),
    },
    "a customer's order": {
      document: 'query ($orderId: ID!) { orderById(orderId: $orderId) { id } }',
      variables: (f) => ({ orderId: f.customerOrderId }),
      access: area('customers', View),
    },
  },
  'Query.exportOrders': {
    document: '{ exportOrders(search: { parameters: [] }) }',
    access: area('orders', View),
  },
  'Query.orderCustomers': {
    document: '{ orderCustomers(term: "casey") { id } }',
    access: area('orders', Create),
  },
  'Query.exportSelectedOrders': {
    document: '{ exportSelectedOrders(ids: ["987654321"]) }',
    access: area('orders', View),
  },
  'Query.customerRecentAddress': {
    document: '{ customerRecentAddress(customerId: "00000000-0000-4000-8000-000000000000") { address { id } } }',
    access: area('orders', Create),
  },
  'Query.customers': {
    document: '{ customers { pagination { totalCount } } }',
    access: area('customers', View),
  },
  'Query.customer': {
    document: 'query ($id: ID!) { customer(id: $id) { id } }',
    variables: (f) => ({ id: f.customerId }),
    access: area('customers', View),
  },
  'Query.exportCustomers': { document: '{ exportCustomers }', access: area('customers', View) },
  'Query.exportSelectedCustomers': {
    document: 'query ($ids: [ID!]) { exportSelectedCustomers(ids: $ids) }',
    variables: (f) => ({ ids: [f.customerId] }),
    access: area('customers', View),
  },
  'Query.customerData': {
    document: 'query ($id: ID!) { customerData(id: $id) }',
    variables: (f) => ({ id: f.customerId }),
    access: area('customers', View),
  },
  'Query.users': { document: '{ users { pagination { totalCount } } }', access: area('user_management', View) },
  'Query.userById': {
    document: 'query ($userId: ID!) { userById(userId: $userId) { id } }',
    variables: (f) => ({ userId: f.targetUserId }),
    access: area('user_management', View),
  },
  'Query.userSessions': {
    document: 'query ($userId: ID!) { userSessions(userId: $userId) { id } }',
    variables: (f) => ({ userId: f.targetUserId }),
    access: area('user_management', View),
  },
  'Query.allGroups': { document: '{ allGroups { id } }', access: area('user_management', View) },
  'Query.groupById': {
    document: 'query ($groupId: ID!) { groupById(groupId: $groupId) { id } }',
    variables: (f) => ({ groupId: f.groupId }),
    access: area('user_management', View),
  },
  'Query.allRoles': { document: '{ allRoles { id } }', access: area('user_management', View) },
  'Query.roleById': {
    document: 'query ($roleId: ID!) { roleById(roleId: $roleId) { id } }',
    variables: (f) => ({ roleId: f.roleId }),
    access: area('user_management', View),
  },
  'Query.userRolesGroupCounts': {
    document: '{ userRolesGroupCounts { userCount } }',
    access: area('user_management', View),
  },
  'Query.exportUsers': {
    document: 'query ($userIds: [ID!]!) { exportUsers(userIds: $userIds) }',
    variables: (f) => ({ userIds: [f.targetUserId] }),
    access: area('user_management', View),
  },
  'Query.exportProducts': {
    document: 'query ($ids: [ID!]) { exportProducts(ids: $ids) }',
    variables: (f) => ({ ids: [f.productId] }),
    access: area('products', View),
  },
  'Query.dashboard': { document: '{ dashboard { periodStart } }', access: area('analytics', View) },
  // Answers only the kinds the viewer may read, so every staff member may ask.
  'Query.globalSearch': { document: '{ globalSearch(term: "a") { products { id } } }', access: 'signed-in' },
  'Query.auditEvents': { document: '{ auditEvents { nextCursor } }', access: area('settings', View) },
  'Query.exportAuditEvents': { document: '{ exportAuditEvents }', access: area('settings', View) },
  'Query.auditChain': { document: '{ auditChain { checked } }', access: area('settings', View) },
  // A record's history is for whoever may view the record.
  'Query.recordHistory': Object.fromEntries(
    (
      [
        ['a product', 'PRODUCT', (f: Fixtures) => f.productId, 'products'],
        ['a category', 'CATEGORY', (f: Fixtures) => f.categoryId, 'products'],
        ['an order', 'ORDER', (f: Fixtures) => f.orderId, 'orders'],
        ['a staff member', 'USER', (f: Fixtures) => f.targetUserId, 'user_management'],
        ["a customer's account", 'USER', (f: Fixtures) => f.customerId, 'customers'],
        ['a role', 'ROLE', (f: Fixtures) => f.roleId, 'user_management'],
        ['a group', 'GROUP', (f: Fixtures) => f.groupId, 'user_management'],
      ] as const
    ).map(([label, recordType, id, recordArea]): [string, Case] => [
      label,
      {
        document:
          'query ($type: AuditRecordType!, $id: ID!) { recordHistory(recordType: $type, recordId: $id) { nextCursor } }',
        variables: (f) => ({ type: recordType, id: id(f) }),
        access: area(recordArea, View),
      },
    ]),
  ),

  'Mutation.login': {
    document: 'mutation { login(token: { email: "viewer@example.com", password: "demo-password-1" }) { token } }',
    access: 'public',
  },
  // An empty code is refused as input, before the challenge is read.
  'Mutation.completeSignIn': {
    document: 'mutation { completeSignIn(step: { challenge: "not-a-challenge", code: "" }) { token } }',
    access: 'public',
  },
  'Mutation.startTwoStepEnrolment': { document: 'mutation { startTwoStepEnrolment { secret } }', access: 'signed-in' },
  // Codes that are not codes: refused as input, so no attempt is spent on the caller's account.
  'Mutation.confirmTwoStepEnrolment': {
    document: 'mutation { confirmTwoStepEnrolment(code: "abc") { codes } }',
    access: 'signed-in',
  },
  'Mutation.disableTwoStep': {
    document: 'mutation { disableTwoStep(input: { password: "", code: "" }) }',
    access: 'signed-in',
  },
  'Mutation.regenerateRecoveryCodes': {
    document: 'mutation { regenerateRecoveryCodes(code: "") { codes } }',
    access: 'signed-in',
  },
  'Mutation.setTwoStepPolicy': {
    document: 'mutation { setTwoStepPolicy(policy: NOBODY) }',
    access: area('settings', Edit),
  },
  'Mutation.resetUserTwoStep': {
    document: 'mutation ($userId: ID!) { resetUserTwoStep(userId: $userId) }',
    variables: () => ({ userId: missingId() }),
    access: area('user_management', Edit),
  },
  'Mutation.startPasskeyRegistration': {
    document: 'mutation { startPasskeyRegistration { ticket } }',
    access: 'signed-in',
  },
  'Mutation.finishPasskeyRegistration': {
    document:
      'mutation { finishPasskeyRegistration(input: { ticket: "not-a-ticket", name: "Probe", response: "{}" }) { id } }',
    access: 'signed-in',
  },
  // Public: the ticket is the credential. An answer that is not one is refused as input.
  'Mutation.startPasskeySignIn': { document: 'mutation { startPasskeySignIn { ticket } }', access: 'public' },
  'Mutation.completePasskeySignIn': {
    document: 'mutation { completePasskeySignIn(input: { ticket: "", response: "" }) { token } }',
    access: 'public',
  },
  'Mutation.removePasskey': {
    document: 'mutation ($passkeyId: ID!) { removePasskey(passkeyId: $passkeyId) }',
    variables: () => ({ passkeyId: missingId() }),
    access: 'signed-in',
  },
  'Mutation.refreshToken': {
    document: 'mutation ($refresh: RefreshInput!) { refreshToken(refresh: $refresh) { token } }',
    variables: async (f) => ({ refresh: { refreshToken: await f.freshRefreshToken() } }),
    access: 'public',
  },
  'Mutation.logout': { document: 'mutation { logout }', access: 'public', endsSession: true },
  'Mutation.changePassword': {
    document:
      'mutation { changePassword(input: { currentPassword: "wrong-password", newPassword: "new-password-1" }) { success } }',
    access: 'signed-in',
  },
  'Mutation.endSession': {
    document: 'mutation ($sessionId: ID!) { endSession(sessionId: $sessionId) }',
    variables: () => ({ sessionId: missingId() }),
    access: 'signed-in',
  },
  // Ends the caller's other sessions: the shared one the cases run in is the current one and stays.
  'Mutation.endOtherSessions': { document: 'mutation { endOtherSessions }', access: 'signed-in' },
  'Mutation.resetPassword': {
    document: 'mutation { resetPassword(input: { token: "not-a-token", newPassword: "new-password-1" }) }',
    access: 'public',
  },
  'Mutation.createProduct': {
    document: 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
    variables: () => ({ input: { name: 'Authorization Probe', price: 1, sku: unique('AUTH') } }),
    access: area('products', Create),
  },
  'Mutation.updateProduct': {
    document: 'mutation ($id: ID!) { updateProduct(id: $id, input: { cost: 1 }) { id } }',
    variables: (f) => ({ id: f.productId }),
    access: area('products', Edit),
  },
  'Mutation.deleteProduct': {
    document: 'mutation ($id: ID!) { deleteProduct(id: $id) { success } }',
    variables: () => ({ id: missingId() }),
    access: area('products', Delete),
  },
  'Mutation.deleteProducts': {
    document: 'mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { success } }',
    variables: () => ({ ids: [missingId()] }),
    access: area('products', Delete),
  },
  'Mutation.restoreProducts': {
    document: 'mutation ($id: ID!) { restoreProducts(deletionId: $id) { success } }',
    variables: () => ({ id: missingId() }),
    access: area('products', Delete),
  },
  'Mutation.updateProductStatus': {
    document: 'mutation ($id: ID!) { updateProductStatus(id: $id, status: ACTIVE) { id } }',
    variables: (f) => ({ id: f.productId }),
    access: area('products', Edit),
  },
  'Mutation.updateProductStock': {
    document: 'mutation ($id: ID!) { updateProductStock(id: $id, quantity: 50) { id } }',
    variables: (f) => ({ id: f.productId }),
    access: area('inventory', Edit),
  },
  'Mutation.bulkUpdateProducts': {
    document: 'mutation ($ids: [ID!]!) { bulkUpdateProducts(input: { ids: $ids, status: ACTIVE }) { success } }',
    variables: (f) => ({ ids: [f.productId] }),
    access: area('products', Edit),
  },
  'Mutation.duplicateProduct': {
    document: 'mutation ($id: ID!) { duplicateProduct(id: $id) { id } }',
    variables: (f) => ({ id: f.productId }),
    access: area('products', Create),
  },
  'Mutation.archiveProduct': {
    document: 'mutation ($id: ID!) { archiveProduct(id: $id) { id } }',
    variables: () => ({ id: missingId() }),
    access: area('products', Delete),
  },
  'Mutation.restoreProduct': {
    document: 'mutation ($id: ID!) { restoreProduct(id: $id) { id } }',
    variables: () => ({ id: missingId() }),
    access: area('products', Delete),
  },
  'Mutation.uploadProductImage': {
    document:
      'mutation ($productId: ID!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { id } }',
    variables: (f) => ({ productId: f.productId, file: null }),
    files: () => ({ file: new File([PNG], 'probe.png', { type: 'image/png' }) }),
    access: area('products', Edit),
  },
  'Mutation.deleteProductImage': {
    document:
      'mutation ($productId: ID!, $imageId: ID!) { deleteProductImage(productId: $productId, imageId: $imageId) { success } }',
    variables: (f) => ({ productId: f.productId, imageId: missingId() }),
    access: area('products', Edit),
  },
  'Mutation.createProductCategory': {
    document: 'mutation ($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }',
    variables: () => ({ input: { name: unique('Probe') } }),
    access: area('products', Create),
  },
  'Mutation.updateProductCategory': {
    document:
      'mutation ($id: ID!, $input: ProductCategoryInput!) { updateProductCategory(id: $id, input: $input) { id } }',
    variables: (f) => ({ id: f.categoryId, input: { name: f.categoryName } }),
    access: area('products', Edit),
  },
  'Mutation.deleteProductCategory': {
    document: 'mutation { deleteProductCategory(id: "987654321") { success } }',
    access: area('products', Delete),
  },
  'Mutation.adjustInventory': {
    document:
      'mutation ($productId: ID!) { adjustInventory(input: { productId: $productId, adjustment: 1, reason: "Count" }) { product { id } } }',
    variables: (f) => ({ productId: f.productId }),
    access: area('inventory', Edit),
  },
  'Mutation.bulkInventoryUpdate': {
    document: 'mutation ($items: [InventoryUpdateInput!]!) { bulkInventoryUpdate(items: $items) { success } }',
    variables: (f) => ({ items: [{ productId: f.productId, quantity: 50 }] }),
    access: area('inventory', Edit),
  },
  'Mutation.bulkInsertInventory': {
    document: 'mutation ($file: Upload!) { bulkInsertInventory(file: $file) { success } }',
    variables: () => ({ file: null }),
    files: () => ({ file: new File(['sku,quantity\n'], 'stock.csv', { type: 'text/csv' }) }),
    access: area('inventory', Edit),
  },
  'Mutation.previewInventoryUpload': {
    document: 'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
    variables: () => ({ file: null }),
    files: () => ({ file: new File(['sku,quantity\n'], 'stock.csv', { type: 'text/csv' }) }),
    access: area('inventory', Edit),
  },
  'Mutation.applyInventoryUpload': {
    document: 'mutation { applyInventoryUpload(id: "00000000-0000-4000-8000-000000000000") { success } }',
    access: area('inventory', Edit),
  },
  'Mutation.discardInventoryUpload': {
    document: 'mutation { discardInventoryUpload(id: "00000000-0000-4000-8000-000000000000") }',
    access: area('inventory', Edit),
  },
  'Mutation.cancelInventoryUpload': {
    document: 'mutation { cancelInventoryUpload(id: "00000000-0000-4000-8000-000000000000") }',
    access: area('inventory', Edit),
  },
  'Mutation.undoInventoryUpload': {
    document: 'mutation { undoInventoryUpload(id: "00000000-0000-4000-8000-000000000000") { restoredCount } }',
    access: area('inventory', Edit),
  },
  'Mutation.createOrder': {
    document:
      'mutation { createOrder(order: { customerId: "00000000-0000-4000-8000-000000000000", products: [], deliveryMethod: PICKUP, paymentMethod: CASH }) { id } }',
    access: area('orders', Create),
  },
  'Mutation.updateOrder': {
    document: 'mutation ($orderId: ID!) { updateOrder(orderId: $orderId, order: { version: 999999 }) { id } }',
    variables: (f) => ({ orderId: f.orderId }),
    access: area('orders', Edit),
  },
  'Mutation.updateOrderStatus': {
    document: 'mutation { updateOrderStatus(orderId: "987654321", orderStatus: PROCESSING) { id } }',
    access: area('orders', Edit),
  },
  'Mutation.cancelOrder': {
    document: 'mutation { cancelOrder(orderId: "987654321", reason: "Probe") { id } }',
    access: area('orders', Delete),
  },
  'Mutation.returnOrder': {
    document: 'mutation { returnOrder(orderId: "987654321", reason: "Probe") { id } }',
    access: area('orders', Edit),
  },
  'Mutation.changeOrdersStatus': {
    document: 'mutation { changeOrdersStatus(ids: ["987654321"], orderStatus: PROCESSING) { updatedCount } }',
    access: area('orders', Edit),
  },
  'Mutation.addOrderNote': {
    document: 'mutation { addOrderNote(orderId: "987654321", note: { body: "Probe" }) { id } }',
    access: area('orders', Edit),
  },
  'Mutation.createCustomer': {
    document: 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    variables: () => ({
      input: { firstName: 'Probe', lastName: 'Customer', email: `${unique('probe')}@test.example` },
    }),
    access: area('customers', Create),
  },
  'Mutation.updateCustomer': {
    document:
      'mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, version: 1, input: $input) { id } }',
    variables: () => ({
      id: missingId(),
      input: { firstName: 'Probe', lastName: 'Customer', email: 'probe@test.example' },
    }),
    access: area('customers', Edit),
  },
  'Mutation.addCustomerNote': {
    document: 'mutation ($id: ID!) { addCustomerNote(customerId: $id, note: { body: "Probe" }) { id } }',
    variables: () => ({ id: missingId() }),
    access: area('customers', Create),
  },
  'Mutation.setCustomerActive': {
    document: 'mutation ($id: ID!) { setCustomerActive(id: $id, version: 1, active: false) { id } }',
    variables: () => ({ id: missingId() }),
    access: area('customers', Delete),
  },
  'Mutation.setCustomersActive': {
    document: 'mutation ($ids: [ID!]) { setCustomersActive(ids: $ids, active: false) { updatedCount } }',
    variables: () => ({ ids: [missingId()] }),
    access: area('customers', Delete),
  },
  'Mutation.eraseCustomer': {
    document: 'mutation ($id: ID!) { eraseCustomer(id: $id, version: 1) { id } }',
    variables: () => ({ id: missingId() }),
    access: area('customers', Delete),
  },
  'Mutation.register': {
    document: 'mutation ($request: RegisterInput!) { register(request: $request) { id } }',
    variables: () => ({
      request: {
        firstName: 'Probe',
        lastName: 'User',
        email: `${unique('probe')}@example.com`,
        password: 'long-password-1',
      },
    }),
    access: area('user_management', Create),
  },
  'Mutation.updateUser': {
    'another user': {
      document: 'mutation ($updateRequest: UpdateUserInput!) { updateUser(updateRequest: $updateRequest) { id } }',
      variables: (f) => ({
        updateRequest: { userId: f.targetUserId, firstName: 'Tara', lastName: 'Target', phoneNumber: '555 0100' },
      }),
      access: area('user_management', Edit),
    },
    'own profile': {
      document:
        'mutation { updateUser(updateRequest: { firstName: "Same", lastName: "Person", phoneNumber: "555 0100" }) { id } }',
      access: 'signed-in',
    },
  },
  'Mutation.setUsersActive': {
    deactivate: {
      document: 'mutation ($userIds: [ID!]) { setUsersActive(userIds: $userIds, active: false) { updatedCount } }',
      variables: () => ({ userIds: [missingId()] }),
      access: area('user_management', Delete),
    },
    activate: {
      document:
        'mutation { setUsersActive(matching: { filter: { search: "no such user anywhere" } }, active: true) { updatedCount } }',
      access: area('user_management', Edit),
    },
  },
  'Mutation.setUserActive': {
    deactivate: {
      document: 'mutation ($userId: ID!) { setUserActive(userId: $userId, active: false) { id } }',
      variables: () => ({ userId: missingId() }),
      access: area('user_management', Delete),
    },
    activate: {
      document: 'mutation ($userId: ID!) { setUserActive(userId: $userId, active: true) { id } }',
      variables: (f) => ({ userId: f.targetUserId }),
      access: area('user_management', Edit),
    },
  },
  'Mutation.issuePasswordReset': {
    document: 'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }',
    variables: (f) => ({ userId: f.targetUserId }),
    access: area('user_management', Edit),
  },
  'Mutation.endUserSessions': {
    document: 'mutation ($userId: ID!) { endUserSessions(userId: $userId) }',
    variables: () => ({ userId: missingId() }),
    access: area('user_management', Edit),
  },
  'Mutation.updateNotificationPreferences': {
    document: 'mutation { updateNotificationPreferences(preferences: { push: true }) { push } }',
    access: 'signed-in',
  },
  'Mutation.updateUserRolePermission': {
    document: 'mutation ($request: UserRoleInput!) { updateUserRolePermission(request: $request) }',
    variables: userRole,
    access: area('user_management', Edit),
  },
  'Mutation.assignUserRole': {
    document: 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
    variables: userRole,
    access: area('user_management', Edit),
  },
  'Mutation.removeUserRole': {
    document: 'mutation ($request: UserRoleRemovalInput!) { removeUserRole(request: $request) }',
    variables: (f) => ({ request: { userId: f.targetUserId, roleId: f.roleId } }),
    access: area('user_management', Edit),
  },
  'Mutation.addUserToGroup': {
    document: 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }',
    variables: userGroup,
    access: area('user_management', Edit),
  },
  'Mutation.removeUserFromGroup': {
    document: 'mutation ($request: UserGroupInput!) { removeUserFromGroup(request: $request) }',
    variables: userGroup,
    access: area('user_management', Edit),
  },
  'Mutation.createGroup': {
    document: 'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
    variables: (f) => ({ request: { name: unique('Probe Group'), roles: [{ roleId: f.roleId, permissionLevel: 5 }] } }),
    access: area('user_management', Create),
  },
  'Mutation.editGroup': {
    document: 'mutation ($request: EditGroupInput!) { editGroup(request: $request) { id } }',
    variables: (f) => ({
      request: {
        id: f.groupId,
        name: 'Probe Target Group',
        roles: [{ roleId: f.roleId, permissionLevel: 5 }],
        version: 999,
      },
    }),
    access: area('user_management', Edit),
  },
  'Mutation.deleteGroup': {
    document: 'mutation ($request: DeleteGroupInput!) { deleteGroup(request: $request) }',
    variables: () => ({ request: { id: missingId() } }),
    access: area('user_management', Delete),
  },
  'Mutation.createRole': {
    document: 'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
    variables: () => ({ request: { name: unique('probe_role') } }),
    access: area('user_management', Create),
  },
  'Mutation.updateRole': {
    document: 'mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id } }',
    variables: (f) => ({ request: { id: f.customRoleId, name: f.customRoleName, description: 'Probed' } }),
    access: area('user_management', Edit),
  },
  'Mutation.deleteRole': {
    document: 'mutation ($request: DeleteRoleInput!) { deleteRole(request: $request) }',
    variables: () => ({ request: { id: missingId() } }),
    access: area('user_management', Delete),
  },

  'Subscription.orderChanged': { document: 'subscription { orderChanged { orderId } }', access: area('orders', View) },
  'Subscription.productChanged': {
    document: 'subscription { productChanged { productId } }',
    access: area('products', View),
  },
  'Subscription.inventoryUploadProgress': {
    document: 'subscription { inventoryUploadProgress(uploadId: "probe") { done } }',
    // Only whoever may upload (Edit) follows an upload's progress.
    access: area('inventory', Edit),
  },
}

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'))
const rootTypes = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
  (type): type is GraphQLObjectType => Boolean(type),
)
const operations = rootTypes.flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`))

const isCase = (row: Row): row is Case => typeof (row as Case).document === 'string'
const cases: [string, Case][] = Object.entries(TABLE).flatMap(([operation, row]): [string, Case][] =>
  isCase(row) ? [[operation, row]] : Object.entries(row).map(([label, one]) => [`${operation}#${label}`, one]),
)
/** How long an open subscription stream must stay quiet to count as accepted. */
const SUBSCRIPTION_QUIET_MS = 1000
const fieldOf = (key: string) => key.split('#')[0]!.split('.')[1]!

/** The code of the first authorization error; 'allowed' when the call got past authorization. */
function outcomeOf(response: GraphQLResponse<Record<string, unknown>>, field: string): Outcome | string {
  const code = response.errors?.[0]?.extensions?.code
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return code
  // Past the gate, only a real answer or a refusal of the input itself counts: anything else is a bug.
  if (response.data?.[field] != null || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'CONFLICT') {
    return 'allowed'
  }
  return `unexpected: ${JSON.stringify(response.errors ?? response.data)}`
}

describe('the authorization table', () => {
  it('has a row for every operation in schema.graphql and none for operations it lacks', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...operations].sort())
  })

  it('holds documents that are valid against the schema', () => {
    for (const [key, one] of cases) expect([key, validate(schema, parse(one.document))]).toEqual([key, []])
  })
})

// PGlite only: the subject is who may call what, the same checks over the same queries on either database; the
// PostgreSQL run doubled the file's two minutes (docs/testing.md, "Both databases where they differ").
describe.each(['pglite'] as const)('every operation for every kind of caller on %s', (target) => {
  let server: TestServer
  let fixtures: Fixtures
  const tokens = new Map<Caller, string | undefined>()
  /** Whose session each shared token is, so a call that ends its session can have a fresh one. */
  const owners = new Map<string, string>()
  const newSession = async (userId: string) => {
    const { token } = await mintSession(server.database.db, userId)
    owners.set(token, userId)
    return token
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    const db = server.database.db
    const session = async (roles: readonly (readonly [string, number])[]) =>
      newSession((await insertUser(db, { firstName: 'Probe', lastName: 'Caller', roles })).id)
    const admin = await server.signIn('admin@example.com')
    owners.set(admin, (await server.gql<{ me: { id: string } }>('{ me { id } }', {}, admin)).data!.me.id)
    tokens.set('anonymous', undefined)
    tokens.set('admin', admin)
    tokens.set('customer', await session([['customer', 20]]))
    tokens.set('staff', await session([['employee', 20]]))

    const read = async <T>(query: string) => (await server.gql<T>(query, {}, admin)).data!
    const { searchProducts } = await read<{ searchProducts: { products: { id: string }[] } }>(
      '{ searchProducts(search: { parameters: [] }) { products { id } } }',
    )
    const { searchOrders } = await read<{ searchOrders: { orders: { id: string }[] } }>(
      '{ searchOrders(search: { parameters: [] }) { orders { id } } }',
    )
    const { productCategories } = await read<{ productCategories: { id: string; name: string }[] }>(
      '{ productCategories { id name } }',
    )
    const customRoleName = unique('probe_custom')
    const { createRole } = (
      await server.gql<{ createRole: { id: string } }>(
        'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
        { request: { name: customRoleName } },
        admin,
      )
    ).data!
    // A role granting no area: the ceiling lets every holder of user management hand it out, so the cases measure the
    // area check alone (escalation.test.ts measures the ceiling).
    const grantableName = unique('probe_grantable')
    const grantable = await server.gql<{ createRole: { id: string } }>(
      'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
      { request: { name: grantableName } },
      admin,
    )
    const tara = await insertUser(db, { firstName: 'Tara', lastName: 'Target', roles: [['employee', 20]] })
    const cleo = await insertUser(db, { firstName: 'Cleo', lastName: 'Customer', roles: [['customer', 20]] })
    fixtures = {
      productId: searchProducts.products[0]!.id,
      orderId: searchOrders.orders[0]!.id,
      categoryId: productCategories[0]!.id,
      categoryName: productCategories[0]!.name,
      targetUserId: tara.id,
      customerId: cleo.id,
      customerOrderId: await insertOrder(db, {
        customerId: cleo.id,
        lines: [{ product: await insertProduct(db, 10, 100), quantity: 1 }],
      }),
      groupId: await insertGroup(db, 'Probe Target Group', [[grantableName, 5]]),
      roleId: grantable.data!.createRole.id,
      customRoleId: createRole.id,
      customRoleName,
      freshRefreshToken: async () => (await mintSession(db, tara.id)).refreshToken,
    }
  })
  afterAll(() => server.close())

  /** Callers holding a custom role that grants the area at the level, made once per area and level. */
  async function customTokenFor(area: Area, level: PermissionLevel): Promise<string> {
    const key = `custom:${area}:${level}`
    if (!levelTokens.has(key)) {
      const db = server.database.db
      const name = unique(`probe_${area}_${level}`)
      const [role] = await db.insert(roles).values({ name }).returning({ id: roles.id })
      await db.insert(roleAreaLevels).values({ roleId: role!.id, area, level })
      const user = await insertUser(db, {
        firstName: 'Probe',
        lastName: key,
        roles: [
          ['employee', 20],
          [name, PermissionLevel.Delete],
        ],
      })
      levelTokens.set(key, await newSession(user.id))
    }
    return levelTokens.get(key)!
  }

  /** Callers holding the area's role at each level, made once per area. */
  const levelTokens = new Map<string, string>()
  async function tokenFor(caller: Caller, access: Access): Promise<string | undefined> {
    const custom = CUSTOM_LEVEL_OF[caller]
    if (custom !== undefined)
      return typeof access === 'string' ? tokens.get('staff') : customTokenFor(access.area, custom)
    const level = LEVEL_OF[caller]
    if (level === undefined) return tokens.get(caller)
    if (typeof access === 'string') return tokens.get('staff')
    const role = AREA_ROLES[access.area][0]
    if (!role) return tokens.get('staff')
    const key = `${role}:${level}`
    if (!levelTokens.has(key)) {
      const db = server.database.db
      const user = await insertUser(db, {
        firstName: 'Probe',
        lastName: key,
        roles: [
          ['employee', 20],
          [role, level],
        ],
      })
      levelTokens.set(key, await newSession(user.id))
    }
    return levelTokens.get(key)
  }

  /**
   * A subscription over server-sent events: a refusal arrives at once as the stream's first event; a stream that
   * stays open without one got past authorization (it waits for changes nobody makes here).
   */
  async function firstEvent(
    document: string,
    variables: Record<string, unknown>,
    token: string | undefined,
    field: string,
  ) {
    const subscription = await subscribe<Record<string, unknown>, Record<string, unknown>>(
      server.url,
      new TypedDocumentString(document),
      variables,
      token,
    )
    try {
      return await subscription.next(SUBSCRIPTION_QUIET_MS)
    } catch {
      return { data: { [field]: 'stream open' } }
    } finally {
      subscription.close()
    }
  }

  async function call(one: Case, shared: string | undefined, field: string) {
    const token = one.endsSession && shared ? await newSession(owners.get(shared)!) : shared
    const variables = (await one.variables?.(fixtures)) ?? {}
    if (one.document.startsWith('subscription')) return firstEvent(one.document, variables, token, field)
    return one.files
      ? server.upload<Record<string, unknown>>(one.document, variables, one.files(), token)
      : server.gql<Record<string, unknown>>(one.document, variables, token)
  }

  it.each(cases)('%s', async (key, one) => {
    const field = fieldOf(key)
    const outcomes: Record<string, string> = {}
    const wanted: Record<string, Outcome> = {}
    for (const caller of CALLERS) {
      // Outside an area a custom role's holder is a staff member like any other (and sign-in hashes are slow).
      if (CUSTOM_LEVEL_OF[caller] !== undefined && typeof one.access === 'string') continue
      outcomes[caller] = outcomeOf(await call(one, await tokenFor(caller, one.access), field), field)
      wanted[caller] = expected(one.access, caller)
    }
    expect(outcomes).toEqual(wanted)
  })
})
