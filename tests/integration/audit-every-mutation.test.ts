import { randomUUID } from 'node:crypto'
import { generate } from 'otplib'
import { asc, desc, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealAuditEvents, verifyAuditChain } from '@/server/db/audit-log'
import type { Db } from '@/server/db/client'
import { auditEvents, type AuditEventRow } from '@/server/db/schema'
import { schemaOperations } from '../security/support/fuzz-operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { assertPasskey, createPasskey, type SoftPasskey } from './support/soft-authenticator'
import { insertStockedSkus } from './support/upload-fixtures'
import { insertGroup, insertUser, mintSession } from './support/user-fixtures'
import {
  DATABASE_TARGETS,
  DEMO_PASSWORD,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './support/test-server'

/**
 * Every Mutation of schema.graphql, sent once by a caller allowed to make it with a request it accepts, must leave
 * exactly one audit event naming the actor, the action, the record and the fields it changed (before → after). A
 * mutation without a row fails the test, so a new mutation cannot go unrecorded. Refused and rolled-back requests
 * leave none (a refusal for missing permission leaves its own `access.denied`).
 */

interface Fixtures {
  db: Db
  admin: string
  /** A request as the admin. */
  gql<T = Data>(query: string, variables?: Vars): Promise<GraphQLResponse<T>>
  adminId: string
  customerId: string
  categoryId: string
  /** A role granting no area, so the admin may hand it to anyone. */
  roleId: string
  groupId: string
  /** A staff member of the case's own with the demo password, made before each case. */
  current: { id: string; email: string }
  product(): Promise<string>
  order(status: 'PENDING' | 'DELIVERED'): Promise<string>
  user(): Promise<string>
  group(): Promise<string>
  role(): Promise<string>
  image(): Promise<{ productId: string; imageId: string }>
  resetToken(): Promise<string>
  /** A request as someone else (a session of `current`'s own, minted with `ownToken`). */
  as<T = Data>(token: string, query: string, variables?: Vars): Promise<GraphQLResponse<T>>
  ownToken(): Promise<string>
  /** `current` enrolled in two-step sign-in: its secret (the next code is of the next time step). */
  enrolled(): Promise<string>
  /** A passkey of `current`'s, registered. */
  passkey(): Promise<{ id: string; key: SoftPasskey }>
  /** An open stock upload preview of one row, as the admin. */
  preview(): Promise<string>
  /** A customer account of the case's own. */
  customer(): Promise<{ id: string; version: number }>
}

type Vars = Record<string, unknown>
type Data = Record<string, unknown>

interface Expected {
  action: string
  /** Whose event: the admin unless said (the user who signs in; nobody for a reset link's holder). */
  actor?: (f: Fixtures) => string | null
  recordType?: string
  recordId?: (f: Fixtures, vars: Vars, data: Data) => string
  /** Exactly the fields recorded as changed, each with before and after. */
  changes?: string[]
  /** Fields recorded as changed without their values. */
  secrets?: string[]
  /** Keys a bulk change's summary holds (besides its selection). */
  summary?: string[]
  /** A bulk change's event on each record it changed, before its summary: the records (the variable named) in id order. */
  each?: { action: string; recordType: string; ids: string; changes: string[] }
}

interface Case {
  document: string
  variables?: (f: Fixtures) => Vars | Promise<Vars>
  files?: () => Record<string, File>
  /** The admin by default; `anonymous` for sign-in and the reset link; `own` a session of the case's own user. */
  caller?: 'admin' | 'anonymous' | 'own'
  expect: Expected
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`
/** The relying party passkeys are made for in this test. */
const ORIGIN = 'https://admin.shop.example'
/** The app's code of the time step after now (a code works once, so each use takes a later step). */
const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps })
const STOCK_CSV = () => new File(['sku,quantity\nSKU-0001,7\n'], 'stock.csv', { type: 'text/csv' })
/** A change to the case's own user, by themselves. */
const ownChange = (document: string, action: string, variables?: Case['variables']): Case => ({
  document,
  variables,
  caller: 'own',
  expect: { action, actor: currentUser, recordType: 'user', recordId: currentUser },
})
/**
 * A mutation on a customer of the case's own, passed as `$id` with its `$version`; their personal data (`personal`)
 * is recorded as changed, never its values, so that erasing them leaves none in the log.
 */
const onCustomer = (document: string, action: string, changes: string[], personal: string[] = []): Case => ({
  document,
  variables: async (f) => await f.customer(),
  expect: { action, recordType: 'user', recordId: variable('id'), changes, secrets: personal },
})
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const ADDRESS = { fullName: 'Casey Customer', address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }
const answered = (name: string) => (_f: Fixtures, _v: Vars, data: Data) => String((data[name] as { id: string }).id)
const variable =
  (...path: string[]) =>
  (_f: Fixtures, vars: Vars) =>
    String(path.reduce<unknown>((value, key) => (value as Vars)[key], vars))
const currentUser = (f: Fixtures) => f.current.id
const userRole = async (f: Fixtures) => ({ request: { userId: await f.user(), roleId: f.roleId, permissionLevel: 5 } })
/** A mutation on a product of the case's own, passed as `$id`. */
const onProduct = (document: string, action: string, changes: string[]): Case => ({
  document,
  variables: async (f) => ({ id: await f.product() }),
  expect: { action, recordType: 'product', recordId: variable('id'), changes },
})
/** A mutation on an order of the case's own (pending unless said), passed as `$orderId`. */
const onOrder = (
  document: string,
  action: string,
  changes: string[],
  status: 'PENDING' | 'DELIVERED' = 'PENDING',
): Case => ({
  document,
  variables: async (f) => ({ orderId: await f.order(status) }),
  expect: { action, recordType: 'order', recordId: variable('orderId'), changes },
})
/** A mutation on a user of the case's own, passed as `$userId`. */
const onUser = (document: string, action: string, fields: Pick<Expected, 'changes' | 'secrets'>): Case => ({
  document,
  variables: async (f) => ({ userId: await f.user() }),
  expect: { action, recordType: 'user', recordId: variable('userId'), ...fields },
})
/** The event of a change to the group or role `request.id`. */
const byRequestId = (action: string, recordType: string, changes: string[]): Expected => ({
  action,
  recordType,
  recordId: variable('request', 'id'),
  changes,
})
const newPerson = () => ({ firstName: 'Audit', lastName: 'Person', email: `${unique('audit')}@example.com` })
const USER_BY_REQUEST = { recordType: 'user', recordId: variable('request', 'userId') } as const

const TABLE: Record<string, Case> = {
  login: {
    document: 'mutation ($token: LoginInput!) { login(token: $token) { token } }',
    variables: (f) => ({ token: { email: f.current.email, password: DEMO_PASSWORD } }),
    caller: 'anonymous',
    expect: { action: 'auth.sign_in', actor: currentUser, recordType: 'user', recordId: currentUser },
  },
  refreshToken: {
    document: 'mutation ($refresh: RefreshInput!) { refreshToken(refresh: $refresh) { token } }',
    variables: async (f) => ({ refresh: { refreshToken: (await mintSession(f.db, f.current.id)).refreshToken } }),
    caller: 'anonymous',
    expect: { action: 'auth.refresh', actor: currentUser, recordType: 'user', recordId: currentUser },
  },
  logout: {
    document: 'mutation { logout }',
    caller: 'own',
    expect: { action: 'auth.sign_out', actor: currentUser, recordType: 'user', recordId: currentUser },
  },
  changePassword: {
    document: 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success } }',
    variables: () => ({ input: { currentPassword: DEMO_PASSWORD, newPassword: 'another-password-2' } }),
    caller: 'own',
    expect: {
      action: 'auth.password_change',
      actor: currentUser,
      recordType: 'user',
      recordId: currentUser,
      secrets: ['passwordHash'],
    },
  },
  resetPassword: {
    document: 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: async (f) => ({ input: { token: await f.resetToken(), newPassword: DEMO_PASSWORD } }),
    caller: 'anonymous',
    expect: {
      action: 'auth.password_reset',
      actor: () => null,
      recordType: 'user',
      recordId: currentUser,
      secrets: ['passwordHash', 'passwordResetLink'],
    },
  },

  completeSignIn: {
    document: 'mutation ($step: SecondStepInput!) { completeSignIn(step: $step) { token } }',
    variables: async (f) => {
      const secret = await f.enrolled()
      const login = await f.as<{ login: { secondStep: { challenge: string } } }>(
        '',
        'mutation ($token: LoginInput!) { login(token: $token) { secondStep { challenge } } }',
        { token: { email: f.current.email, password: DEMO_PASSWORD } },
      )
      return { step: { challenge: login.data!.login.secondStep.challenge, code: await nextCode(secret, 1) } }
    },
    caller: 'anonymous',
    expect: { action: 'auth.sign_in', actor: currentUser, recordType: 'user', recordId: currentUser },
  },
  startPasskeySignIn: {
    document: 'mutation { startPasskeySignIn { ticket } }',
    caller: 'anonymous',
    expect: { action: 'auth.passkey_sign_in_start', actor: () => null, recordType: 'user' },
  },
  completePasskeySignIn: {
    document: 'mutation ($input: PasskeySignInInput!) { completePasskeySignIn(input: $input) { token } }',
    variables: async (f) => {
      const { key } = await f.passkey()
      const started = await f.as<{ startPasskeySignIn: { ticket: string; options: string } }>(
        '',
        'mutation { startPasskeySignIn { ticket options } }',
      )
      const { ticket, options } = started.data!.startPasskeySignIn
      const response = JSON.stringify(assertPasskey(key, JSON.parse(options) as { challenge: string }, ORIGIN))
      return { input: { ticket, response } }
    },
    caller: 'anonymous',
    expect: { action: 'auth.sign_in', actor: currentUser, recordType: 'user', recordId: currentUser },
  },
  startTwoStepEnrolment: ownChange('mutation { startTwoStepEnrolment { secret } }', 'auth.two_step_enrolment_start'),
  confirmTwoStepEnrolment: ownChange(
    'mutation ($code: String!) { confirmTwoStepEnrolment(code: $code) { codes } }',
    'auth.two_step_enable',
    async (f) => {
      const started = await f.as<{ startTwoStepEnrolment: { secret: string } }>(
        await f.ownToken(),
        'mutation { startTwoStepEnrolment { secret } }',
      )
      return { code: await nextCode(started.data!.startTwoStepEnrolment.secret, 0) }
    },
  ),
  disableTwoStep: ownChange(
    'mutation ($input: DisableTwoStepInput!) { disableTwoStep(input: $input) }',
    'auth.two_step_disable',
    async (f) => ({ input: { password: DEMO_PASSWORD, code: await nextCode(await f.enrolled(), 1) } }),
  ),
  regenerateRecoveryCodes: ownChange(
    'mutation ($code: String!) { regenerateRecoveryCodes(code: $code) { codes } }',
    'auth.recovery_codes_renew',
    async (f) => ({ code: await nextCode(await f.enrolled(), 1) }),
  ),
  startPasskeyRegistration: ownChange(
    'mutation { startPasskeyRegistration { ticket } }',
    'auth.passkey_registration_start',
  ),
  finishPasskeyRegistration: ownChange(
    'mutation ($input: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $input) { id } }',
    'auth.passkey_add',
    async (f) => {
      const started = await f.as<{ startPasskeyRegistration: { ticket: string; options: string } }>(
        await f.ownToken(),
        'mutation { startPasskeyRegistration { ticket options } }',
      )
      const { ticket, options } = started.data!.startPasskeyRegistration
      const made = createPasskey(JSON.parse(options) as { challenge: string; rp: { id?: string } }, ORIGIN)
      return { input: { ticket, name: 'Audit laptop', response: JSON.stringify(made.response) } }
    },
  ),
  removePasskey: ownChange(
    'mutation ($passkeyId: ID!) { removePasskey(passkeyId: $passkeyId) }',
    'auth.passkey_remove',
    async (f) => ({ passkeyId: (await f.passkey()).id }),
  ),
  endSession: ownChange(
    'mutation ($sessionId: ID!) { endSession(sessionId: $sessionId) }',
    'auth.session_end',
    async (f) => {
      const token = await f.ownToken()
      const sessions = await f.as<{ mySessions: { id: string; current: boolean }[] }>(
        token,
        '{ mySessions { id current } }',
      )
      return { sessionId: sessions.data!.mySessions.find((session) => session.current)!.id }
    },
  ),
  endOtherSessions: ownChange('mutation { endOtherSessions }', 'auth.sessions_end_others', async (f) => {
    await f.ownToken()
    return {}
  }),
  setTwoStepPolicy: {
    document: 'mutation { setTwoStepPolicy(policy: NOBODY) }',
    expect: { action: 'settings.two_step_policy' },
  },

  createProduct: {
    document: 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
    variables: () => ({ input: { name: 'Audit Hinge', price: 12.5, sku: unique('AUDIT') } }),
    expect: {
      action: 'product.create',
      recordType: 'product',
      recordId: answered('createProduct'),
      changes: ['name', 'sku', 'price', 'cost', 'status', 'accumulatedDepreciation', 'stock', 'createdById'],
    },
  },
  updateProduct: onProduct(
    'mutation ($id: ID!) { updateProduct(id: $id, input: { price: 21.5, name: "Renamed Hinge" }) { id } }',
    'product.update',
    ['price', 'name'],
  ),
  deleteProduct: onProduct('mutation ($id: ID!) { deleteProduct(id: $id) { success } }', 'product.delete', [
    'archivedAt',
    'deletionId',
    'eraseAfter',
  ]),
  deleteProducts: {
    document: 'mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { success } }',
    variables: async (f) => ({ ids: [await f.product(), await f.product()] }),
    expect: {
      action: 'products.delete',
      summary: ['archived', 'deleted'],
      each: {
        action: 'product.delete',
        recordType: 'product',
        ids: 'ids',
        changes: ['archivedAt', 'deletionId', 'eraseAfter'],
      },
    },
  },
  restoreProducts: {
    document: 'mutation ($id: ID!) { restoreProducts(deletionId: $id) { success } }',
    variables: async (f) => {
      const ids = [await f.product()]
      const { data } = await f.gql<{ deleteProducts: { deletionId: string } }>(
        'mutation ($ids: [ID!]!) { deleteProducts(ids: $ids) { deletionId } }',
        { ids },
      )
      // ids is not a variable of the mutation: the server ignores it; the expected events name its products.
      return { id: data!.deleteProducts.deletionId, ids }
    },
    expect: {
      action: 'products.restore',
      summary: ['count'],
      each: {
        action: 'product.restore',
        recordType: 'product',
        ids: 'ids',
        changes: ['archivedAt', 'deletionId', 'eraseAfter'],
      },
    },
  },
  updateProductStatus: onProduct(
    'mutation ($id: ID!) { updateProductStatus(id: $id, status: INACTIVE) { id } }',
    'product.status',
    ['status'],
  ),
  updateProductStock: onProduct(
    'mutation ($id: ID!) { updateProductStock(id: $id, quantity: 50) { id } }',
    'product.stock',
    ['stock'],
  ),
  bulkUpdateProducts: {
    document: 'mutation ($ids: [ID!]!) { bulkUpdateProducts(input: { ids: $ids, status: INACTIVE }) { success } }',
    variables: async (f) => ({ ids: [await f.product(), await f.product()] }),
    expect: {
      action: 'products.update',
      summary: ['count'],
      each: { action: 'product.update', recordType: 'product', ids: 'ids', changes: ['status'] },
    },
  },
  duplicateProduct: {
    document: 'mutation ($id: ID!) { duplicateProduct(id: $id) { id } }',
    variables: async (f) => ({ id: await f.product() }),
    expect: {
      action: 'product.duplicate',
      recordType: 'product',
      recordId: answered('duplicateProduct'),
      changes: ['accumulatedDepreciation', 'cost', 'createdById', 'name', 'price', 'sku', 'status', 'stock'],
    },
  },
  archiveProduct: onProduct('mutation ($id: ID!) { archiveProduct(id: $id) { id } }', 'product.archive', [
    'archivedAt',
  ]),
  restoreProduct: {
    document: 'mutation ($id: ID!) { restoreProduct(id: $id) { id } }',
    variables: async (f) => {
      const id = await f.product()
      await f.gql('mutation ($id: ID!) { archiveProduct(id: $id) { id } }', { id })
      return { id }
    },
    expect: { action: 'product.restore', recordType: 'product', recordId: variable('id'), changes: ['archivedAt'] },
  },
  uploadProductImage: {
    document:
      'mutation ($productId: ID!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { id } }',
    variables: async (f) => ({ productId: await f.product(), file: null }),
    files: () => ({ file: new File([PNG], 'hinge.png', { type: 'image/png' }) }),
    expect: {
      action: 'product.image_add',
      recordType: 'product',
      recordId: variable('productId'),
      changes: ['images'],
    },
  },
  deleteProductImage: {
    document:
      'mutation ($productId: ID!, $imageId: ID!) { deleteProductImage(productId: $productId, imageId: $imageId) { success } }',
    variables: (f) => f.image(),
    expect: {
      action: 'product.image_delete',
      recordType: 'product',
      recordId: variable('productId'),
      changes: ['images'],
    },
  },
  createProductCategory: {
    document: 'mutation ($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }',
    variables: () => ({ input: { name: unique('Audit Category') } }),
    expect: {
      action: 'category.create',
      recordType: 'category',
      recordId: answered('createProductCategory'),
      changes: ['name', 'isActive'],
    },
  },
  updateProductCategory: {
    document:
      'mutation ($id: ID!, $input: ProductCategoryInput!) { updateProductCategory(id: $id, input: $input) { id } }',
    variables: (f) => ({ id: f.categoryId, input: { name: unique('Renamed Category') } }),
    expect: { action: 'category.update', recordType: 'category', recordId: variable('id'), changes: ['name'] },
  },
  deleteProductCategory: {
    document: 'mutation ($id: ID!) { deleteProductCategory(id: $id) { success } }',
    variables: async (f) => {
      const { data } = await f.gql<{ createProductCategory: { id: string } }>(
        'mutation ($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }',
        { input: { name: unique('Doomed Category') } },
      )
      return { id: data!.createProductCategory.id }
    },
    expect: {
      action: 'category.delete',
      recordType: 'category',
      recordId: variable('id'),
      changes: ['name', 'isActive'],
    },
  },

  adjustInventory: {
    document:
      'mutation ($productId: ID!) { adjustInventory(input: { productId: $productId, adjustment: 3, reason: "Count" }) { product { id } } }',
    variables: async (f) => ({ productId: await f.product() }),
    expect: { action: 'inventory.adjust', recordType: 'product', recordId: variable('productId'), changes: ['stock'] },
  },
  bulkInventoryUpdate: {
    document: 'mutation ($items: [InventoryUpdateInput!]!) { bulkInventoryUpdate(items: $items) { success } }',
    variables: async (f) => ({ items: [{ productId: await f.product(), quantity: 42 }] }),
    expect: { action: 'inventory.bulk_update', summary: [] },
  },
  bulkInsertInventory: {
    document: 'mutation ($file: Upload!) { bulkInsertInventory(file: $file) { success } }',
    variables: () => ({ file: null }),
    files: () => ({ file: new File(['sku,quantity\nSKU-0001,7\n'], 'stock.csv', { type: 'text/csv' }) }),
    expect: { action: 'inventory.upload', summary: ['applied', 'failures', 'successCount'] },
  },

  previewInventoryUpload: {
    document: 'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
    variables: () => ({ file: null }),
    files: () => ({ file: STOCK_CSV() }),
    expect: { action: 'inventory.upload_preview', summary: ['applied', 'failures', 'successCount'] },
  },
  applyInventoryUpload: {
    document: 'mutation ($id: ID!) { applyInventoryUpload(id: $id) { success } }',
    variables: async (f) => ({ id: await f.preview() }),
    expect: { action: 'inventory.upload_apply', summary: [] },
  },
  discardInventoryUpload: {
    document: 'mutation ($id: ID!) { discardInventoryUpload(id: $id) }',
    variables: async (f) => ({ id: await f.preview() }),
    expect: { action: 'inventory.upload_discard', summary: [] },
  },
  cancelInventoryUpload: {
    document: 'mutation ($id: ID!) { cancelInventoryUpload(id: $id) }',
    variables: async (f) => {
      const id = await f.preview()
      // As if its apply were under way (between two batches).
      await f.db.execute(sql`update inventory_uploads set state = 'RUNNING' where id = ${id}`)
      return { id }
    },
    expect: { action: 'inventory.upload_cancel', summary: [] },
  },
  undoInventoryUpload: {
    document: 'mutation ($id: ID!) { undoInventoryUpload(id: $id) { restoredCount } }',
    variables: async (f) => {
      const id = await f.preview()
      await f.gql('mutation ($id: ID!) { applyInventoryUpload(id: $id) { success } }', { id })
      return { id }
    },
    expect: { action: 'inventory.upload_undo', summary: ['restoredCount', 'skipped', 'skippedCount'] },
  },

  createOrder: {
    document: 'mutation ($order: OrderCreateInput!) { createOrder(order: $order) { id } }',
    variables: async (f) => ({
      order: {
        customerId: f.customerId,
        products: [{ id: await f.product(), quantity: 1 }],
        deliveryMethod: 'DELIVERY',
        paymentMethod: 'CREDIT_CARD',
        shippingAddress: ADDRESS,
      },
    }),
    expect: {
      action: 'order.create',
      recordType: 'order',
      recordId: answered('createOrder'),
      changes: [
        ...['customerId', 'deliveryMethod', 'lines', 'notes', 'paymentMethod'],
        ...['shippingAmount', 'status', 'subtotal', 'tax', 'taxRate', 'totalAmount'],
      ],
      secrets: ['customerEmail', 'customerName'],
    },
  },
  updateOrder: {
    document:
      'mutation ($orderId: ID!) { updateOrder(orderId: $orderId, order: { version: 1, shippingNotes: "Leave at the door" }) { id } }',
    variables: async (f) => ({ orderId: await f.order('PENDING') }),
    expect: { action: 'order.update', recordType: 'order', recordId: variable('orderId'), secrets: ['shippingNotes'] },
  },
  updateOrderStatus: onOrder(
    'mutation ($orderId: ID!) { updateOrderStatus(orderId: $orderId, orderStatus: PROCESSING) { id } }',
    'order.status',
    ['status'],
  ),
  cancelOrder: onOrder(
    'mutation ($orderId: ID!) { cancelOrder(orderId: $orderId, reason: "Customer asked") { id } }',
    'order.cancel',
    ['status'],
  ),
  returnOrder: onOrder(
    'mutation ($orderId: ID!) { returnOrder(orderId: $orderId, reason: "Damaged") { id } }',
    'order.return',
    ['status'],
    'DELIVERED',
  ),
  changeOrdersStatus: {
    document: 'mutation ($ids: [ID!]!) { changeOrdersStatus(ids: $ids, orderStatus: PROCESSING) { updatedCount } }',
    variables: async (f) => ({ ids: [await f.order('PENDING'), await f.order('PENDING')] }),
    expect: {
      action: 'orders.status',
      summary: ['changed', 'refused'],
      each: { action: 'order.status', recordType: 'order', ids: 'ids', changes: ['status'] },
    },
  },
  addOrderNote: onOrder(
    'mutation ($orderId: ID!) { addOrderNote(orderId: $orderId, note: { body: "Called the customer" }) { id } }',
    'order.note',
    ['notes'],
  ),

  createCustomer: {
    document: 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    variables: () => ({ input: newPerson() }),
    expect: {
      action: 'customer.create',
      recordType: 'user',
      recordId: answered('createCustomer'),
      changes: ['active', 'notificationPreferences', 'roles'],
      secrets: ['email', 'firstName', 'lastName'],
    },
  },
  updateCustomer: onCustomer(
    'mutation ($id: ID!, $version: Int!) { updateCustomer(id: $id, version: $version, input: { firstName: "Renamed", lastName: "Customer", email: "renamed-customer@example.com" }) { id } }',
    'customer.update',
    [],
    ['firstName', 'lastName', 'email'],
  ),
  addCustomerNote: {
    document:
      'mutation ($customerId: ID!) { addCustomerNote(customerId: $customerId, note: { body: "Called back" }) { id } }',
    variables: async (f) => ({ customerId: (await f.customer()).id }),
    expect: { action: 'customer.note', recordType: 'user', recordId: variable('customerId') },
  },
  setCustomerActive: onCustomer(
    'mutation ($id: ID!, $version: Int!) { setCustomerActive(id: $id, version: $version, active: false) { id } }',
    'customer.deactivate',
    ['active'],
  ),
  setCustomersActive: {
    document: 'mutation ($ids: [ID!]) { setCustomersActive(ids: $ids, active: false) { updatedCount } }',
    variables: async (f) => ({ ids: [(await f.customer()).id, (await f.customer()).id] }),
    expect: {
      action: 'customers.deactivate',
      summary: ['count'],
      each: { action: 'customer.deactivate', recordType: 'user', ids: 'ids', changes: ['active'] },
    },
  },
  eraseCustomer: onCustomer(
    'mutation ($id: ID!, $version: Int!) { eraseCustomer(id: $id, version: $version) { id } }',
    'customer.erase',
    ['active'],
    ['email', 'firstName', 'lastName'],
  ),
  resetUserTwoStep: onUser('mutation ($userId: ID!) { resetUserTwoStep(userId: $userId) }', 'user.two_step_reset', {}),
  endUserSessions: onUser('mutation ($userId: ID!) { endUserSessions(userId: $userId) }', 'user.sessions_end', {}),

  register: {
    document: 'mutation ($request: RegisterInput!) { register(request: $request) { id } }',
    variables: () => ({
      request: { ...newPerson(), password: DEMO_PASSWORD },
    }),
    expect: {
      action: 'user.create',
      recordType: 'user',
      recordId: answered('register'),
      changes: ['email', 'firstName', 'lastName', 'active', 'notificationPreferences'],
      secrets: ['passwordHash'],
    },
  },
  updateUser: {
    document: 'mutation ($updateRequest: UpdateUserInput!) { updateUser(updateRequest: $updateRequest) { id } }',
    variables: async (f) => ({
      updateRequest: { userId: await f.user(), firstName: 'Renamed', lastName: 'Person', phoneNumber: '555 0100' },
    }),
    expect: {
      action: 'user.update',
      recordType: 'user',
      recordId: variable('updateRequest', 'userId'),
      changes: ['firstName', 'lastName', 'phoneNumber'],
    },
  },
  setUserActive: onUser(
    'mutation ($userId: ID!) { setUserActive(userId: $userId, active: false) { id } }',
    'user.deactivate',
    { changes: ['active'] },
  ),
  setUsersActive: {
    document: 'mutation ($userIds: [ID!]) { setUsersActive(userIds: $userIds, active: false) { updatedCount } }',
    variables: async (f) => ({ userIds: [await f.user(), await f.user()] }),
    expect: {
      action: 'users.deactivate',
      summary: ['count'],
      each: { action: 'user.deactivate', recordType: 'user', ids: 'userIds', changes: ['active'] },
    },
  },
  issuePasswordReset: onUser(
    'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }',
    'user.password_reset_issued',
    { secrets: ['passwordResetLink'] },
  ),
  updateNotificationPreferences: {
    document: 'mutation { updateNotificationPreferences(preferences: { push: true }) { push } }',
    caller: 'own',
    expect: {
      action: 'user.notifications',
      actor: currentUser,
      recordType: 'user',
      recordId: currentUser,
      changes: ['notificationPreferences'],
    },
  },
  updateUserRolePermission: {
    document: 'mutation ($request: UserRoleInput!) { updateUserRolePermission(request: $request) }',
    variables: async (f) => {
      const vars = await userRole(f)
      await f.gql('mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }', vars)
      return { request: { ...vars.request, permissionLevel: 10 } }
    },
    expect: { action: 'role.grant_level', ...USER_BY_REQUEST, changes: ['roles'] },
  },
  assignUserRole: {
    document: 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }',
    variables: userRole,
    expect: { action: 'role.grant', ...USER_BY_REQUEST, changes: ['roles'] },
  },
  removeUserRole: {
    document: 'mutation ($request: UserRoleRemovalInput!) { removeUserRole(request: $request) }',
    variables: async (f) => {
      const vars = await userRole(f)
      await f.gql('mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }', vars)
      return { request: { userId: vars.request.userId, roleId: f.roleId } }
    },
    expect: { action: 'role.revoke', ...USER_BY_REQUEST, changes: ['roles'] },
  },
  addUserToGroup: {
    document: 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }',
    variables: async (f) => ({ request: { userId: await f.user(), groupId: f.groupId } }),
    expect: { action: 'group.add_member', ...USER_BY_REQUEST, changes: ['groups'] },
  },
  removeUserFromGroup: {
    document: 'mutation ($request: UserGroupInput!) { removeUserFromGroup(request: $request) }',
    variables: async (f) => {
      const request = { userId: await f.user(), groupId: f.groupId }
      await f.gql('mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }', { request })
      return { request }
    },
    expect: { action: 'group.remove_member', ...USER_BY_REQUEST, changes: ['groups'] },
  },
  createGroup: {
    document: 'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
    variables: (f) => ({ request: { name: unique('Audit Group'), roles: [{ roleId: f.roleId, permissionLevel: 5 }] } }),
    expect: {
      action: 'group.create',
      recordType: 'group',
      recordId: answered('createGroup'),
      changes: ['name', 'roles'],
    },
  },
  editGroup: {
    document: 'mutation ($request: EditGroupInput!) { editGroup(request: $request) { id } }',
    variables: async (f) => ({
      request: {
        id: await f.group(),
        name: unique('Edited Group'),
        roles: [{ roleId: f.roleId, permissionLevel: 10 }],
        version: 1,
      },
    }),
    expect: byRequestId('group.update', 'group', ['name', 'roles']),
  },
  deleteGroup: {
    document: 'mutation ($request: DeleteGroupInput!) { deleteGroup(request: $request) }',
    variables: async (f) => ({ request: { id: await f.group() } }),
    expect: byRequestId('group.delete', 'group', ['name', 'roles']),
  },
  createRole: {
    document: 'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
    variables: () => ({ request: { name: unique('audit_role'), areas: [{ area: 'products', level: 5 }] } }),
    expect: { action: 'role.create', recordType: 'role', recordId: answered('createRole'), changes: ['name', 'areas'] },
  },
  updateRole: {
    document: 'mutation ($request: UpdateRoleInput!) { updateRole(request: $request) { id } }',
    variables: async (f) => ({ request: { id: await f.role(), name: unique('renamed_role'), description: 'Audited' } }),
    expect: byRequestId('role.update', 'role', ['name', 'description']),
  },
  deleteRole: {
    document: 'mutation ($request: DeleteRoleInput!) { deleteRole(request: $request) }',
    variables: async (f) => ({ request: { id: await f.role() } }),
    expect: byRequestId('role.delete', 'role', ['name']),
  },
}

const MUTATIONS = schemaOperations()
  .filter((operation) => operation.kind === 'mutation')
  .map((operation) => operation.name.replace('Mutation.', ''))

/** The events written after `id`, oldest first. */
const eventsAfter = (db: Db, id: number) =>
  db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(asc(auditEvents.id))

async function lastEventId(db: Db): Promise<number> {
  const [last] = await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1)
  return last?.id ?? 0
}

/** The event as the test compares it: who, what, which record, which fields. */
function described(event: AuditEventRow) {
  const changes = event.changes ?? {}
  return {
    action: event.action,
    actorId: event.actorId,
    recordType: event.recordType,
    recordId: event.recordId,
    changes: Object.keys(changes)
      .filter((key) => !('changed' in changes[key]!))
      .sort(),
    secrets: Object.keys(changes)
      .filter((key) => 'changed' in changes[key]!)
      .sort(),
    summary: Object.keys(event.summary ?? {})
      .filter((key) => key !== 'selection')
      .sort(),
  }
}

describe('the audit table', () => {
  it('has a row for every Mutation in schema.graphql and none for mutations it lacks', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...MUTATIONS].sort())
  })
})

describe.each(DATABASE_TARGETS)('the audit event of every mutation on %s', (target) => {
  let server: TestServer
  let fixtures: Fixtures

  beforeAll(async () => {
    server = await startTestServer(target, { relyingParty: { id: 'shop.example', origin: ORIGIN } })
    const db = server.database.db
    const admin = await server.signIn('admin@example.com')
    const as = <T = Data>(token: string, query: string, variables: Vars = {}) =>
      server.gql<T>(query, variables, token || undefined)
    const ownToken = async () => (await mintSession(db, fixtures.current.id)).token
    const asAdmin = <T = Data>(query: string, variables: Vars = {}) => server.gql<T>(query, variables, admin)
    const me = (await asAdmin<{ me: { id: string } }>('{ me { id } }')).data!.me
    const customers = await asAdmin<{ orderCustomers: { id: string; email: string }[] }>(
      '{ orderCustomers(term: "casey") { id email } }',
    )
    const categories = await asAdmin<{ productCategories: { id: string }[] }>('{ productCategories { id } }')
    const role = await asAdmin<{ createRole: { id: string } }>(
      'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
      { request: { name: unique('audit_grantable') } },
    )
    const roleName = unique('audit_group_role')
    await asAdmin('mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }', {
      request: { name: roleName },
    })
    const newProduct = async () => (await insertProduct(db, 9.5, 20)).id
    const newUser = async () =>
      (await insertUser(db, { firstName: 'Audit', lastName: 'Subject', roles: [['employee', 20]] })).id
    fixtures = {
      db,
      admin,
      gql: asAdmin,
      adminId: me.id,
      customerId: customers.data!.orderCustomers.find((customer) => customer.email === 'customer@example.com')!.id,
      categoryId: categories.data!.productCategories[0]!.id,
      roleId: role.data!.createRole.id,
      groupId: await insertGroup(db, unique('Audit Group'), [[roleName, 5]]),
      current: { id: '', email: '' },
      product: newProduct,
      async order(status) {
        const product = await insertProduct(db, 10, 20)
        return insertOrder(db, { status, lines: [{ product, quantity: 1 }] })
      },
      user: newUser,
      group: () => insertGroup(db, unique('Audit Doomed Group'), [[roleName, 5]]),
      async role() {
        const made = await asAdmin<{ createRole: { id: string } }>(
          'mutation ($request: CreateRoleInput!) { createRole(request: $request) { id } }',
          { request: { name: unique('audit_doomed') } },
        )
        return made.data!.createRole.id
      },
      async image() {
        const productId = await newProduct()
        const uploaded = await server.upload<{ uploadProductImage: { id: string } }>(
          'mutation ($productId: ID!, $file: Upload!) { uploadProductImage(productId: $productId, file: $file) { id } }',
          { productId, file: null },
          { file: new File([PNG], 'hinge.png', { type: 'image/png' }) },
          admin,
        )
        return { productId, imageId: uploaded.data!.uploadProductImage.id }
      },
      async resetToken() {
        const issued = await asAdmin<{ issuePasswordReset: { url: string } }>(
          'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }',
          { userId: fixtures.current.id },
        )
        return new URL(issued.data!.issuePasswordReset.url, 'http://localhost').searchParams.get('token')!
      },
      as,
      ownToken,
      async enrolled() {
        const token = await ownToken()
        const started = await as<{ startTwoStepEnrolment: { secret: string } }>(
          token,
          'mutation { startTwoStepEnrolment { secret } }',
        )
        const { secret } = started.data!.startTwoStepEnrolment
        await as(token, 'mutation ($code: String!) { confirmTwoStepEnrolment(code: $code) { codes } }', {
          code: await nextCode(secret, 0),
        })
        return secret
      },
      async passkey() {
        const token = await ownToken()
        const started = await as<{ startPasskeyRegistration: { ticket: string; options: string } }>(
          token,
          'mutation { startPasskeyRegistration { ticket options } }',
        )
        const { ticket, options } = started.data!.startPasskeyRegistration
        const made = createPasskey(JSON.parse(options) as { challenge: string; rp: { id?: string } }, ORIGIN)
        const finished = await as<{ finishPasskeyRegistration: { id: string } }>(
          token,
          'mutation ($input: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $input) { id } }',
          { input: { ticket, name: 'Audit key', response: JSON.stringify(made.response) } },
        )
        return { id: finished.data!.finishPasskeyRegistration.id, key: made.key }
      },
      async preview() {
        const [sku] = await insertStockedSkus(server, unique('AUDIT'), 1)
        const answer = await server.upload<{ previewInventoryUpload: { id: string } }>(
          'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
          { file: null },
          { file: new File([`sku,quantity\n${sku},7\n`], 'stock.csv', { type: 'text/csv' }) },
          admin,
        )
        return answer.data!.previewInventoryUpload.id
      },
      async customer() {
        const made = await asAdmin<{ createCustomer: { id: string; version: number } }>(
          'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id version } }',
          { input: newPerson() },
        )
        return made.data!.createCustomer
      },
    }
  })
  afterAll(() => server.close())

  it.each(Object.keys(TABLE).sort())('%s leaves exactly its event', async (name) => {
    const one = TABLE[name]!
    const f = fixtures
    f.current = await insertUser(f.db, { firstName: 'Tara', lastName: 'Current', roles: [['employee', 20]] })
    const variables = (await one.variables?.(f)) ?? {}
    const token =
      one.caller === 'anonymous'
        ? undefined
        : one.caller === 'own'
          ? (await mintSession(f.db, f.current.id)).token
          : f.admin
    const since = await lastEventId(f.db)
    const response = one.files
      ? await server.upload<Data>(one.document, variables, one.files(), token)
      : await server.gql<Data>(one.document, variables, token)
    expect(response.errors).toBeUndefined()
    const events = await eventsAfter(f.db, since)
    const wanted = one.expect
    const actorId = wanted.actor ? wanted.actor(f) : f.adminId
    const each = wanted.each
    const perRecord = each
      ? (variables[each.ids] as string[]).toSorted().map((recordId) => ({
          action: each.action,
          actorId,
          recordType: each.recordType,
          recordId,
          changes: [...each.changes].sort(),
          secrets: [],
          summary: [],
        }))
      : []
    expect(events.map(described)).toEqual([
      ...perRecord,
      {
        action: wanted.action,
        actorId,
        recordType: wanted.recordType ?? null,
        recordId: wanted.recordId ? wanted.recordId(f, variables, response.data!) : null,
        changes: [...(wanted.changes ?? [])].sort(),
        secrets: [...(wanted.secrets ?? [])].sort(),
        summary: [...(wanted.summary ?? [])].sort(),
      },
    ])
    expect(JSON.stringify(events)).not.toContain(DEMO_PASSWORD)
  })
})

describe.each(DATABASE_TARGETS)('refused and rolled-back mutations on %s', (target) => {
  let server: TestServer
  let admin: string
  let productId: string
  const db = () => server.database.db

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    productId = (await insertProduct(db(), 9.5, 20)).id
  })
  afterAll(() => server.close())

  /** The events a request leaves, with its error code. */
  async function eventsOf(query: string, variables: Vars, token: string | undefined) {
    const since = await lastEventId(db())
    const response = await server.gql(query, variables, token)
    return { code: response.errors?.[0]?.extensions?.code, events: await eventsAfter(db(), since) }
  }

  it('records nothing for a change refused for its input', async () => {
    const refused = await eventsOf(
      'mutation ($id: ID!) { updateProduct(id: $id, input: { price: -1 }) { id } }',
      { id: productId },
      admin,
    )
    expect(refused).toEqual({ code: 'BAD_USER_INPUT', events: [] })
  })

  it('records nothing for a change rolled back (a stale version)', async () => {
    const product = await insertProduct(db(), 10, 20)
    const orderId = await insertOrder(db(), { status: 'PENDING', lines: [{ product, quantity: 1 }] })
    const stale = await eventsOf(
      'mutation ($orderId: ID!) { updateOrder(orderId: $orderId, order: { version: 99, shippingNotes: "Late" }) { id } }',
      { orderId },
      admin,
    )
    expect(stale).toEqual({ code: 'CONFLICT', events: [] })
  })

  it('records a refusal for missing permission as access.denied, and not the change', async () => {
    const viewer = await server.signIn('viewer@example.com')
    const refused = await eventsOf(
      'mutation ($id: ID!) { updateProduct(id: $id, input: { price: 1 }) { id } }',
      { id: productId },
      viewer,
    )
    expect(refused.code).toBe('FORBIDDEN')
    expect(refused.events.map((event) => [event.action, event.actorName, event.summary?.path])).toEqual([
      ['access.denied', expect.any(String), 'updateProduct'],
    ])
  })

  it('records a failed sign-in with the email tried and never the password', async () => {
    const failed = await eventsOf(
      'mutation ($token: LoginInput!) { login(token: $token) { token } }',
      { token: { email: 'Nobody@Example.com', password: 'wrong-password-123' } },
      undefined,
    )
    expect(failed.code).toBe('UNAUTHENTICATED')
    expect(failed.events.map((event) => [event.action, event.actorId, event.recordLabel])).toEqual([
      ['auth.sign_in_failed', null, 'nobody@example.com'],
    ])
    expect(JSON.stringify(failed.events)).not.toContain('wrong-password-123')
  })

  it('records an export: which list, as whom, how many rows', async () => {
    const second = (await insertProduct(db(), 4, 2)).id
    const exported = await eventsOf(
      'query ($ids: [ID!]) { exportProducts(ids: $ids) }',
      { ids: [productId, second] },
      admin,
    )
    expect(exported.events.map((event) => [event.action, event.area, event.summary])).toEqual([
      ['products.export', 'products', { selection: { ids: [productId, second] }, rows: 2 }],
    ])
  })

  it('records a customer list and a customer’s data downloaded, the data by its size, not as a list', async () => {
    const { rows } = await db().execute<{ id: string }>(sql`select id from users where email = 'customer@example.com'`)
    const customerId = rows[0]!.id
    const list = await eventsOf(
      'query ($ids: [ID!]) { exportSelectedCustomers(ids: $ids) }',
      { ids: [customerId] },
      admin,
    )
    const data = await eventsOf('query ($id: ID!) { customerData(id: $id) }', { id: customerId }, admin)
    expect(list.events.map((event) => [event.action, event.area, event.summary])).toEqual([
      ['customers.export', 'customers', { selection: { ids: [customerId] }, rows: 1 }],
    ])
    expect(data.events.map((event) => [event.action, event.area, event.summary])).toEqual([
      ['customer.data_export', 'customers', { selection: { id: customerId }, bytes: expect.any(Number) }],
    ])
  })

  it('records an uploaded file by its name and size, not its contents', async () => {
    const since = await lastEventId(db())
    const [sku] = await insertStockedSkus(server, unique('FILE'), 1)
    const contents = `sku,quantity\n${sku},7\n`
    await server.upload(
      'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
      { file: null },
      {
        file: new File([contents], 'counts.csv', { type: 'text/csv' }),
      },
      admin,
    )
    const events = (await eventsAfter(db(), since)).filter((event) => event.action === 'inventory.upload_preview')
    expect(events.map((event) => event.summary?.selection)).toEqual([
      { file: { file: 'counts.csv', bytes: contents.length } },
    ])
  })

  it('keeps the chain whole through all of it', async () => {
    await sealAuditEvents(db())
    expect(await verifyAuditChain(db())).toEqual({ checked: expect.any(Number), unsealed: 0 })
  })
})
