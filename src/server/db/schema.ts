import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { measure, money, percentage } from './decimal-columns'
import { rowRanges } from './row-ranges'
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '../../shared/order-status'

export * from './rollup-schema'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export type StoredNotificationPreferences = Partial<
  Record<'email' | 'push' | 'sms' | 'orderUpdates' | 'marketing' | 'security' | 'newsletter' | 'promotions', boolean>
>

// ───────────── identity ─────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    notificationPreferences: jsonb('notification_preferences')
      .$type<StoredNotificationPreferences>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The list's sorts, ties broken by id, read in either direction.
    index('users_first_name_idx').on(t.firstName, t.id),
    // The customers list's name order (first name, last name, id).
    index('users_full_name_idx').on(t.firstName, t.lastName, t.id),
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Per column, so `first_name ILIKE … OR last_name ILIKE … OR email ILIKE …` can use a bitmap OR of the three.
    index('users_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})) gin_trgm_ops`,
    ),
    // The customers list's phone search: as typed, and by its digits alone.
    index('users_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    index('users_phone_digits_trgm_idx').using(
      'gin',
      sql`(regexp_replace(${t.phoneNumber}, '\\D', '', 'g')) gin_trgm_ops`,
    ),
  ],
)

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * What each role grants: the highest level in each area it lists (its checklist on the role's screen). A holder's level
 * in an area is the lower of this and the level their assignment carries.
 */
export const roleAreaLevels = pgTable(
  'role_area_levels',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.area] })],
)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionLevel: smallint('permission_level').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
)

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('groups_name_lower_idx').on(sql`lower(${t.name})`)],
)

export const groupRoles = pgTable(
  'group_roles',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionLevel: smallint('permission_level').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.roleId] }), index('group_roles_role_idx').on(t.roleId)],
)

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    /** The browser and address of the request that got this token: a session's list entry shows its latest. */
    userAgent: text('user_agent'),
    address: text('address'),
    /** The store requires two-step sign-in of this user, who had not enrolled: the session may only enrol. */
    enrolmentOnly: boolean('enrolment_only').notNull().default(false),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

/** Passkey tickets already brought back: each is good for one answer (kept until it would have expired anyway). */
export const spentTickets = pgTable(
  'spent_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_tickets_expires_idx').on(t.expiresAt)],
)

/** A user's authenticator app (TOTP): pending until a code confirms it, then enrolled. */
export const twoStepFactors = pgTable('two_step_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, AES-256-GCM encrypted with the server's two-step key (never stored in clear). */
  secretCipher: text('secret_cipher').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  /** The latest TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
})

/** A user's passkeys (WebAuthn credentials), each with the name the user gave it. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/** Single-use recovery codes of an enrolled user, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
)

/** Store-wide settings: one row (id 1). */
export const storeSettings = pgTable('store_settings', {
  id: smallint('id').primaryKey().default(1),
  /** Who must sign in with a second step: NOBODY, DELETE_HOLDERS or EVERYONE (TWO_STEP_POLICIES). */
  twoStepPolicy: text('two_step_policy').notNull().default('NOBODY'),
  updatedAt: updatedAt(),
})

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

// ───────────── catalogue and stock ─────────────

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull().unique(),
    price: money('price').notNull(),
    cost: money('cost')
      .notNull()
      .default(sql`'0'`),
    status: text('status').notNull().default('ACTIVE'),
    itemId: text('item_id').notNull().default(''),
    account: text('account').notNull().default(''),
    assetAccount: text('asset_account').notNull().default(''),
    cogsAccount: text('cogs_account').notNull().default(''),
    accumulatedDepreciation: money('accumulated_depreciation')
      .notNull()
      .default(sql`'0'`),
    weight: measure('weight', 3),
    length: measure('length', 2),
    width: measure('width', 2),
    height: measure('height', 2),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Set when a product no order refers to is deleted: until then the deletion can be undone (the product is
     * archived and hidden), after it the next deletion erases the row.
     */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** The deletion that archived the product (one id per `deleteProducts` call): what its Undo brings back. */
    deletionId: uuid('deletion_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Moves on with every change to the row, so an edit made from an older copy is refused (CONFLICT). */
    version: integer('version').notNull().default(1),
    /** Name, description and SKU lower-cased in one column, so a search is one trigram index scan and one recheck. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || E'\\n' || description || E'\\n' || sku)`),
    /**
     * The product's category ids, ascending: a copy of its product_categories rows kept by a trigger (migration
     * 0005), so a category filter or facet reads the product row alone.
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.price),
    index('products_created_at_idx').on(t.createdAt),
    /** The catalogue at an earlier instant: live products created since it (dashboard-repository productCounts). */
    index('products_live_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    /** …and products archived since it that existed then. */
    index('products_archived_at_idx')
      .on(t.archivedAt, t.createdAt)
      .where(sql`${t.archivedAt} is not null`),
    index('products_status_idx').on(t.status),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_erase_after_idx')
      .on(t.eraseAfter)
      .where(sql`${t.eraseAfter} is not null`),
    index('products_deletion_id_idx')
      .on(t.deletionId)
      .where(sql`${t.deletionId} is not null`),
    /** The archived products view, by name: archived by hand or because orders refer to them, not deleted. */
    index('products_archived_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is not null and ${t.eraseAfter} is null`),
  ],
)

/**
 * Live (not archived) products per set of category ids and status, kept by triggers on products (migration 0005)
 * in the transaction that changes them: the unsearched catalogue's total and facets without counting its rows.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    categoryIds: integer('category_ids').array().notNull(),
    status: text('status').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryIds, t.status] })],
)

/**
 * Live (not archived) products per UTC day of creation, kept by the same trigger as catalogue_counts (migration 0029):
 * how many products the catalogue held at an instant is then a sum of day rows plus the products created on that
 * instant's day, not a count of every product created since.
 */
export const catalogueCreatedDays = pgTable('catalogue_created_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  products: integer('products').notNull(),
})

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
)

/** Stock in a narrow table of its own: bulk quantity updates stay fast on a large catalogue. */
export const stock = pgTable(
  'stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_quantity_idx').on(t.quantity, t.productId)],
)

export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key either: every row is written from the product's stock row (whose key holds the product), and the
    // one hard delete of products (eraseExpiredProducts) removes their history with them. A stock upload's rows are
    // then not each checked against products (18 % of the statement that writes them).
    productId: uuid('product_id').notNull(),
    adjustment: integer('adjustment').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    // Who made the change, kept as the audit log keeps its actor: no foreign key, so that the history outlives an
    // account rather than forgetting who made it, and a stock upload's 100,000 rows are not each checked against
    // users (13 % of the statement that writes them).
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('inventory_adjustments_product_idx').on(t.productId, t.createdAt)],
)

export const INVENTORY_UPLOAD_STATES = [
  'RUNNING',
  'PREVIEWED',
  'APPLIED',
  'FAILED',
  'INTERRUPTED',
  'DISCARDED',
  'EXPIRED',
  'UNDONE',
  'CANCELLED',
] as const
export type InventoryUploadState = (typeof INVENTORY_UPLOAD_STATES)[number]

/** One bulk upload: who sent which file, how it went. RUNNING with an old heartbeat means its process died. */
export const inventoryUploads = pgTable(
  'inventory_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    totalRows: integer('total_rows'),
    successCount: integer('success_count'),
    failureCount: integer('failure_count'),
    state: text('state').$type<InventoryUploadState>().notNull().default('RUNNING'),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneById: uuid('undone_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set by cancelInventoryUpload: the running apply stops once the batch it is in is committed. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /**
     * The row numbers of the batches a preview's apply has committed (batches commit side by side, in any order): their
     * rows not refused are applied, though their `pending` still reads true (see keptRowPending), so that a batch
     * writes no kept row it applied as previewed.
     */
    appliedRows: rowRanges('applied_rows')
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('inventory_uploads_started_idx').on(t.startedAt)],
)
export type InventoryUploadRow = typeof inventoryUploads.$inferSelect

/**
 * Every data row of an upload: what it asks (`quantity` to set or `adjustment` to add, `product` cells for a new
 * product) and how it ended or, for a preview, would end: the stock it found and left (for its report, its apply and
 * its undo), or why it was refused (`failure`; `before`/`after` then null).
 */
export const inventoryUploadRows = pgTable(
  'inventory_upload_rows',
  {
    // No foreign key: an upload's record is written first and never deleted, and a check per row was 8 of the 14 s
    // that keeping a million previewed rows took. seed --force empties this table by name.
    uploadId: uuid('upload_id').notNull(),
    rowNo: integer('row_no').notNull(),
    sku: text('sku'),
    // No foreign key: deleting products would then search this table; an undo joins the products that still exist.
    productId: uuid('product_id'),
    quantity: integer('quantity'),
    adjustment: integer('adjustment'),
    product: jsonb('product').$type<Record<string, string>>(),
    before: integer('before'),
    after: integer('after'),
    created: boolean('created').notNull().default(false),
    failure: text('failure'),
    /** A preview's row not applied yet: its before/after are the preview's; a cancelled apply leaves some so. */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowNo] })],
)

// ───────────── orders ─────────────

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    status: text('status').$type<OrderStatus>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    subtotal: money('subtotal').notNull(),
    shippingAmount: money('shipping_amount').notNull(),
    tax: money('tax').notNull(),
    taxRate: percentage('tax_rate')
      .notNull()
      .default(sql`'6.625'`),
    totalAmount: money('total_amount').notNull(),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    shippingNotes: text('shipping_notes'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Also orders_time_figures_idx (order_time) INCLUDE (id, status, total_amount, customer_id) for the dashboard,
  // in migration 0003: Drizzle cannot declare INCLUDE columns.
  (t) => [
    index('orders_order_time_idx').on(t.orderTime.desc()),
    index('orders_status_time_idx').on(t.status, t.orderTime.desc()),
    index('orders_customer_idx').on(t.customerId),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    // The orders list's sorts by status, total and customer, ties by time then id, read in either direction.
    index('orders_status_sort_idx').on(t.status, t.orderTime, t.id),
    index('orders_total_sort_idx').on(t.totalAmount, t.orderTime, t.id),
    index('orders_customer_sort_idx').on(sql`lower(${t.customerName})`, t.orderTime, t.id),
  ],
)

export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'SHIPPING' | 'BILLING'>().notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
  },
  (t) => [uniqueIndex('order_addresses_order_kind_idx').on(t.orderId, t.kind)],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sku: text('sku'),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  // Also order_items_order_sales_idx (order_id) INCLUDE (product_id, price, quantity) for the dashboard's top
  // products, in migration 0003.
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
)

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    authCode: text('auth_code'),
    lastFour: text('last_four'),
    status: text('status').notNull(),
    type: text('type').$type<PaymentMethod>().notNull(),
    amount: money('amount').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
)

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt, t.id)],
)

/** A note staff write: who (their name kept as written), what and when. */
const staffNoteColumns = () => ({
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
})

/** Staff's internal notes on an order, apart from the customer's shipping notes; the author's name is kept as written. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...staffNoteColumns(),
  },
  // The order page reads an order's notes newest first.
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt.desc())],
)

// ───────────── customers ─────────────

/**
 * One row per customer account (a user holding the customer role directly): the version of their contact details and
 * their lifetime figures, kept by triggers on user_roles and orders in the transaction of every change (migration
 * 0023), so the customers list sorts and filters on them without reading any order.
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    /** Every order, whatever its status. */
    orders: integer('orders').notNull().default(0),
    /** The orders that bring revenue (not cancelled or returned), and their total in cents. */
    revenueOrders: integer('revenue_orders').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
  },
  // The list's sorts by figure, ties by user id, read in either direction.
  (t) => [
    index('customer_accounts_orders_idx').on(t.orders, t.userId),
    index('customer_accounts_spent_idx').on(t.spentCents, t.userId),
    index('customer_accounts_last_order_idx').on(t.lastOrderAt, t.userId),
  ],
)

/** Staff's notes on a customer; the author's name is kept as written. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...staffNoteColumns(),
  },
  // The customer page reads a customer's notes newest first.
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt.desc())],
)

// ───────────── audit log ─────────────

/**
 * Every accepted change, sign-in and refusal, append-only (a trigger refuses UPDATE and DELETE but the sealer's one
 * setting of `seal`, `prev_hash` and `hash` and the retention purge). An event is written with one INSERT in its
 * change's transaction; the sealer chains events later, outside any request: `seal` is the event's place in the
 * chain and `hash` sha256 over `prev_hash` (the hash of the event sealed before it) and its canonical content
 * (src/server/db/audit-log.ts). No foreign keys: an event outlives its actor and its record, and a cascade would be
 * an UPDATE or DELETE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    address: text('address'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    action: text('action').notNull(),
    area: text('area'),
    recordType: text('record_type'),
    recordId: text('record_id'),
    recordLabel: text('record_label'),
    changes: jsonb('changes').$type<AuditChanges>(),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** The event's place in the hash chain, null until the sealer reaches it. */
    seal: bigint('seal', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_events_seal_idx').on(t.seal),
    // What the sealer has still to chain: a few rows at any time, whatever the log's size.
    index('audit_events_unsealed_idx')
      .on(t.id)
      .where(sql`${t.seal} is null`),
    // The Activity screen and the History tabs read newest first, a page at a time after (at, id): each index ends
    // in that order, so a page is one range of one index, however deep, the filter's other conditions checked on
    // the way. The first page and the date range use the first; one person, one area and one record their own. Free
    // text and a person's name are not indexed (a trigram index would tax every insert): they are checked while
    // walking one of these newest first.
    index('audit_events_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_area_idx').on(t.area, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** Field → before and after; a secret (password hash, token) is recorded as `{ changed: true }` without values. */
export type AuditChanges = Record<string, { before: unknown; after: unknown } | { changed: true }>

export type UserRow = typeof users.$inferSelect
export type AuditEventRow = typeof auditEvents.$inferSelect
export type RoleRow = typeof roles.$inferSelect
export type UserRoleRow = typeof userRoles.$inferSelect
export type GroupRow = typeof groups.$inferSelect
export type GroupRoleRow = typeof groupRoles.$inferSelect
export type UserGroupRow = typeof userGroups.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect
export type PasskeyRow = typeof passkeys.$inferSelect
export type TwoStepFactorRow = typeof twoStepFactors.$inferSelect
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect
export type CategoryRow = typeof categories.$inferSelect
export type ProductRow = typeof products.$inferSelect
export type ProductCategoryRow = typeof productCategories.$inferSelect
export type StockRow = typeof stock.$inferSelect
export type InventoryAdjustmentRow = typeof inventoryAdjustments.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type OrderAddressRow = typeof orderAddresses.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
export type OrderNoteRow = typeof orderNotes.$inferSelect
export type CustomerAccountRow = typeof customerAccounts.$inferSelect
export type CustomerNoteRow = typeof customerNotes.$inferSelect
export type ProductImageRow = typeof productImages.$inferSelect
