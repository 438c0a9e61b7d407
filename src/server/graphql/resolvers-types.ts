import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql'
import type {
  UserModel,
  GroupModel,
  RoleModel,
  ProductModel,
  CategoryModel,
  OrderModel,
  OrderItemModel,
  AddressModel,
  PaymentModel,
  OrderEventModel,
  OrderNoteModel,
  CustomerModel,
  CustomerNoteModel,
  DashboardModel,
  PaginationModel,
  ProductSearchModel,
  BulkUploadResultModel,
  UploadPreviewModel,
  BulkUpdateResultModel,
} from './models'
import type { OrderChangeEvent, ProductChangeEvent } from '../live/live-events'
import type { GraphQLContext } from './context'
export type Maybe<T> = T | null
export type InputMaybe<T> = Maybe<T>
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string }
  String: { input: string; output: string }
  Boolean: { input: boolean; output: boolean }
  Int: { input: number; output: number }
  Float: { input: number; output: number }
  /** ISO-8601 date and time. */
  DateTime: { input: Date | string; output: Date | string }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: File; output: File }
}

export type Address = {
  __typename?: 'Address'
  address1: Scalars['String']['output']
  address2?: Maybe<Scalars['String']['output']>
  city: Scalars['String']['output']
  fullName: Scalars['String']['output']
  id: Scalars['ID']['output']
  phone?: Maybe<Scalars['String']['output']>
  state: Scalars['String']['output']
  zip: Scalars['String']['output']
}

export type AddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>
  address2?: InputMaybe<Scalars['String']['input']>
  city?: InputMaybe<Scalars['String']['input']>
  fullName?: InputMaybe<Scalars['String']['input']>
  phone?: InputMaybe<Scalars['String']['input']>
  state?: InputMaybe<Scalars['String']['input']>
  zip?: InputMaybe<Scalars['String']['input']>
}

export type ArchivedProductsResult = {
  __typename?: 'ArchivedProductsResult'
  pagination: Pagination
  products: Array<Product>
}

export type AuditChainCheck = {
  __typename?: 'AuditChainCheck'
  /** The first event whose link or content does not match; null when the chain is whole. */
  brokenEventId?: Maybe<Scalars['ID']['output']>
  brokenReason?: Maybe<Scalars['String']['output']>
  /** Events whose link and hash were checked. */
  checked: Scalars['Int']['output']
  /** Events written since the last sealing, not chained yet. */
  unsealed: Scalars['Int']['output']
}

export type AuditEvent = {
  __typename?: 'AuditEvent'
  /** What happened, as area.verb: product.update, order.status, role.grant, auth.sign_in_failed, products.export, … */
  action: Scalars['String']['output']
  /** The acting user; null for an event without one (a failed sign-in of an unknown email, the retention purge). */
  actorId?: Maybe<Scalars['ID']['output']>
  /** The acting user's name when the event happened. */
  actorName?: Maybe<Scalars['String']['output']>
  address?: Maybe<Scalars['String']['output']>
  area?: Maybe<Scalars['String']['output']>
  at: Scalars['DateTime']['output']
  /** Before → after of exactly the fields that changed; empty for events without a record. */
  changes: Array<AuditFieldChange>
  id: Scalars['ID']['output']
  recordId?: Maybe<Scalars['ID']['output']>
  /** The record as people know it: a product's SKU and name, an order's number, a person's name. */
  recordLabel?: Maybe<Scalars['String']['output']>
  recordType?: Maybe<AuditRecordType>
  requestId?: Maybe<Scalars['String']['output']>
  /** Bulk changes, refusals and exports: the selection and the counts, as a JSON object. */
  summary?: Maybe<Scalars['String']['output']>
  userAgent?: Maybe<Scalars['String']['output']>
}

export type AuditEventFilterInput = {
  /** An action, or the start of one: 'product.' matches every product change. */
  action?: InputMaybe<Scalars['String']['input']>
  /** Events by this person (a user id). */
  actorId?: InputMaybe<Scalars['ID']['input']>
  /** products, orders, inventory, customers, user_management, settings, auth, or none for all. */
  area?: InputMaybe<Scalars['String']['input']>
  /** From this moment (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>
  /** Events by people whose name at the time contains this (any case). */
  person?: InputMaybe<Scalars['String']['input']>
  recordId?: InputMaybe<Scalars['ID']['input']>
  recordType?: InputMaybe<AuditRecordType>
  /** Free text, any case: the record's label, the action, the person's name. */
  search?: InputMaybe<Scalars['String']['input']>
  /** Up to this moment (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>
}

export type AuditEventPage = {
  __typename?: 'AuditEventPage'
  events: Array<AuditEvent>
  /** The page after this one; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>
}

export type AuditFieldChange = {
  __typename?: 'AuditFieldChange'
  /** The value after, as JSON; null when the field has none (a deleted record). */
  after?: Maybe<Scalars['String']['output']>
  /** The value before, as JSON; null when the field had none (a created record). */
  before?: Maybe<Scalars['String']['output']>
  field: Scalars['String']['output']
  /** A secret (a password hash, a token, a reset link): recorded as changed, never its value; before and after are null. */
  secret: Scalars['Boolean']['output']
}

/** What an audit event is about. */
export type AuditRecordType = 'CATEGORY' | 'GROUP' | 'ORDER' | 'PRODUCT' | 'ROLE' | 'USER'

export type BulkActivationResult = {
  __typename?: 'BulkActivationResult'
  message: Scalars['String']['output']
  /** Users the viewer may not change (themselves, or someone holding more than they do). */
  refusedCount: Scalars['Int']['output']
  updatedCount: Scalars['Int']['output']
}

export type BulkCustomerActivationResult = {
  __typename?: 'BulkCustomerActivationResult'
  message: Scalars['String']['output']
  /** Customers whose account changed (those already so are left as they were). */
  updatedCount: Scalars['Int']['output']
}

export type BulkDeleteResult = {
  __typename?: 'BulkDeleteResult'
  archivedCount: Scalars['Int']['output']
  deletedCount: Scalars['Int']['output']
  /** Undoes this deletion through restoreProducts within the hour; null when nothing was deleted. */
  deletionId?: Maybe<Scalars['ID']['output']>
  message: Scalars['String']['output']
  success: Scalars['Boolean']['output']
}

export type BulkOrderStatusResult = {
  __typename?: 'BulkOrderStatusResult'
  message: Scalars['String']['output']
  /** The orders that cannot take the status, by number, with why. */
  refused: Array<OrderStatusRefusal>
  /** How many orders moved; 0 when any was refused. */
  updatedCount: Scalars['Int']['output']
}

/**
 * The products to change, by ids or every product a search matches but the excepted ones (exactly one of the two),
 * and what to set on them.
 */
export type BulkProductUpdateInput = {
  categories?: InputMaybe<Array<Scalars['String']['input']>>
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<ProductMatchingInput>
  price?: InputMaybe<Scalars['Float']['input']>
  status?: InputMaybe<ProductStatus>
}

export type BulkRestoreResult = {
  __typename?: 'BulkRestoreResult'
  message: Scalars['String']['output']
  restoredCount: Scalars['Int']['output']
  success: Scalars['Boolean']['output']
}

export type BulkUpdateResult = {
  __typename?: 'BulkUpdateResult'
  message: Scalars['String']['output']
  success: Scalars['Boolean']['output']
  updatedCount: Scalars['Int']['output']
  updatedProducts: Array<Product>
}

export type BulkUploadItemResult = {
  __typename?: 'BulkUploadItemResult'
  message: Scalars['String']['output']
  productId?: Maybe<Scalars['ID']['output']>
  row: Scalars['Int']['output']
  sku?: Maybe<Scalars['String']['output']>
  success: Scalars['Boolean']['output']
}

export type BulkUploadResult = {
  __typename?: 'BulkUploadResult'
  /** Whether the apply was cancelled (cancelInventoryUpload) before its last batch. */
  cancelled: Scalars['Boolean']['output']
  failureCount: Scalars['Int']['output']
  message: Scalars['String']['output']
  /** Rows a cancelled apply did not reach: neither applied nor failed. */
  notApplied: Scalars['Int']['output']
  /** One per data row, in row order; only the failed ones with failedOnly. */
  results: Array<BulkUploadItemResult>
  success: Scalars['Boolean']['output']
  successCount: Scalars['Int']['output']
  totalProcessed: Scalars['Int']['output']
}

export type BulkUploadResultResultsArgs = {
  failedOnly?: InputMaybe<Scalars['Boolean']['input']>
}

export type ChangeDirection = 'DOWN' | 'FLAT' | 'NEW' | 'UP'

export type ChangeKind =
  | 'CANCEL'
  | 'EDIT'
  /** An internal note was added to the order (its version stays). */
  | 'NOTE'
  | 'PRICE'
  | 'PRODUCT'
  | 'RETURN'
  | 'STATUS'
  | 'STOCK'

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input']
  newPassword: Scalars['String']['input']
}

export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult'
  /** How many other sessions were ended. */
  endedSessions: Scalars['Int']['output']
  message: Scalars['String']['output']
  success: Scalars['Boolean']['output']
}

export type CreateGroupInput = {
  description?: InputMaybe<Scalars['String']['input']>
  name: Scalars['String']['input']
  roles: Array<GroupRoleInput>
}

export type CreateRoleInput = {
  /** Areas the role grants; none when absent. Each level must be one the caller holds in that area. */
  areas?: InputMaybe<Array<RoleAreaLevelInput>>
  description?: InputMaybe<Scalars['String']['input']>
  name: Scalars['String']['input']
}

/** A web-store customer: a user holding the customer role, with lifetime figures kept as their orders change. */
export type Customer = {
  __typename?: 'Customer'
  /** Whether the web-store account may sign in. */
  active: Scalars['Boolean']['output']
  /** The addresses of the customer's latest 200 orders, each once, most recent first. */
  addresses: Array<Address>
  /** totalSpent over the orders that bring revenue; null without any. */
  averageOrder?: Maybe<Scalars['Float']['output']>
  /** Customer since: when the account was made. */
  createdAt: Scalars['DateTime']['output']
  email: Scalars['String']['output']
  firstName: Scalars['String']['output']
  firstOrderAt?: Maybe<Scalars['DateTime']['output']>
  fullName: Scalars['String']['output']
  id: Scalars['ID']['output']
  lastName: Scalars['String']['output']
  lastOrderAt?: Maybe<Scalars['DateTime']['output']>
  /** Staff notes, newest first. */
  notes: Array<CustomerNote>
  /** Every order, whatever its status. */
  orderCount: Scalars['Int']['output']
  phoneNumber?: Maybe<Scalars['String']['output']>
  /** The total of the orders that bring revenue (not cancelled or returned). */
  totalSpent: Scalars['Float']['output']
  /** Changes with each edit of the contact details or the account's state (not with orders or notes). */
  version: Scalars['Int']['output']
}

export type CustomerFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>
  /** A nextCursor: the page after that one (keyset paging, skip then not applied). */
  after?: InputMaybe<Scalars['String']['input']>
  hasOrders?: InputMaybe<Scalars['Boolean']['input']>
  /** Last order on or after / on or before these UTC days (2026-11-01). */
  lastOrderFrom?: InputMaybe<Scalars['String']['input']>
  lastOrderTo?: InputMaybe<Scalars['String']['input']>
  pageSize?: InputMaybe<Scalars['Int']['input']>
  /** Matches the full name, email or phone number (its digits, whatever the spacing), ignoring case. */
  search?: InputMaybe<Scalars['String']['input']>
  skip?: InputMaybe<Scalars['Int']['input']>
  sortBy?: InputMaybe<CustomerSortField>
  sortOrder?: InputMaybe<SortOrder>
  spentMax?: InputMaybe<Scalars['Float']['input']>
  /** Total spent at least / at most. */
  spentMin?: InputMaybe<Scalars['Float']['input']>
}

export type CustomerInput = {
  /** Unique among all accounts (any case). */
  email: Scalars['String']['input']
  firstName: Scalars['String']['input']
  lastName: Scalars['String']['input']
  /** Optional: digits, spaces, hyphens, parentheses and a leading plus. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>
}

export type CustomerMatchingInput = {
  exceptIds?: Array<Scalars['ID']['input']>
  filter: CustomerFilterInput
}

export type CustomerNote = {
  __typename?: 'CustomerNote'
  /** The author's name as it was when they wrote it. */
  authorName: Scalars['String']['output']
  body: Scalars['String']['output']
  createdAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
}

export type CustomerNoteInput = {
  /** At most 2,000 characters; not blank. */
  body: Scalars['String']['input']
}

/** The start of a new order's shipping address. */
export type CustomerRecentAddress = {
  __typename?: 'CustomerRecentAddress'
  /** Null when the customer has no earlier order with a shipping address. */
  address?: Maybe<Address>
}

export type CustomerSearchResult = {
  __typename?: 'CustomerSearchResult'
  customers: Array<Customer>
  /** The next page's after; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>
  /** totalCount is exact up to the count cap (10,000 by default) and flagged as a lower bound beyond. */
  pagination: Pagination
}

export type CustomerSortField = 'EMAIL' | 'LAST_ORDER' | 'NAME' | 'ORDERS' | 'PHONE' | 'SINCE' | 'SPENT'

export type Dashboard = {
  __typename?: 'Dashboard'
  /** Length of the period in days. */
  days: Scalars['Int']['output']
  /** When the first order was placed; null when there is none. A previous period that starts before it holds fewer days of orders than it seems, and the screen says so beside the comparison. */
  ordersSince?: Maybe<Scalars['DateTime']['output']>
  /** End of the period (now, exclusive). */
  periodEnd: Scalars['DateTime']['output']
  /** Start of the period: midnight UTC, days - 1 days before today. */
  periodStart: Scalars['DateTime']['output']
  previousEnd: Scalars['DateTime']['output']
  /** Every day of the previous period, oldest first: the day the chart sets beside each of revenueByDay. */
  previousRevenueByDay: Array<RevenuePoint>
  /** The previous period: the same window, days days earlier. */
  previousStart: Scalars['DateTime']['output']
  /** The 5 latest orders, as analytics sees them: no customer, address or payment. */
  recentOrders: Array<RecentOrder>
  /** Every day of the period, oldest first, zero when nothing was sold. */
  revenueByDay: Array<RevenuePoint>
  /** The 5 products with the most revenue (price × quantity of their lines) in the period's revenue-counting orders. */
  topProducts: Array<TopProduct>
  /** Distinct customer accounts that placed an order in the period. */
  totalCustomers: StatFigure
  /** Orders placed in the period, whatever their status. */
  totalOrders: StatFigure
  /** Products in the catalogue (not archived) at the end of the period. */
  totalProducts: StatFigure
  /** Revenue: order totals (with tax and shipping) of the orders placed in the period, except cancelled and returned ones. */
  totalRevenue: StatFigure
}

export type DeleteGroupInput = {
  id: Scalars['ID']['input']
}

export type DeleteResult = {
  __typename?: 'DeleteResult'
  /** True when the record was kept as archived because history refers to it. */
  archived: Scalars['Boolean']['output']
  message: Scalars['String']['output']
  success: Scalars['Boolean']['output']
}

export type DeleteRoleInput = {
  id: Scalars['ID']['input']
}

export type DeliveryMethod = 'DELIVERY' | 'LOCAL_DELIVERY' | 'PICKUP'

export type Dimensions = {
  __typename?: 'Dimensions'
  height?: Maybe<Scalars['Float']['output']>
  length?: Maybe<Scalars['Float']['output']>
  width?: Maybe<Scalars['Float']['output']>
}

export type DimensionsInput = {
  height?: InputMaybe<Scalars['Float']['input']>
  length?: InputMaybe<Scalars['Float']['input']>
  width?: InputMaybe<Scalars['Float']['input']>
}

export type DirectRoleAssignment = {
  __typename?: 'DirectRoleAssignment'
  assignedAt: Scalars['DateTime']['output']
  permissionLevel: Scalars['Int']['output']
  permissionName: Scalars['String']['output']
  roleId: Scalars['ID']['output']
  roleName: Scalars['String']['output']
}

export type DisableTwoStepInput = {
  code: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type EditGroupInput = {
  description?: InputMaybe<Scalars['String']['input']>
  id: Scalars['ID']['input']
  name: Scalars['String']['input']
  roles: Array<GroupRoleInput>
  version: Scalars['Int']['input']
}

export type FilterValue = {
  __typename?: 'FilterValue'
  count: Scalars['Int']['output']
  description?: Maybe<Scalars['String']['output']>
  name: Scalars['String']['output']
  partId: Scalars['String']['output']
  subCategory?: Maybe<Scalars['String']['output']>
}

export type FinishPasskeyRegistrationInput = {
  name: Scalars['String']['input']
  /** The browser's RegistrationResponseJSON, as a JSON string. */
  response: Scalars['String']['input']
  ticket: Scalars['String']['input']
}

export type GlobalSearchResult = {
  __typename?: 'GlobalSearchResult'
  customers: Array<User>
  orders: Array<Order>
  products: Array<Product>
  /** People who may sign in to the portal; searched for holders of user management. */
  staff: Array<User>
}

export type Group = {
  __typename?: 'Group'
  /** Why the signed-in user may not change this group (they belong to it, or one of its roles gives more than they hold); null when they may. */
  changeRefusal?: Maybe<Scalars['String']['output']>
  createdAt: Scalars['DateTime']['output']
  description?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  roles: Array<GroupRoleAssignment>
  updatedAt: Scalars['DateTime']['output']
  userCount: Scalars['Int']['output']
  version: Scalars['Int']['output']
}

export type GroupRoleAssignment = {
  __typename?: 'GroupRoleAssignment'
  assignedAt: Scalars['DateTime']['output']
  permissionLevel: Scalars['Int']['output']
  permissionName: Scalars['String']['output']
  roleId: Scalars['ID']['output']
  roleName: Scalars['String']['output']
}

export type GroupRoleInput = {
  permissionLevel: Scalars['Int']['input']
  roleId: Scalars['ID']['input']
}

export type InventoryAdjustment = {
  __typename?: 'InventoryAdjustment'
  adjustment: Scalars['Int']['output']
  createdAt: Scalars['DateTime']['output']
  createdBy?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  productId: Scalars['ID']['output']
  quantityAfter: Scalars['Int']['output']
  reason: Scalars['String']['output']
}

export type InventoryAdjustmentInput = {
  /** Units to add (positive) or remove (negative). */
  adjustment: Scalars['Int']['input']
  productId: Scalars['ID']['input']
  reason: Scalars['String']['input']
}

export type InventoryAdjustmentResult = {
  __typename?: 'InventoryAdjustmentResult'
  adjustment: InventoryAdjustment
  product: Product
}

export type InventoryFilterInput = {
  /** Only products whose stock is at or below the threshold. */
  lowStockOnly?: InputMaybe<Scalars['Boolean']['input']>
  pageSize?: InputMaybe<Scalars['Int']['input']>
  /** Matches name or SKU, ignoring case. */
  search?: InputMaybe<Scalars['String']['input']>
  skip?: InputMaybe<Scalars['Int']['input']>
  sortBy?: InputMaybe<InventorySortField>
  sortOrder?: InputMaybe<SortOrder>
  threshold?: InputMaybe<Scalars['Int']['input']>
}

export type InventoryHistory = {
  __typename?: 'InventoryHistory'
  history: Array<InventoryAdjustment>
  pagination: Pagination
  productId: Scalars['ID']['output']
}

export type InventoryProductsResult = {
  __typename?: 'InventoryProductsResult'
  /** Live products at or below the threshold, whatever the search; at most the count cap (10,000 by default). */
  lowStockCount: Scalars['Int']['output']
  /** True when lowStockCount stopped at the cap and there are more. */
  lowStockCountIsLowerBound: Scalars['Boolean']['output']
  pagination: Pagination
  products: Array<Product>
  threshold: Scalars['Int']['output']
}

export type InventorySortField = 'NAME' | 'STOCK'

export type InventoryUpdateInput = {
  productId: Scalars['ID']['input']
  quantity: Scalars['Int']['input']
}

/** One bulk upload: who sent which file, its row counts and how it ended. */
export type InventoryUpload = {
  __typename?: 'InventoryUpload'
  /** Applied some of its kept rows (applied, cancelled, or failed part-way) and not undone yet. */
  canUndo: Scalars['Boolean']['output']
  failureCount?: Maybe<Scalars['Int']['output']>
  fileName: Scalars['String']['output']
  finishedAt?: Maybe<Scalars['DateTime']['output']>
  /** Whether its rows were kept, for inventoryUploadReport and an undo (uploads from before rows were kept have none). */
  hasReport: Scalars['Boolean']['output']
  id: Scalars['ID']['output']
  message?: Maybe<Scalars['String']['output']>
  /** Rows an apply did not reach: cancelled, stopped or failed part-way, or still running; 0 otherwise. */
  notApplied: Scalars['Int']['output']
  sizeBytes: Scalars['Int']['output']
  startedAt: Scalars['DateTime']['output']
  state: InventoryUploadState
  successCount?: Maybe<Scalars['Int']['output']>
  /** Rows read from the file; null until it has been read. */
  totalRows?: Maybe<Scalars['Int']['output']>
  undoneAt?: Maybe<Scalars['DateTime']['output']>
  undoneBy?: Maybe<Scalars['String']['output']>
  uploadedBy?: Maybe<Scalars['String']['output']>
}

/** A page of the upload history. */
export type InventoryUploadPage = {
  __typename?: 'InventoryUploadPage'
  /** The page's last upload, to ask for the ones after it; null when none follows. */
  next?: Maybe<Scalars['ID']['output']>
  uploads: Array<InventoryUpload>
}

/** RUNNING while read or applied; INTERRUPTED when its server process died before it finished (a file upload applied nothing; a preview's apply kept the batches it committed, which its report lists); PREVIEWED while a preview can be applied, DISCARDED or EXPIRED (after an hour) when it was not; CANCELLED when its apply was cancelled (the rows of the batches committed are applied, the others not); UNDONE once undoInventoryUpload restored it. */
export type InventoryUploadState =
  'APPLIED' | 'CANCELLED' | 'DISCARDED' | 'EXPIRED' | 'FAILED' | 'INTERRUPTED' | 'PREVIEWED' | 'RUNNING' | 'UNDONE'

export type LoginInput = {
  email: Scalars['String']['input']
  password: Scalars['String']['input']
}

export type LoginResult = {
  __typename?: 'LoginResult'
  expire?: Maybe<Scalars['DateTime']['output']>
  firstName: Scalars['String']['output']
  fullName: Scalars['String']['output']
  lastName: Scalars['String']['output']
  refreshToken?: Maybe<Scalars['String']['output']>
  roles: Array<RoleAssignment>
  /** Set when the account signs in with a second step: no tokens yet, send the challenge with a code to completeSignIn. */
  secondStep?: Maybe<SecondStepChallenge>
  /** Null only when secondStep is set. */
  token?: Maybe<Scalars['String']['output']>
  /** The store requires two-step sign-in of this account, which has not set it up: the session may only enrol. */
  twoStepEnrolmentRequired: Scalars['Boolean']['output']
}

export type LowStockResult = {
  __typename?: 'LowStockResult'
  pagination: Pagination
  products: Array<Product>
  threshold: Scalars['Int']['output']
}

export type Mutation = {
  __typename?: 'Mutation'
  /** A staff note on the customer, with its author and time; needs Create in customers. */
  addCustomerNote: CustomerNote
  /** An internal note on the order, by the viewer; needs Edit in orders (View reads them). */
  addOrderNote: OrderNote
  addUserToGroup: Scalars['Boolean']['output']
  /** Adds (or removes) units atomically; refused with BAD_USER_INPUT when stock would go below 0. */
  adjustInventory: InventoryAdjustmentResult
  /** Applies an open preview; a row whose product changed since the preview is skipped and reported. Progress is published to inventoryUploadProgress(uploadId). */
  applyInventoryUpload: BulkUploadResult
  /** Keeps the product but hides it from the catalogue; it stays listed in archivedProducts. */
  archiveProduct: Product
  assignUserRole: Scalars['Boolean']['output']
  /** Spreadsheet (.csv, .xlsx, .xls) of stock rows; progress is published to inventoryUploadProgress(uploadId). */
  bulkInsertInventory: BulkUploadResult
  /** Sets the stock of up to 5,000 products at once; each change is recorded in their history. */
  bulkInventoryUpdate: BulkUpdateResult
  bulkUpdateProducts: BulkUpdateResult
  /** Asks a running applyInventoryUpload to stop once the batch it is in is committed: the upload then reads CANCELLED, its answer and report say which rows were applied. CONFLICT when no apply of that id is running. */
  cancelInventoryUpload: Scalars['ID']['output']
  cancelOrder: Order
  /**
   * Moves every chosen order to orderStatus, the next step of each one's chain, in one transaction: when any of them
   * cannot take it, none changes and those are listed in refused.
   */
  changeOrdersStatus: BulkOrderStatusResult
  changePassword: ChangePasswordResult
  /** The browser's passkey assertion for the ticket, exchanged for a session's tokens. */
  completePasskeySignIn: LoginResult
  /** The second step: the challenge login gave and a code from the authenticator app, or a recovery code (each works once). */
  completeSignIn: LoginResult
  /** Turns two-step sign-in on with a code from the app just set up; the ten recovery codes, shown this once. */
  confirmTwoStepEnrolment: RecoveryCodes
  /** A web-store account with the customer role and no password; needs Create in customers. */
  createCustomer: Customer
  createGroup: Group
  /** An order for a customer, placed by staff: lines take their products' prices and stock; the server computes the totals and refuses a total sent that differs. */
  createOrder: Order
  createProduct: Product
  createProductCategory: ProductCategory
  createRole: Role
  deleteGroup: Scalars['Boolean']['output']
  /** Erases a product, or archives it when it appears in orders. */
  deleteProduct: DeleteResult
  deleteProductCategory: DeleteResult
  deleteProductImage: DeleteResult
  /** The given products, or every product matching a search but the excepted ones (exactly one of the two). */
  deleteProducts: BulkDeleteResult
  /** customer and employee cannot be deleted. */
  deleteRole: Scalars['Boolean']['output']
  /** Turns two-step sign-in off; needs the password and a code. Refused while the store requires it of the user. */
  disableTwoStep: Scalars['Boolean']['output']
  /** Discards an open preview: nothing is applied. */
  discardInventoryUpload: Scalars['ID']['output']
  duplicateProduct: Product
  /** version must be the one loaded, else CONFLICT. */
  editGroup: Group
  /** Ends every session of the signed-in user but the current one; how many ended. */
  endOtherSessions: Scalars['Int']['output']
  /** Ends one of the signed-in user's other sessions at once (its tokens and live streams); the current one ends by logout. */
  endSession: Scalars['Boolean']['output']
  /** Ends every session of the user (the caller's own request excepted); needs Edit in user management and may not touch someone holding more than the caller. How many ended. */
  endUserSessions: Scalars['Int']['output']
  /** Replaces the customer's personal fields by a placeholder everywhere, their orders' names, emails, notes and addresses included (amounts and lines stay), at its version; cannot be undone. Needs Delete in customers. */
  eraseCustomer: Customer
  /** Verifies the browser's new passkey against the ticket and keeps it under the name given. */
  finishPasskeyRegistration: Passkey
  /** A one-time password-reset link for the user. */
  issuePasswordReset: PasswordResetLink
  /** The password step. For an account with two-step sign-in it gives no tokens but a secondStep challenge for completeSignIn. */
  login: LoginResult
  /** Ends the session of the given refresh token (its whole family). */
  logout: Scalars['Boolean']['output']
  /** Reads and checks a stock spreadsheet like bulkInsertInventory and learns what it would do, changing no stock; the preview is kept an hour to be applied or discarded. Progress is published to inventoryUploadProgress(uploadId). */
  previewInventoryUpload: UploadPreview
  /** Rotates the refresh token: the one sent is spent, a reused one revokes its whole family. */
  refreshToken: TokenResult
  /** Ten new recovery codes in place of the old ones; needs a code. */
  regenerateRecoveryCodes: RecoveryCodes
  /** Creates a user (CreateUser), with the roles and groups given, in one transaction. */
  register: User
  removePasskey: Scalars['Boolean']['output']
  removeUserFromGroup: Scalars['Boolean']['output']
  removeUserRole: Scalars['Boolean']['output']
  /** Sets a new password with a one-time reset token issued by an administrator. */
  resetPassword: Scalars['Boolean']['output']
  /** Removes a user's two-step sign-in and ends their sessions (they enrol again); needs Edit in user management, within the ceiling rules. Whether they had one. */
  resetUserTwoStep: Scalars['Boolean']['output']
  /** Brings an archived product back into the catalogue. */
  restoreProduct: Product
  /** Undoes a deleteProducts call made within the last hour, by the deletionId it returned (needs the same Delete level). */
  restoreProducts: BulkRestoreResult
  returnOrder: Order
  /** Deactivates (ending its sessions) or reactivates the customer's web-store account at its version; needs Delete in customers. */
  setCustomerActive: Customer
  /** setCustomerActive for the customers chosen: the ids given, or every customer the filter matches but the excepted ones (at most 10,000); each changed account's version moves on. Needs Delete in customers. */
  setCustomersActive: BulkCustomerActivationResult
  /** Sets who must sign in with a second step (from their next sign-in); needs Edit in store settings. */
  setTwoStepPolicy: TwoStepPolicy
  /** An inactive user cannot sign in and loses every session at once. */
  setUserActive: User
  /** setUserActive for the given users, or every user matching a filter but the excepted ones; users the viewer may not change are skipped and counted. */
  setUsersActive: BulkActivationResult
  /** Options for navigator.credentials.create() (JSON) and the ticket to bring back with its answer. */
  startPasskeyRegistration: PasskeyRegistration
  /** Options for navigator.credentials.get() and their ticket: with the password step's challenge the second step, without one a sign-in with a passkey alone. */
  startPasskeySignIn: PasskeyRegistration
  /** Starts setting up an authenticator app: its secret and QR code, waiting for confirmTwoStepEnrolment. */
  startTwoStepEnrolment: TwoStepEnrolment
  /** Sets every product an applied upload changed back to the stock it found, where the stock is still what the upload left; the others are listed. Once per upload; needs Edit in inventory. */
  undoInventoryUpload: UndoUploadResult
  /** Saves contact details; version must be the one loaded, else CONFLICT. Needs Edit in customers. */
  updateCustomer: Customer
  updateNotificationPreferences: NotificationPreferences
  /** Sends only the changed fields; version must be the one loaded, else CONFLICT. */
  updateOrder: Order
  /** Only the next step of the order's chain; trackingNumber and carrier (optional) are recorded with the step to SHIPPED only. */
  updateOrderStatus: Order
  updateProduct: Product
  updateProductCategory: ProductCategory
  updateProductStatus: Product
  updateProductStock: Product
  /** customer and employee cannot be renamed. */
  updateRole: Role
  /** Updates a user; without userId, the signed-in user's own profile. */
  updateUser: User
  updateUserRolePermission: Scalars['Boolean']['output']
  uploadProductImage: ProductImage
}

export type MutationAddCustomerNoteArgs = {
  customerId: Scalars['ID']['input']
  note: CustomerNoteInput
}

export type MutationAddOrderNoteArgs = {
  note: OrderNoteInput
  orderId: Scalars['ID']['input']
}

export type MutationAddUserToGroupArgs = {
  request: UserGroupInput
}

export type MutationAdjustInventoryArgs = {
  input: InventoryAdjustmentInput
}

export type MutationApplyInventoryUploadArgs = {
  id: Scalars['ID']['input']
  uploadId?: InputMaybe<Scalars['ID']['input']>
}

export type MutationArchiveProductArgs = {
  id: Scalars['ID']['input']
}

export type MutationAssignUserRoleArgs = {
  request: UserRoleInput
}

export type MutationBulkInsertInventoryArgs = {
  file: Scalars['Upload']['input']
  uploadId?: InputMaybe<Scalars['ID']['input']>
}

export type MutationBulkInventoryUpdateArgs = {
  items: Array<InventoryUpdateInput>
}

export type MutationBulkUpdateProductsArgs = {
  input: BulkProductUpdateInput
}

export type MutationCancelInventoryUploadArgs = {
  id: Scalars['ID']['input']
}

export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input']
  reason?: InputMaybe<Scalars['String']['input']>
  version?: InputMaybe<Scalars['Int']['input']>
}

export type MutationChangeOrdersStatusArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<OrderMatchingInput>
  orderStatus: OrderStatus
}

export type MutationChangePasswordArgs = {
  input: ChangePasswordInput
}

export type MutationCompletePasskeySignInArgs = {
  input: PasskeySignInInput
}

export type MutationCompleteSignInArgs = {
  step: SecondStepInput
}

export type MutationConfirmTwoStepEnrolmentArgs = {
  code: Scalars['String']['input']
}

export type MutationCreateCustomerArgs = {
  input: CustomerInput
}

export type MutationCreateGroupArgs = {
  request: CreateGroupInput
}

export type MutationCreateOrderArgs = {
  order: OrderCreateInput
}

export type MutationCreateProductArgs = {
  input: ProductInput
}

export type MutationCreateProductCategoryArgs = {
  input: ProductCategoryInput
}

export type MutationCreateRoleArgs = {
  request: CreateRoleInput
}

export type MutationDeleteGroupArgs = {
  request: DeleteGroupInput
}

export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input']
}

export type MutationDeleteProductCategoryArgs = {
  id: Scalars['ID']['input']
}

export type MutationDeleteProductImageArgs = {
  imageId: Scalars['ID']['input']
  productId: Scalars['ID']['input']
}

export type MutationDeleteProductsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<ProductMatchingInput>
}

export type MutationDeleteRoleArgs = {
  request: DeleteRoleInput
}

export type MutationDisableTwoStepArgs = {
  input: DisableTwoStepInput
}

export type MutationDiscardInventoryUploadArgs = {
  id: Scalars['ID']['input']
}

export type MutationDuplicateProductArgs = {
  id: Scalars['ID']['input']
}

export type MutationEditGroupArgs = {
  request: EditGroupInput
}

export type MutationEndSessionArgs = {
  sessionId: Scalars['ID']['input']
}

export type MutationEndUserSessionsArgs = {
  userId: Scalars['ID']['input']
}

export type MutationEraseCustomerArgs = {
  id: Scalars['ID']['input']
  version: Scalars['Int']['input']
}

export type MutationFinishPasskeyRegistrationArgs = {
  input: FinishPasskeyRegistrationInput
}

export type MutationIssuePasswordResetArgs = {
  userId: Scalars['ID']['input']
}

export type MutationLoginArgs = {
  token: LoginInput
}

export type MutationLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>
}

export type MutationPreviewInventoryUploadArgs = {
  file: Scalars['Upload']['input']
  uploadId?: InputMaybe<Scalars['ID']['input']>
}

export type MutationRefreshTokenArgs = {
  refresh: RefreshInput
}

export type MutationRegenerateRecoveryCodesArgs = {
  code: Scalars['String']['input']
}

export type MutationRegisterArgs = {
  request: RegisterInput
}

export type MutationRemovePasskeyArgs = {
  passkeyId: Scalars['ID']['input']
}

export type MutationRemoveUserFromGroupArgs = {
  request: UserGroupInput
}

export type MutationRemoveUserRoleArgs = {
  request: UserRoleRemovalInput
}

export type MutationResetPasswordArgs = {
  input: ResetPasswordInput
}

export type MutationResetUserTwoStepArgs = {
  userId: Scalars['ID']['input']
}

export type MutationRestoreProductArgs = {
  id: Scalars['ID']['input']
}

export type MutationRestoreProductsArgs = {
  deletionId: Scalars['ID']['input']
}

export type MutationReturnOrderArgs = {
  orderId: Scalars['ID']['input']
  reason?: InputMaybe<Scalars['String']['input']>
  version?: InputMaybe<Scalars['Int']['input']>
}

export type MutationSetCustomerActiveArgs = {
  active: Scalars['Boolean']['input']
  id: Scalars['ID']['input']
  version: Scalars['Int']['input']
}

export type MutationSetCustomersActiveArgs = {
  active: Scalars['Boolean']['input']
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<CustomerMatchingInput>
}

export type MutationSetTwoStepPolicyArgs = {
  policy: TwoStepPolicy
}

export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input']
  userId: Scalars['ID']['input']
}

export type MutationSetUsersActiveArgs = {
  active: Scalars['Boolean']['input']
  matching?: InputMaybe<UserMatchingInput>
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>
}

export type MutationStartPasskeySignInArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>
}

export type MutationUndoInventoryUploadArgs = {
  id: Scalars['ID']['input']
}

export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input']
  input: CustomerInput
  version: Scalars['Int']['input']
}

export type MutationUpdateNotificationPreferencesArgs = {
  preferences: NotificationPreferencesInput
}

export type MutationUpdateOrderArgs = {
  order: OrderUpdateInput
  orderId: Scalars['ID']['input']
}

export type MutationUpdateOrderStatusArgs = {
  carrier?: InputMaybe<Scalars['String']['input']>
  orderId: Scalars['ID']['input']
  orderStatus: OrderStatus
  trackingNumber?: InputMaybe<Scalars['String']['input']>
  version?: InputMaybe<Scalars['Int']['input']>
}

export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input']
  input: ProductUpdateInput
}

export type MutationUpdateProductCategoryArgs = {
  id: Scalars['ID']['input']
  input: ProductCategoryInput
}

export type MutationUpdateProductStatusArgs = {
  id: Scalars['ID']['input']
  status: ProductStatus
}

export type MutationUpdateProductStockArgs = {
  id: Scalars['ID']['input']
  quantity: Scalars['Int']['input']
}

export type MutationUpdateRoleArgs = {
  request: UpdateRoleInput
}

export type MutationUpdateUserArgs = {
  updateRequest: UpdateUserInput
}

export type MutationUpdateUserRolePermissionArgs = {
  request: UserRoleInput
}

export type MutationUploadProductImageArgs = {
  file: Scalars['Upload']['input']
  productId: Scalars['ID']['input']
}

export type NotificationPreferences = {
  __typename?: 'NotificationPreferences'
  email: Scalars['Boolean']['output']
  marketing: Scalars['Boolean']['output']
  newsletter: Scalars['Boolean']['output']
  orderUpdates: Scalars['Boolean']['output']
  promotions: Scalars['Boolean']['output']
  push: Scalars['Boolean']['output']
  security: Scalars['Boolean']['output']
  sms: Scalars['Boolean']['output']
}

export type NotificationPreferencesInput = {
  email?: InputMaybe<Scalars['Boolean']['input']>
  marketing?: InputMaybe<Scalars['Boolean']['input']>
  newsletter?: InputMaybe<Scalars['Boolean']['input']>
  orderUpdates?: InputMaybe<Scalars['Boolean']['input']>
  promotions?: InputMaybe<Scalars['Boolean']['input']>
  push?: InputMaybe<Scalars['Boolean']['input']>
  security?: InputMaybe<Scalars['Boolean']['input']>
  sms?: InputMaybe<Scalars['Boolean']['input']>
}

export type Order = {
  __typename?: 'Order'
  billingAddress?: Maybe<Address>
  /** Who carries the parcel (UPS, DHL, a local courier); set with the step to SHIPPED or by an edit. */
  carrier?: Maybe<Scalars['String']['output']>
  customerEmail?: Maybe<Scalars['String']['output']>
  /** The customer's account; null for an order without one (or whose account is gone). */
  customerId?: Maybe<Scalars['ID']['output']>
  customerName: Scalars['String']['output']
  deliveryMethod: DeliveryMethod
  /** The order's timeline, newest first, a page at a time (keyset: after is a nextCursor); first defaults to 20, at most 100. */
  events: OrderEventPage
  id: Scalars['ID']['output']
  itemCount: Scalars['Int']['output']
  /** Staff's internal notes, newest first; apart from the customer's shippingNotes. Only for holders of orders View (holders of customers View alone read a customer's orders without them). */
  notes: Array<OrderNote>
  orderTime: Scalars['DateTime']['output']
  paymentMethod: PaymentMethod
  /** Newest first. */
  payments: Array<Payment>
  products: Array<OrderProduct>
  shippingAddress?: Maybe<Address>
  shippingAmount: Scalars['Float']['output']
  shippingNotes?: Maybe<Scalars['String']['output']>
  status: OrderStatus
  subtotal: Scalars['Float']['output']
  tax: Scalars['Float']['output']
  taxRate: Scalars['Float']['output']
  totalAmount: Scalars['Float']['output']
  trackingNumber?: Maybe<Scalars['String']['output']>
  updatedAt: Scalars['DateTime']['output']
  /** Increases with every change; send it back with an edit. */
  version: Scalars['Int']['output']
}

export type OrderEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>
  first?: InputMaybe<Scalars['Int']['input']>
}

export type OrderAddressInput = {
  billingAddress?: InputMaybe<AddressInput>
  deliveryMethod?: InputMaybe<DeliveryMethod>
  shippingAddress?: InputMaybe<AddressInput>
}

export type OrderChange = {
  __typename?: 'OrderChange'
  actorName: Scalars['String']['output']
  at: Scalars['DateTime']['output']
  kind: ChangeKind
  order?: Maybe<Order>
  orderId: Scalars['ID']['output']
  version: Scalars['Int']['output']
}

export type OrderCreateInput = {
  billingAddress?: InputMaybe<AddressInput>
  customerId: Scalars['ID']['input']
  deliveryMethod: DeliveryMethod
  paymentMethod: PaymentMethod
  products: Array<OrderProductInput>
  /** Required unless the order is picked up. */
  shippingAddress?: InputMaybe<AddressInput>
  /** Default 0. */
  shippingAmount?: InputMaybe<Scalars['Float']['input']>
  shippingNotes?: InputMaybe<Scalars['String']['input']>
  /** Percent; default 6.625. */
  taxRate?: InputMaybe<Scalars['Float']['input']>
  /** The total the client computed; refused when it differs from the server's. */
  totalAmount?: InputMaybe<Scalars['Float']['input']>
}

export type OrderEvent = {
  __typename?: 'OrderEvent'
  actorName: Scalars['String']['output']
  createdAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  message: Scalars['String']['output']
  type: Scalars['String']['output']
}

/** A page of an order's timeline. */
export type OrderEventPage = {
  __typename?: 'OrderEventPage'
  events: Array<OrderEvent>
  /** The page after this one (older events); null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>
}

/** Every order a search matches except the listed ones: what "Select all N matching" means to a bulk action on orders. */
export type OrderMatchingInput = {
  exceptIds?: Array<Scalars['ID']['input']>
  filter: SearchInput
}

/** An internal note staff wrote on an order. */
export type OrderNote = {
  __typename?: 'OrderNote'
  /** The author's name as it was when they wrote it. */
  authorName: Scalars['String']['output']
  body: Scalars['String']['output']
  createdAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
}

export type OrderNoteInput = {
  /** At most 2,000 characters; not blank. */
  body: Scalars['String']['input']
}

export type OrderPaymentInput = {
  paymentMethod: PaymentMethod
}

export type OrderProduct = {
  __typename?: 'OrderProduct'
  /** The product's id. */
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  price: Scalars['Float']['output']
  quantity: Scalars['Int']['output']
  sku?: Maybe<Scalars['String']['output']>
}

export type OrderProductInput = {
  /** The product's id. */
  id: Scalars['ID']['input']
  quantity: Scalars['Int']['input']
}

export type OrderSearchResult = {
  __typename?: 'OrderSearchResult'
  /** The next page's After parameter (keyset paging: it starts after this page's last order, without reading the skipped rows); null for an empty page. */
  nextCursor?: Maybe<Scalars['String']['output']>
  orders: Array<Order>
  pagination: Pagination
}

export type OrderStatus =
  'CANCELLED' | 'DELIVERED' | 'PENDING' | 'PICKED_UP' | 'PROCESSING' | 'READY_FOR_PICKUP' | 'RETURNED' | 'SHIPPED'

export type OrderStatusRefusal = {
  __typename?: 'OrderStatusRefusal'
  orderId: Scalars['ID']['output']
  reason: Scalars['String']['output']
}

export type OrderUpdateInput = {
  address?: InputMaybe<OrderAddressInput>
  carrier?: InputMaybe<Scalars['String']['input']>
  payment?: InputMaybe<OrderPaymentInput>
  products?: InputMaybe<Array<OrderProductInput>>
  shippingAmount?: InputMaybe<Scalars['Float']['input']>
  shippingNotes?: InputMaybe<Scalars['String']['input']>
  tax?: InputMaybe<Scalars['Float']['input']>
  taxRate?: InputMaybe<Scalars['Float']['input']>
  totalAmount?: InputMaybe<Scalars['Float']['input']>
  trackingNumber?: InputMaybe<Scalars['String']['input']>
  /** The version the client loaded. */
  version: Scalars['Int']['input']
}

export type Pagination = {
  __typename?: 'Pagination'
  pageSize: Scalars['Int']['output']
  skip: Scalars['Int']['output']
  totalCount: Scalars['Int']['output']
  /** True when totalCount is a lower bound: counting stopped at the cap (10,000 by default) and there are more. Searches of products and orders by a term, the stock list and the user list stop. */
  totalCountIsLowerBound: Scalars['Boolean']['output']
}

export type Passkey = {
  __typename?: 'Passkey'
  createdAt: Scalars['DateTime']['output']
  id: Scalars['ID']['output']
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>
  name: Scalars['String']['output']
}

export type PasskeyRegistration = {
  __typename?: 'PasskeyRegistration'
  /** PublicKeyCredentialCreationOptionsJSON, as a JSON string. */
  options: Scalars['String']['output']
  ticket: Scalars['String']['output']
}

export type PasskeySignInInput = {
  /** The browser's AuthenticationResponseJSON, as a JSON string. */
  response: Scalars['String']['input']
  ticket: Scalars['String']['input']
}

export type PasswordResetLink = {
  __typename?: 'PasswordResetLink'
  expiresAt: Scalars['DateTime']['output']
  url: Scalars['String']['output']
}

/** Why a password-reset link cannot be used. */
export type PasswordResetProblem =
  /** The link is older than its lifetime. */
  | 'EXPIRED'
  /** No link has this token. */
  | 'INVALID'
  /** The link set a password already, or a newer link replaced it. */
  | 'USED'

export type PasswordResetStatus = {
  __typename?: 'PasswordResetStatus'
  /** Null when valid. */
  reason?: Maybe<PasswordResetProblem>
  valid: Scalars['Boolean']['output']
}

export type Payment = {
  __typename?: 'Payment'
  amount: Scalars['Float']['output']
  authCode?: Maybe<Scalars['String']['output']>
  created: Scalars['DateTime']['output']
  lastFour?: Maybe<Scalars['String']['output']>
  paymentId: Scalars['String']['output']
  status: Scalars['String']['output']
  type: PaymentMethod
}

export type PaymentMethod = 'CASH' | 'CREDIT_CARD'

export type Product = {
  __typename?: 'Product'
  account: Scalars['String']['output']
  accumulatedDepreciation: Scalars['Float']['output']
  archived: Scalars['Boolean']['output']
  /** When the product was archived; null while it is in the catalogue. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>
  assetAccount: Scalars['String']['output']
  /** The SKU (the edit form's name for it). */
  barcode: Scalars['String']['output']
  /** Category names. */
  categories: Array<Scalars['String']['output']>
  /** The first category's name. */
  category?: Maybe<Scalars['String']['output']>
  cogsAccount: Scalars['String']['output']
  cost: Scalars['Float']['output']
  createdAt: Scalars['DateTime']['output']
  createdBy?: Maybe<Scalars['String']['output']>
  description: Scalars['String']['output']
  dimensions?: Maybe<Dimensions>
  id: Scalars['ID']['output']
  image?: Maybe<Scalars['String']['output']>
  /** Image URLs, main image first. */
  images: Array<Scalars['String']['output']>
  isActive: Scalars['Boolean']['output']
  itemId: Scalars['String']['output']
  name: Scalars['String']['output']
  price: Scalars['Float']['output']
  productCategories: Array<ProductCategory>
  productImages: Array<ProductImage>
  /** Units in stock. */
  quantity: Scalars['Int']['output']
  sku: Scalars['String']['output']
  status: ProductStatus
  /** Units in stock (the detail view's name for quantity). */
  stock: Scalars['Int']['output']
  updatedAt: Scalars['DateTime']['output']
  /** Moves on with every change; an edit sends back the version it loaded. */
  version: Scalars['Int']['output']
  weight?: Maybe<Scalars['Float']['output']>
}

export type ProductCategory = {
  __typename?: 'ProductCategory'
  createdAt: Scalars['DateTime']['output']
  description?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  isActive: Scalars['Boolean']['output']
  name: Scalars['String']['output']
  productsCount: Scalars['Int']['output']
}

export type ProductCategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>
  isActive?: InputMaybe<Scalars['Boolean']['input']>
  name: Scalars['String']['input']
}

export type ProductChange = {
  __typename?: 'ProductChange'
  actorName: Scalars['String']['output']
  at: Scalars['DateTime']['output']
  kind: ChangeKind
  product?: Maybe<Product>
  productId: Scalars['ID']['output']
}

export type ProductImage = {
  __typename?: 'ProductImage'
  contentType: Scalars['String']['output']
  fileName: Scalars['String']['output']
  id: Scalars['ID']['output']
  position: Scalars['Int']['output']
  size: Scalars['Int']['output']
  url: Scalars['String']['output']
}

export type ProductInput = {
  account?: InputMaybe<Scalars['String']['input']>
  accumulatedDepreciation?: InputMaybe<Scalars['Float']['input']>
  assetAccount?: InputMaybe<Scalars['String']['input']>
  /** Category names. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>
  cogsAccount?: InputMaybe<Scalars['String']['input']>
  cost?: InputMaybe<Scalars['Float']['input']>
  description?: InputMaybe<Scalars['String']['input']>
  dimensions?: InputMaybe<DimensionsInput>
  isActive?: InputMaybe<Scalars['Boolean']['input']>
  itemId?: InputMaybe<Scalars['String']['input']>
  name: Scalars['String']['input']
  price: Scalars['Float']['input']
  quantity?: InputMaybe<Scalars['Int']['input']>
  sku: Scalars['String']['input']
  status?: InputMaybe<ProductStatus>
  weight?: InputMaybe<Scalars['Float']['input']>
}

/**
 * Every row a list's filter matches except the listed ones: what "Select all N matching" means to a bulk action.
 * Paging and sort in the filter are ignored.
 */
export type ProductMatchingInput = {
  exceptIds?: Array<Scalars['ID']['input']>
  filter: SearchInput
}

export type ProductResponse = {
  __typename?: 'ProductResponse'
  message: Scalars['String']['output']
  product?: Maybe<Product>
  success: Scalars['Boolean']['output']
}

export type ProductSearchResult = {
  __typename?: 'ProductSearchResult'
  filters: Array<SearchFilter>
  /** The next page's After parameter (keyset paging: it starts after this page's last product, without reading the skipped rows); null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>
  /** Counted only when asked for: a further page (After) that leaves out pagination and filters costs no count. */
  pagination: Pagination
  products: Array<Product>
}

export type ProductStatus = 'ACTIVE' | 'DISCONTINUED' | 'INACTIVE' | 'OUT_OF_STOCK'

export type ProductUpdateInput = {
  account?: InputMaybe<Scalars['String']['input']>
  accumulatedDepreciation?: InputMaybe<Scalars['Float']['input']>
  assetAccount?: InputMaybe<Scalars['String']['input']>
  categories?: InputMaybe<Array<Scalars['String']['input']>>
  cogsAccount?: InputMaybe<Scalars['String']['input']>
  cost?: InputMaybe<Scalars['Float']['input']>
  description?: InputMaybe<Scalars['String']['input']>
  dimensions?: InputMaybe<DimensionsInput>
  isActive?: InputMaybe<Scalars['Boolean']['input']>
  itemId?: InputMaybe<Scalars['String']['input']>
  name?: InputMaybe<Scalars['String']['input']>
  price?: InputMaybe<Scalars['Float']['input']>
  quantity?: InputMaybe<Scalars['Int']['input']>
  sku?: InputMaybe<Scalars['String']['input']>
  status?: InputMaybe<ProductStatus>
  /** The version the edit loaded; when someone else saved in between, the update is refused with CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>
  weight?: InputMaybe<Scalars['Float']['input']>
}

export type Query = {
  __typename?: 'Query'
  allGroups: Array<Group>
  allRoles: Array<Role>
  /** Archived products (kept for order history, hidden from the catalogue), by name; the term matches name or SKU. */
  archivedProducts: ArchivedProductsResult
  /** Checks the audit log's hash chain from its start and names the first broken link. Needs View in store settings. */
  auditChain: AuditChainCheck
  /** The audit log, newest first, a page at a time (keyset: after is a nextCursor): every staff change, sign-in, refusal and export the filter matches; first defaults to 50, at most 200. Needs View in store settings. */
  auditEvents: AuditEventPage
  /** A customer with contact details, addresses, figures and notes; null when there is no such customer. Needs View in customers. */
  customer?: Maybe<Customer>
  /** Everything the store holds about the customer (account, figures, orders with lines, addresses and payments, notes) as one JSON document. Needs View in customers. */
  customerData: Scalars['String']['output']
  /** Where the customer's most recent order that had a shipping address was shipped, to start a new order from; needs Create in orders. */
  customerRecentAddress: CustomerRecentAddress
  /** The customers list: accounts holding the customer role, with their lifetime figures. Needs View in customers. */
  customers: CustomerSearchResult
  /**
   * Store figures for the last `days` UTC days up to now (7, 30 or 90; today counts as the last day) against the
   * same window shifted `days` days back. Needs View in analytics.
   */
  dashboard: Dashboard
  /** CSV of the events the filter matches, newest first, at most 10,000; safe against formula injection. Needs View in store settings. */
  exportAuditEvents: Scalars['String']['output']
  /** CSV of every customer the filter matches, in its sort (paging ignored), at most 10,000; safe against formula injection. Needs View in customers. */
  exportCustomers: Scalars['String']['output']
  /** CSV of every order the search matches (its filters and sort; PageSize and Skip ignored), at most 10,000; safe against formula injection. */
  exportOrders: Scalars['String']['output']
  /** CSV of the given products, or of every product matching a search but the excepted ones; safe against formula injection. */
  exportProducts: Scalars['String']['output']
  /** The same CSV as exportCustomers, of the customers chosen: the ids given (by name), or every customer the filter matches but the excepted ones (in its sort), at most 10,000. Needs View in customers. */
  exportSelectedCustomers: Scalars['String']['output']
  /** The same CSV as exportOrders, of the orders chosen: the ids given, or every order a search matches but the excepted ones (at most 10,000). */
  exportSelectedOrders: Scalars['String']['output']
  /** CSV of the given users, or of every user matching a filter but the excepted ones; safe against formula injection. */
  exportUsers: Scalars['String']['output']
  /** Products, orders, customers and staff matching the term, only the kinds the viewer may read. */
  globalSearch: GlobalSearchResult
  groupById?: Maybe<Group>
  /** Adjustments of a product's stock, newest first: who, when, how much, why and the stock after. */
  inventoryHistory: InventoryHistory
  /** The stock table: live products by name or SKU, optionally only those at or below the threshold. */
  inventoryProducts: InventoryProductsResult
  /** Every bulk upload, newest first, a page at a time: up to first (default 20, at most 50) after the upload named by after (keyset on when they started). */
  inventoryUploadHistory: InventoryUploadPage
  /** A preview made by previewInventoryUpload: what applying it would do, counted and row by row. A row stands out (large) when its stock would drop to 0 or move by more than largeChangeShare of what it is. */
  inventoryUploadPreview: UploadPreview
  /** Every row of an upload as CSV (row, sku, result, message), in row order, a page at a time: the header on the first page (after 0), then up to first (default and at most 50,000) rows after row number after; only the header for an upload whose rows were not kept. */
  inventoryUploadReport: UploadReportPage
  /** The most recent bulk uploads (default 5, at most 50), newest first. */
  inventoryUploads: Array<InventoryUpload>
  /** Products whose stock is at or below the threshold (default 10). */
  lowStockProducts: LowStockResult
  /** The signed-in user. */
  me: User
  /** The signed-in user's passkeys, newest first. */
  myPasskeys: Array<Passkey>
  /** The signed-in user's live sessions, most recently active first (at most 100); the one of this request is current. */
  mySessions: Array<Session>
  /** The signed-in user's two-step sign-in: whether it is on, whether the store requires it, whether this session may only enrol. */
  myTwoStep: TwoStepStatus
  /** Needs View in orders, or View in customers for an order placed by a customer's account (their customer page opens it). */
  orderById?: Maybe<Order>
  /** Customers (accounts with the customer role) whose name or email matches, for an order being created; needs Create in orders. */
  orderCustomers: Array<User>
  /** Whether a password-reset token can still be used, and why not; needs no sign-in (the token is the credential). */
  passwordResetStatus: PasswordResetStatus
  product?: Maybe<Product>
  productById: ProductResponse
  productCategories: Array<ProductCategory>
  /** One record's audit events, newest first, a page at a time; needs View in the record's area (products for a product or category, orders for an order, user management for a user, role or group, customers for a customer's account). */
  recordHistory: AuditEventPage
  roleById?: Maybe<Role>
  /** Orders by a parameter list: PageSize (20), Skip (0), SortBy (date; or total, status, customer), SortOrder (desc), Status, DeliveryMethod, PaymentMethod, From, To, Search, Customer (a customer's id); After (a nextCursor: the page after that one, Skip then not applied). Needs View in orders, or View in customers with a Customer. */
  searchOrders: OrderSearchResult
  /** Products by a parameter list: PageSize (15), SortBy (name), SortOrder (asc), Skip (0), Search, After (a nextCursor: the page after that one, Skip then not applied), and any other key as a filter holding all its values. */
  searchProducts: ProductSearchResult
  /** Who must sign in with a second step; needs View in store settings. */
  twoStepPolicy: TwoStepPolicy
  userById?: Maybe<User>
  userRolesGroupCounts: UserRolesGroupCounts
  /** A user's live sessions, most recently active first (at most 100); null when there is no such user. Needs View in user management. */
  userSessions?: Maybe<Array<Session>>
  /** Whether a user has two-step sign-in; null when there is no such user. Needs View in user management. */
  userTwoStep?: Maybe<UserTwoStep>
  /** The user list (GetUsers). */
  users: UserSearchResult
}

export type QueryArchivedProductsArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>
  search?: InputMaybe<Scalars['String']['input']>
  skip?: InputMaybe<Scalars['Int']['input']>
}

export type QueryAuditEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>
  filter?: InputMaybe<AuditEventFilterInput>
  first?: InputMaybe<Scalars['Int']['input']>
}

export type QueryCustomerArgs = {
  id: Scalars['ID']['input']
}

export type QueryCustomerDataArgs = {
  id: Scalars['ID']['input']
}

export type QueryCustomerRecentAddressArgs = {
  customerId: Scalars['ID']['input']
}

export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilterInput>
}

export type QueryDashboardArgs = {
  days?: InputMaybe<Scalars['Int']['input']>
}

export type QueryExportAuditEventsArgs = {
  filter?: InputMaybe<AuditEventFilterInput>
}

export type QueryExportCustomersArgs = {
  filter?: InputMaybe<CustomerFilterInput>
}

export type QueryExportOrdersArgs = {
  search: SearchInput
}

export type QueryExportProductsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<ProductMatchingInput>
}

export type QueryExportSelectedCustomersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<CustomerMatchingInput>
}

export type QueryExportSelectedOrdersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>
  matching?: InputMaybe<OrderMatchingInput>
}

export type QueryExportUsersArgs = {
  matching?: InputMaybe<UserMatchingInput>
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>
}

export type QueryGlobalSearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>
  term: Scalars['String']['input']
}

export type QueryGroupByIdArgs = {
  groupId: Scalars['ID']['input']
}

export type QueryInventoryHistoryArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>
  productId: Scalars['ID']['input']
  skip?: InputMaybe<Scalars['Int']['input']>
}

export type QueryInventoryProductsArgs = {
  filter?: InputMaybe<InventoryFilterInput>
}

export type QueryInventoryUploadHistoryArgs = {
  after?: InputMaybe<Scalars['ID']['input']>
  first?: InputMaybe<Scalars['Int']['input']>
}

export type QueryInventoryUploadPreviewArgs = {
  id: Scalars['ID']['input']
  largeChangeShare?: InputMaybe<Scalars['Float']['input']>
}

export type QueryInventoryUploadReportArgs = {
  after?: InputMaybe<Scalars['Int']['input']>
  first?: InputMaybe<Scalars['Int']['input']>
  id: Scalars['ID']['input']
}

export type QueryInventoryUploadsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>
}

export type QueryLowStockProductsArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>
  skip?: InputMaybe<Scalars['Int']['input']>
  threshold?: InputMaybe<Scalars['Int']['input']>
}

export type QueryOrderByIdArgs = {
  orderId: Scalars['ID']['input']
}

export type QueryOrderCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>
  term: Scalars['String']['input']
}

export type QueryPasswordResetStatusArgs = {
  token: Scalars['String']['input']
}

export type QueryProductArgs = {
  id: Scalars['ID']['input']
}

export type QueryProductByIdArgs = {
  id: Scalars['ID']['input']
}

export type QueryRecordHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>
  first?: InputMaybe<Scalars['Int']['input']>
  recordId: Scalars['ID']['input']
  recordType: AuditRecordType
}

export type QueryRoleByIdArgs = {
  roleId: Scalars['ID']['input']
}

export type QuerySearchOrdersArgs = {
  search: SearchInput
}

export type QuerySearchProductsArgs = {
  search: SearchInput
}

export type QueryUserByIdArgs = {
  userId: Scalars['ID']['input']
}

export type QueryUserSessionsArgs = {
  userId: Scalars['ID']['input']
}

export type QueryUserTwoStepArgs = {
  userId: Scalars['ID']['input']
}

export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilterInput>
}

/** An order on the dashboard: what analytics needs (ids, times, amounts), none of the customer's data. */
export type RecentOrder = {
  __typename?: 'RecentOrder'
  id: Scalars['ID']['output']
  itemCount: Scalars['Int']['output']
  orderTime: Scalars['DateTime']['output']
  status: OrderStatus
  totalAmount: Scalars['Float']['output']
}

export type RecoveryCodes = {
  __typename?: 'RecoveryCodes'
  codes: Array<Scalars['String']['output']>
}

export type RefreshInput = {
  refreshToken: Scalars['String']['input']
  /** The expired access token, if the client still has it. */
  token?: InputMaybe<Scalars['String']['input']>
}

export type RegisterInput = {
  email: Scalars['String']['input']
  firstName: Scalars['String']['input']
  /** Groups the new user joins. Only groups whose roles the caller may grant. */
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>
  lastName: Scalars['String']['input']
  password: Scalars['String']['input']
  /** Roles the new user holds directly, each at its level (customer and employee at 20). Without employee (or admin, dev) the account cannot sign in to the admin portal. Only roles the caller may grant. */
  roles?: InputMaybe<Array<GroupRoleInput>>
}

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input']
  token: Scalars['String']['input']
}

export type RevenuePoint = {
  __typename?: 'RevenuePoint'
  /** The UTC day, YYYY-MM-DD. */
  date: Scalars['String']['output']
  orders: Scalars['Int']['output']
  revenue: Scalars['Float']['output']
}

export type Role = {
  __typename?: 'Role'
  /** The role's checklist: the highest level it grants in each area it lists. Read-only for built-in roles. */
  areas: Array<RoleAreaLevel>
  /** Named by the permission rules (customer, employee, admin, dev and the area roles): cannot be renamed or deleted. */
  builtIn: Scalars['Boolean']['output']
  createdAt: Scalars['DateTime']['output']
  description?: Maybe<Scalars['String']['output']>
  id: Scalars['ID']['output']
  /** customer and employee: fixed at level 20, cannot be renamed or deleted. */
  isSystem: Scalars['Boolean']['output']
  name: Scalars['String']['output']
  updatedAt: Scalars['DateTime']['output']
  userCount: Scalars['Int']['output']
}

/** The highest level a role grants in one area (products, inventory, orders, customers, analytics, user_management, settings). */
export type RoleAreaLevel = {
  __typename?: 'RoleAreaLevel'
  area: Scalars['String']['output']
  /** 5 View, 10 Create, 15 Edit, 20 Delete. */
  level: Scalars['Int']['output']
}

export type RoleAreaLevelInput = {
  area: Scalars['String']['input']
  level: Scalars['Int']['input']
}

export type RoleAssignment = {
  __typename?: 'RoleAssignment'
  /** What the role grants per area; the holder gets the lower of that and permissionLevel. */
  areas: Array<RoleAreaLevel>
  /** The role's id. */
  id: Scalars['ID']['output']
  name: Scalars['String']['output']
  permissionLevel: Scalars['Int']['output']
}

export type SearchFilter = {
  __typename?: 'SearchFilter'
  /** True when a search term has more matches than the count cap: the counts were taken over the first matches only, so each is a lower bound. */
  countsAreLowerBounds: Scalars['Boolean']['output']
  key: Scalars['String']['output']
  value: Array<FilterValue>
}

export type SearchInput = {
  parameters: Array<SearchParameter>
}

export type SearchParameter = {
  key: Scalars['String']['input']
  value: Array<Scalars['String']['input']>
}

export type SecondStepChallenge = {
  __typename?: 'SecondStepChallenge'
  challenge: Scalars['String']['output']
  /** The second step must be done by then (5 minutes after the password). */
  expiresAt: Scalars['DateTime']['output']
  /** The second steps the account has set up. */
  methods: Array<SecondStepMethod>
}

export type SecondStepInput = {
  challenge: Scalars['String']['input']
  /** Six digits from the authenticator app, or a recovery code. */
  code: Scalars['String']['input']
}

export type SecondStepMethod =
  /** A passkey (startPasskeySignIn with the challenge, then completePasskeySignIn). */
  | 'PASSKEY'
  /** A code from the authenticator app, or a recovery code (completeSignIn). */
  | 'TOTP'

/** A signed-in session: one sign-in and the token refreshes that kept it going. */
export type Session = {
  __typename?: 'Session'
  /** Client address of the session's latest sign-in or refresh. */
  address: Scalars['String']['output']
  /** Browser and major version, from the User-Agent of the session's latest sign-in or refresh. */
  browser: Scalars['String']['output']
  /** Whether this is the session the request was made in. */
  current: Scalars['Boolean']['output']
  id: Scalars['ID']['output']
  lastActiveAt: Scalars['DateTime']['output']
  signedInAt: Scalars['DateTime']['output']
  /** Operating system, from the same User-Agent. */
  system: Scalars['String']['output']
}

export type SortOrder = 'ASC' | 'DESC'

export type StatFigure = {
  __typename?: 'StatFigure'
  /** Percentage change against the previous period, rounded to 0.1; null when the previous period is 0. */
  changePercent?: Maybe<Scalars['Float']['output']>
  /** UP, DOWN or FLAT (no change); NEW when the previous period is 0 and this one is not. */
  direction: ChangeDirection
  /** The same figure for the previous period. */
  previous: Scalars['Float']['output']
  value: Scalars['Float']['output']
}

export type Subscription = {
  __typename?: 'Subscription'
  inventoryUploadProgress: UploadProgress
  /** Status changes, edits, cancels and returns; all orders when orderId is absent. */
  orderChanged: OrderChange
  /** Stock, price and status changes; all products when productId is absent. */
  productChanged: ProductChange
}

export type SubscriptionInventoryUploadProgressArgs = {
  uploadId: Scalars['ID']['input']
}

export type SubscriptionOrderChangedArgs = {
  orderId?: InputMaybe<Scalars['ID']['input']>
}

export type SubscriptionProductChangedArgs = {
  productId?: InputMaybe<Scalars['ID']['input']>
}

export type TokenResult = {
  __typename?: 'TokenResult'
  expire: Scalars['DateTime']['output']
  expiresAt: Scalars['DateTime']['output']
  refreshToken: Scalars['String']['output']
  token: Scalars['String']['output']
}

export type TopProduct = {
  __typename?: 'TopProduct'
  name: Scalars['String']['output']
  productId: Scalars['ID']['output']
  revenue: Scalars['Float']['output']
  sku?: Maybe<Scalars['String']['output']>
  unitsSold: Scalars['Int']['output']
}

export type TwoStepEnrolment = {
  __typename?: 'TwoStepEnrolment'
  otpauthUri: Scalars['String']['output']
  /** The otpauth URI as a QR code: an SVG data URL. */
  qrCode: Scalars['String']['output']
  /** The secret in base32, to type into an app that cannot scan. */
  secret: Scalars['String']['output']
}

/** Who must sign in with a second step. */
export type TwoStepPolicy = 'DELETE_HOLDERS' | 'EVERYONE' | 'NOBODY'

export type TwoStepStatus = {
  __typename?: 'TwoStepStatus'
  enrolled: Scalars['Boolean']['output']
  enrolledAt?: Maybe<Scalars['DateTime']['output']>
  /** This session may do nothing but set up two-step sign-in. */
  enrolmentOnly: Scalars['Boolean']['output']
  /** Unused recovery codes. */
  recoveryCodesLeft: Scalars['Int']['output']
  /** The store's policy requires a second step of this user. */
  required: Scalars['Boolean']['output']
}

export type UndoSkippedRow = {
  __typename?: 'UndoSkippedRow'
  reason: Scalars['String']['output']
  row: Scalars['Int']['output']
  sku?: Maybe<Scalars['String']['output']>
}

export type UndoUploadResult = {
  __typename?: 'UndoUploadResult'
  message: Scalars['String']['output']
  /** Products set back to the stock the upload found. */
  restoredCount: Scalars['Int']['output']
  /** The first 100 of them, in row order. */
  skipped: Array<UndoSkippedRow>
  /** Products left as they were: deleted or archived, or their stock changed since the upload. */
  skippedCount: Scalars['Int']['output']
  uploadId: Scalars['ID']['output']
}

export type UpdateRoleInput = {
  /** Absent: the role keeps its areas. Built-in roles' areas cannot change. */
  areas?: InputMaybe<Array<RoleAreaLevelInput>>
  description?: InputMaybe<Scalars['String']['input']>
  id: Scalars['ID']['input']
  name: Scalars['String']['input']
}

export type UpdateUserInput = {
  /** The user's current password: needed when one's own email changes. */
  currentPassword?: InputMaybe<Scalars['String']['input']>
  /** Left out, the email stays as it is. Only the user's own profile may change its email. */
  email?: InputMaybe<Scalars['String']['input']>
  firstName: Scalars['String']['input']
  lastName: Scalars['String']['input']
  phoneNumber?: InputMaybe<Scalars['String']['input']>
  userId?: InputMaybe<Scalars['ID']['input']>
}

/** What applying an upload would do: counts over all its rows, and its rows a kind at a time. */
export type UploadPreview = {
  __typename?: 'UploadPreview'
  /** Rows that would change their product's stock. */
  changing: Scalars['Int']['output']
  expiresAt: Scalars['DateTime']['output']
  /** Rows that would fail, with their reason. */
  failing: Scalars['Int']['output']
  fileName: Scalars['String']['output']
  /** The upload's record (see inventoryUploads). */
  id: Scalars['ID']['output']
  /** Changing rows whose stock would drop to 0 or move by more than largeChangeShare. */
  largeChanges: Scalars['Int']['output']
  /** Rows that would create their product. */
  newProducts: Scalars['Int']['output']
  /** The preview's result as an upload's (no row would apply: FAILED, with why); only in previewInventoryUpload's answer. */
  outcome?: Maybe<BulkUploadResult>
  /** Up to first (default 50, at most 100) rows of one kind after row number after, in row order. */
  rows: Array<UploadPreviewRow>
  /** PREVIEWED while it can be applied; FAILED when no row would apply; then APPLIED, DISCARDED or EXPIRED. */
  state: InventoryUploadState
  totalRows?: Maybe<Scalars['Int']['output']>
  /** Rows whose product already has that stock. */
  unchanged: Scalars['Int']['output']
  unitsAdded: Scalars['Int']['output']
  unitsRemoved: Scalars['Int']['output']
  /** The stock's change in value at the products' cost (new products not counted). */
  valueAtCost: Scalars['Float']['output']
}

/** What applying an upload would do: counts over all its rows, and its rows a kind at a time. */
export type UploadPreviewRowsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>
  first?: InputMaybe<Scalars['Int']['input']>
  kind?: InputMaybe<UploadPreviewRowKind>
}

export type UploadPreviewRow = {
  __typename?: 'UploadPreviewRow'
  /** Stock after the upload; null on a failing row. */
  after?: Maybe<Scalars['Int']['output']>
  /** Stock now; null on a failing row. */
  before?: Maybe<Scalars['Int']['output']>
  created: Scalars['Boolean']['output']
  /** Why the row would fail. */
  failure?: Maybe<Scalars['String']['output']>
  large: Scalars['Boolean']['output']
  /** The product's name, or the new product's. */
  name?: Maybe<Scalars['String']['output']>
  productId?: Maybe<Scalars['ID']['output']>
  row: Scalars['Int']['output']
  sku?: Maybe<Scalars['String']['output']>
}

export type UploadPreviewRowKind = 'ALL' | 'CHANGE' | 'FAILED' | 'LARGE' | 'NEW' | 'UNCHANGED'

export type UploadProgress = {
  __typename?: 'UploadProgress'
  done: Scalars['Boolean']['output']
  /** 0 to 100. */
  percent: Scalars['Int']['output']
  processedBytes: Scalars['Int']['output']
  processedRows: Scalars['Int']['output']
  /** What the server is doing: reading the file, checking the rows, saving stock, done. */
  stage: Scalars['String']['output']
  totalBytes?: Maybe<Scalars['Int']['output']>
  /** Data rows in the file, once it has been read. */
  totalRows?: Maybe<Scalars['Int']['output']>
  uploadId: Scalars['ID']['output']
}

/** A page of an upload's report. */
export type UploadReportPage = {
  __typename?: 'UploadReportPage'
  /** The page's lines as CSV, each ended by CRLF. */
  csv: Scalars['String']['output']
  /** The last row of this page, to ask for the rows after it; null when no row follows. */
  next?: Maybe<Scalars['Int']['output']>
}

export type User = {
  __typename?: 'User'
  active: Scalars['Boolean']['output']
  createdAt: Scalars['DateTime']['output']
  directRoles: Array<DirectRoleAssignment>
  email: Scalars['String']['output']
  firstName: Scalars['String']['output']
  fullName: Scalars['String']['output']
  groups: Array<UserGroupMembership>
  id: Scalars['ID']['output']
  lastName: Scalars['String']['output']
  notificationPreferences: NotificationPreferences
  /** Permission names (View, Create, Edit, Delete) the user holds: their level in each area, each once (customer and employee grant none). */
  permissions: Array<Scalars['String']['output']>
  phoneNumber?: Maybe<Scalars['String']['output']>
  /** Effective roles, held directly or through groups, each at its highest level. */
  roles: Array<RoleAssignment>
  updatedAt: Scalars['DateTime']['output']
}

export type UserFilterInput = {
  groups?: InputMaybe<Array<Scalars['String']['input']>>
  limit?: InputMaybe<Scalars['Int']['input']>
  offset?: InputMaybe<Scalars['Int']['input']>
  /** Users holding any of these levels (View, Create, Edit, Delete) in some area, as User.permissions lists them. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>
  roles?: InputMaybe<Array<Scalars['String']['input']>>
  /** Matches first, last and full name and email, ignoring case. */
  search?: InputMaybe<Scalars['String']['input']>
  sortBy?: InputMaybe<UserSortField>
  sortOrder?: InputMaybe<SortOrder>
  status?: InputMaybe<Array<UserStatus>>
}

export type UserGroupInput = {
  groupId: Scalars['ID']['input']
  userId: Scalars['ID']['input']
}

export type UserGroupMembership = {
  __typename?: 'UserGroupMembership'
  groupDescription?: Maybe<Scalars['String']['output']>
  groupId: Scalars['ID']['output']
  groupName: Scalars['String']['output']
  joinedAt: Scalars['DateTime']['output']
}

export type UserMatchingInput = {
  exceptIds?: Array<Scalars['ID']['input']>
  filter: UserFilterInput
}

export type UserRoleInput = {
  permissionLevel: Scalars['Int']['input']
  roleId: Scalars['ID']['input']
  userId: Scalars['ID']['input']
}

export type UserRoleRemovalInput = {
  roleId: Scalars['ID']['input']
  userId: Scalars['ID']['input']
}

export type UserRolesGroupCounts = {
  __typename?: 'UserRolesGroupCounts'
  groupCount: Scalars['Int']['output']
  rolesCount: Scalars['Int']['output']
  userCount: Scalars['Int']['output']
}

export type UserSearchResult = {
  __typename?: 'UserSearchResult'
  pagination: Pagination
  users: Array<User>
}

export type UserSortField = 'CREATED_AT' | 'EMAIL' | 'FIRST_NAME' | 'LAST_NAME'

export type UserStatus = 'ACTIVE' | 'INACTIVE'

export type UserTwoStep = {
  __typename?: 'UserTwoStep'
  enrolled: Scalars['Boolean']['output']
  enrolledAt?: Maybe<Scalars['DateTime']['output']>
}

export type ResolverTypeWrapper<T> = Promise<T> | T

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>
}
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>

export type NextResolverFn<T> = () => Promise<T>

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<AddressModel>
  AddressInput: AddressInput
  ArchivedProductsResult: ResolverTypeWrapper<
    Omit<ArchivedProductsResult, 'pagination' | 'products'> & {
      pagination: ResolversTypes['Pagination']
      products: Array<ResolversTypes['Product']>
    }
  >
  AuditChainCheck: ResolverTypeWrapper<AuditChainCheck>
  AuditEvent: ResolverTypeWrapper<AuditEvent>
  AuditEventFilterInput: AuditEventFilterInput
  AuditEventPage: ResolverTypeWrapper<AuditEventPage>
  AuditFieldChange: ResolverTypeWrapper<AuditFieldChange>
  AuditRecordType: AuditRecordType
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>
  BulkActivationResult: ResolverTypeWrapper<BulkActivationResult>
  BulkCustomerActivationResult: ResolverTypeWrapper<BulkCustomerActivationResult>
  BulkDeleteResult: ResolverTypeWrapper<BulkDeleteResult>
  BulkOrderStatusResult: ResolverTypeWrapper<BulkOrderStatusResult>
  BulkProductUpdateInput: BulkProductUpdateInput
  BulkRestoreResult: ResolverTypeWrapper<BulkRestoreResult>
  BulkUpdateResult: ResolverTypeWrapper<BulkUpdateResultModel>
  BulkUploadItemResult: ResolverTypeWrapper<BulkUploadItemResult>
  BulkUploadResult: ResolverTypeWrapper<BulkUploadResultModel>
  ChangeDirection: ChangeDirection
  ChangeKind: ChangeKind
  ChangePasswordInput: ChangePasswordInput
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>
  CreateGroupInput: CreateGroupInput
  CreateRoleInput: CreateRoleInput
  Customer: ResolverTypeWrapper<CustomerModel>
  CustomerFilterInput: CustomerFilterInput
  CustomerInput: CustomerInput
  CustomerMatchingInput: CustomerMatchingInput
  CustomerNote: ResolverTypeWrapper<CustomerNoteModel>
  CustomerNoteInput: CustomerNoteInput
  CustomerRecentAddress: ResolverTypeWrapper<
    Omit<CustomerRecentAddress, 'address'> & { address?: Maybe<ResolversTypes['Address']> }
  >
  CustomerSearchResult: ResolverTypeWrapper<
    Omit<CustomerSearchResult, 'customers' | 'pagination'> & {
      customers: Array<ResolversTypes['Customer']>
      pagination: ResolversTypes['Pagination']
    }
  >
  CustomerSortField: CustomerSortField
  Dashboard: ResolverTypeWrapper<DashboardModel>
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>
  DeleteGroupInput: DeleteGroupInput
  DeleteResult: ResolverTypeWrapper<DeleteResult>
  DeleteRoleInput: DeleteRoleInput
  DeliveryMethod: DeliveryMethod
  Dimensions: ResolverTypeWrapper<Dimensions>
  DimensionsInput: DimensionsInput
  DirectRoleAssignment: ResolverTypeWrapper<DirectRoleAssignment>
  DisableTwoStepInput: DisableTwoStepInput
  EditGroupInput: EditGroupInput
  FilterValue: ResolverTypeWrapper<FilterValue>
  FinishPasskeyRegistrationInput: FinishPasskeyRegistrationInput
  Float: ResolverTypeWrapper<Scalars['Float']['output']>
  GlobalSearchResult: ResolverTypeWrapper<
    Omit<GlobalSearchResult, 'customers' | 'orders' | 'products' | 'staff'> & {
      customers: Array<ResolversTypes['User']>
      orders: Array<ResolversTypes['Order']>
      products: Array<ResolversTypes['Product']>
      staff: Array<ResolversTypes['User']>
    }
  >
  Group: ResolverTypeWrapper<GroupModel>
  GroupRoleAssignment: ResolverTypeWrapper<GroupRoleAssignment>
  GroupRoleInput: GroupRoleInput
  ID: ResolverTypeWrapper<Scalars['ID']['output']>
  Int: ResolverTypeWrapper<Scalars['Int']['output']>
  InventoryAdjustment: ResolverTypeWrapper<InventoryAdjustment>
  InventoryAdjustmentInput: InventoryAdjustmentInput
  InventoryAdjustmentResult: ResolverTypeWrapper<
    Omit<InventoryAdjustmentResult, 'product'> & { product: ResolversTypes['Product'] }
  >
  InventoryFilterInput: InventoryFilterInput
  InventoryHistory: ResolverTypeWrapper<
    Omit<InventoryHistory, 'pagination'> & { pagination: ResolversTypes['Pagination'] }
  >
  InventoryProductsResult: ResolverTypeWrapper<
    Omit<InventoryProductsResult, 'pagination' | 'products'> & {
      pagination: ResolversTypes['Pagination']
      products: Array<ResolversTypes['Product']>
    }
  >
  InventorySortField: InventorySortField
  InventoryUpdateInput: InventoryUpdateInput
  InventoryUpload: ResolverTypeWrapper<InventoryUpload>
  InventoryUploadPage: ResolverTypeWrapper<InventoryUploadPage>
  InventoryUploadState: InventoryUploadState
  LoginInput: LoginInput
  LoginResult: ResolverTypeWrapper<LoginResult>
  LowStockResult: ResolverTypeWrapper<
    Omit<LowStockResult, 'pagination' | 'products'> & {
      pagination: ResolversTypes['Pagination']
      products: Array<ResolversTypes['Product']>
    }
  >
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>
  NotificationPreferencesInput: NotificationPreferencesInput
  Order: ResolverTypeWrapper<OrderModel>
  OrderAddressInput: OrderAddressInput
  OrderChange: ResolverTypeWrapper<OrderChangeEvent>
  OrderCreateInput: OrderCreateInput
  OrderEvent: ResolverTypeWrapper<OrderEventModel>
  OrderEventPage: ResolverTypeWrapper<Omit<OrderEventPage, 'events'> & { events: Array<ResolversTypes['OrderEvent']> }>
  OrderMatchingInput: OrderMatchingInput
  OrderNote: ResolverTypeWrapper<OrderNoteModel>
  OrderNoteInput: OrderNoteInput
  OrderPaymentInput: OrderPaymentInput
  OrderProduct: ResolverTypeWrapper<OrderItemModel>
  OrderProductInput: OrderProductInput
  OrderSearchResult: ResolverTypeWrapper<
    Omit<OrderSearchResult, 'orders' | 'pagination'> & {
      orders: Array<ResolversTypes['Order']>
      pagination: ResolversTypes['Pagination']
    }
  >
  OrderStatus: OrderStatus
  OrderStatusRefusal: ResolverTypeWrapper<OrderStatusRefusal>
  OrderUpdateInput: OrderUpdateInput
  Pagination: ResolverTypeWrapper<PaginationModel>
  Passkey: ResolverTypeWrapper<Passkey>
  PasskeyRegistration: ResolverTypeWrapper<PasskeyRegistration>
  PasskeySignInInput: PasskeySignInInput
  PasswordResetLink: ResolverTypeWrapper<PasswordResetLink>
  PasswordResetProblem: PasswordResetProblem
  PasswordResetStatus: ResolverTypeWrapper<PasswordResetStatus>
  Payment: ResolverTypeWrapper<PaymentModel>
  PaymentMethod: PaymentMethod
  Product: ResolverTypeWrapper<ProductModel>
  ProductCategory: ResolverTypeWrapper<CategoryModel>
  ProductCategoryInput: ProductCategoryInput
  ProductChange: ResolverTypeWrapper<ProductChangeEvent>
  ProductImage: ResolverTypeWrapper<ProductImage>
  ProductInput: ProductInput
  ProductMatchingInput: ProductMatchingInput
  ProductResponse: ResolverTypeWrapper<
    Omit<ProductResponse, 'product'> & { product?: Maybe<ResolversTypes['Product']> }
  >
  ProductSearchResult: ResolverTypeWrapper<ProductSearchModel>
  ProductStatus: ProductStatus
  ProductUpdateInput: ProductUpdateInput
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>
  RecentOrder: ResolverTypeWrapper<OrderModel>
  RecoveryCodes: ResolverTypeWrapper<RecoveryCodes>
  RefreshInput: RefreshInput
  RegisterInput: RegisterInput
  ResetPasswordInput: ResetPasswordInput
  RevenuePoint: ResolverTypeWrapper<RevenuePoint>
  Role: ResolverTypeWrapper<RoleModel>
  RoleAreaLevel: ResolverTypeWrapper<RoleAreaLevel>
  RoleAreaLevelInput: RoleAreaLevelInput
  RoleAssignment: ResolverTypeWrapper<RoleAssignment>
  SearchFilter: ResolverTypeWrapper<SearchFilter>
  SearchInput: SearchInput
  SearchParameter: SearchParameter
  SecondStepChallenge: ResolverTypeWrapper<SecondStepChallenge>
  SecondStepInput: SecondStepInput
  SecondStepMethod: SecondStepMethod
  Session: ResolverTypeWrapper<Session>
  SortOrder: SortOrder
  StatFigure: ResolverTypeWrapper<StatFigure>
  String: ResolverTypeWrapper<Scalars['String']['output']>
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>
  TokenResult: ResolverTypeWrapper<TokenResult>
  TopProduct: ResolverTypeWrapper<TopProduct>
  TwoStepEnrolment: ResolverTypeWrapper<TwoStepEnrolment>
  TwoStepPolicy: TwoStepPolicy
  TwoStepStatus: ResolverTypeWrapper<TwoStepStatus>
  UndoSkippedRow: ResolverTypeWrapper<UndoSkippedRow>
  UndoUploadResult: ResolverTypeWrapper<UndoUploadResult>
  UpdateRoleInput: UpdateRoleInput
  UpdateUserInput: UpdateUserInput
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>
  UploadPreview: ResolverTypeWrapper<UploadPreviewModel>
  UploadPreviewRow: ResolverTypeWrapper<UploadPreviewRow>
  UploadPreviewRowKind: UploadPreviewRowKind
  UploadProgress: ResolverTypeWrapper<UploadProgress>
  UploadReportPage: ResolverTypeWrapper<UploadReportPage>
  User: ResolverTypeWrapper<UserModel>
  UserFilterInput: UserFilterInput
  UserGroupInput: UserGroupInput
  UserGroupMembership: ResolverTypeWrapper<UserGroupMembership>
  UserMatchingInput: UserMatchingInput
  UserRoleInput: UserRoleInput
  UserRoleRemovalInput: UserRoleRemovalInput
  UserRolesGroupCounts: ResolverTypeWrapper<UserRolesGroupCounts>
  UserSearchResult: ResolverTypeWrapper<
    Omit<UserSearchResult, 'pagination' | 'users'> & {
      pagination: ResolversTypes['Pagination']
      users: Array<ResolversTypes['User']>
    }
  >
  UserSortField: UserSortField
  UserStatus: UserStatus
  UserTwoStep: ResolverTypeWrapper<UserTwoStep>
}

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: AddressModel
  AddressInput: AddressInput
  ArchivedProductsResult: Omit<ArchivedProductsResult, 'pagination' | 'products'> & {
    pagination: ResolversParentTypes['Pagination']
    products: Array<ResolversParentTypes['Product']>
  }
  AuditChainCheck: AuditChainCheck
  AuditEvent: AuditEvent
  AuditEventFilterInput: AuditEventFilterInput
  AuditEventPage: AuditEventPage
  AuditFieldChange: AuditFieldChange
  Boolean: Scalars['Boolean']['output']
  BulkActivationResult: BulkActivationResult
  BulkCustomerActivationResult: BulkCustomerActivationResult
  BulkDeleteResult: BulkDeleteResult
  BulkOrderStatusResult: BulkOrderStatusResult
  BulkProductUpdateInput: BulkProductUpdateInput
  BulkRestoreResult: BulkRestoreResult
  BulkUpdateResult: BulkUpdateResultModel
  BulkUploadItemResult: BulkUploadItemResult
  BulkUploadResult: BulkUploadResultModel
  ChangePasswordInput: ChangePasswordInput
  ChangePasswordResult: ChangePasswordResult
  CreateGroupInput: CreateGroupInput
  CreateRoleInput: CreateRoleInput
  Customer: CustomerModel
  CustomerFilterInput: CustomerFilterInput
  CustomerInput: CustomerInput
  CustomerMatchingInput: CustomerMatchingInput
  CustomerNote: CustomerNoteModel
  CustomerNoteInput: CustomerNoteInput
  CustomerRecentAddress: Omit<CustomerRecentAddress, 'address'> & { address?: Maybe<ResolversParentTypes['Address']> }
  CustomerSearchResult: Omit<CustomerSearchResult, 'customers' | 'pagination'> & {
    customers: Array<ResolversParentTypes['Customer']>
    pagination: ResolversParentTypes['Pagination']
  }
  Dashboard: DashboardModel
  DateTime: Scalars['DateTime']['output']
  DeleteGroupInput: DeleteGroupInput
  DeleteResult: DeleteResult
  DeleteRoleInput: DeleteRoleInput
  Dimensions: Dimensions
  DimensionsInput: DimensionsInput
  DirectRoleAssignment: DirectRoleAssignment
  DisableTwoStepInput: DisableTwoStepInput
  EditGroupInput: EditGroupInput
  FilterValue: FilterValue
  FinishPasskeyRegistrationInput: FinishPasskeyRegistrationInput
  Float: Scalars['Float']['output']
  GlobalSearchResult: Omit<GlobalSearchResult, 'customers' | 'orders' | 'products' | 'staff'> & {
    customers: Array<ResolversParentTypes['User']>
    orders: Array<ResolversParentTypes['Order']>
    products: Array<ResolversParentTypes['Product']>
    staff: Array<ResolversParentTypes['User']>
  }
  Group: GroupModel
  GroupRoleAssignment: GroupRoleAssignment
  GroupRoleInput: GroupRoleInput
  ID: Scalars['ID']['output']
  Int: Scalars['Int']['output']
  InventoryAdjustment: InventoryAdjustment
  InventoryAdjustmentInput: InventoryAdjustmentInput
  InventoryAdjustmentResult: Omit<InventoryAdjustmentResult, 'product'> & { product: ResolversParentTypes['Product'] }
  InventoryFilterInput: InventoryFilterInput
  InventoryHistory: Omit<InventoryHistory, 'pagination'> & { pagination: ResolversParentTypes['Pagination'] }
  InventoryProductsResult: Omit<InventoryProductsResult, 'pagination' | 'products'> & {
    pagination: ResolversParentTypes['Pagination']
    products: Array<ResolversParentTypes['Product']>
  }
  InventoryUpdateInput: InventoryUpdateInput
  InventoryUpload: InventoryUpload
  InventoryUploadPage: InventoryUploadPage
  LoginInput: LoginInput
  LoginResult: LoginResult
  LowStockResult: Omit<LowStockResult, 'pagination' | 'products'> & {
    pagination: ResolversParentTypes['Pagination']
    products: Array<ResolversParentTypes['Product']>
  }
  Mutation: Record<PropertyKey, never>
  NotificationPreferences: NotificationPreferences
  NotificationPreferencesInput: NotificationPreferencesInput
  Order: OrderModel
  OrderAddressInput: OrderAddressInput
  OrderChange: OrderChangeEvent
  OrderCreateInput: OrderCreateInput
  OrderEvent: OrderEventModel
  OrderEventPage: Omit<OrderEventPage, 'events'> & { events: Array<ResolversParentTypes['OrderEvent']> }
  OrderMatchingInput: OrderMatchingInput
  OrderNote: OrderNoteModel
  OrderNoteInput: OrderNoteInput
  OrderPaymentInput: OrderPaymentInput
  OrderProduct: OrderItemModel
  OrderProductInput: OrderProductInput
  OrderSearchResult: Omit<OrderSearchResult, 'orders' | 'pagination'> & {
    orders: Array<ResolversParentTypes['Order']>
    pagination: ResolversParentTypes['Pagination']
  }
  OrderStatusRefusal: OrderStatusRefusal
  OrderUpdateInput: OrderUpdateInput
  Pagination: PaginationModel
  Passkey: Passkey
  PasskeyRegistration: PasskeyRegistration
  PasskeySignInInput: PasskeySignInInput
  PasswordResetLink: PasswordResetLink
  PasswordResetStatus: PasswordResetStatus
  Payment: PaymentModel
  Product: ProductModel
  ProductCategory: CategoryModel
  ProductCategoryInput: ProductCategoryInput
  ProductChange: ProductChangeEvent
  ProductImage: ProductImage
  ProductInput: ProductInput
  ProductMatchingInput: ProductMatchingInput
  ProductResponse: Omit<ProductResponse, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> }
  ProductSearchResult: ProductSearchModel
  ProductUpdateInput: ProductUpdateInput
  Query: Record<PropertyKey, never>
  RecentOrder: OrderModel
  RecoveryCodes: RecoveryCodes
  RefreshInput: RefreshInput
  RegisterInput: RegisterInput
  ResetPasswordInput: ResetPasswordInput
  RevenuePoint: RevenuePoint
  Role: RoleModel
  RoleAreaLevel: RoleAreaLevel
  RoleAreaLevelInput: RoleAreaLevelInput
  RoleAssignment: RoleAssignment
  SearchFilter: SearchFilter
  SearchInput: SearchInput
  SearchParameter: SearchParameter
  SecondStepChallenge: SecondStepChallenge
  SecondStepInput: SecondStepInput
  Session: Session
  StatFigure: StatFigure
  String: Scalars['String']['output']
  Subscription: Record<PropertyKey, never>
  TokenResult: TokenResult
  TopProduct: TopProduct
  TwoStepEnrolment: TwoStepEnrolment
  TwoStepStatus: TwoStepStatus
  UndoSkippedRow: UndoSkippedRow
  UndoUploadResult: UndoUploadResult
  UpdateRoleInput: UpdateRoleInput
  UpdateUserInput: UpdateUserInput
  Upload: Scalars['Upload']['output']
  UploadPreview: UploadPreviewModel
  UploadPreviewRow: UploadPreviewRow
  UploadProgress: UploadProgress
  UploadReportPage: UploadReportPage
  User: UserModel
  UserFilterInput: UserFilterInput
  UserGroupInput: UserGroupInput
  UserGroupMembership: UserGroupMembership
  UserMatchingInput: UserMatchingInput
  UserRoleInput: UserRoleInput
  UserRoleRemovalInput: UserRoleRemovalInput
  UserRolesGroupCounts: UserRolesGroupCounts
  UserSearchResult: Omit<UserSearchResult, 'pagination' | 'users'> & {
    pagination: ResolversParentTypes['Pagination']
    users: Array<ResolversParentTypes['User']>
  }
  UserTwoStep: UserTwoStep
}

export type AreaDirectiveArgs = {
  any: Array<Scalars['String']['input']>
}

export type AreaDirectiveResolver<
  Result,
  Parent,
  ContextType = GraphQLContext,
  Args = AreaDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>

export type AddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address'],
> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ArchivedProductsResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ArchivedProductsResult'] = ResolversParentTypes['ArchivedProductsResult'],
> = {
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
}

export type AuditChainCheckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditChainCheck'] = ResolversParentTypes['AuditChainCheck'],
> = {
  brokenEventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  brokenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  unsealed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type AuditEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent'],
> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  changes?: Resolver<Array<ResolversTypes['AuditFieldChange']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  recordLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  recordType?: Resolver<Maybe<ResolversTypes['AuditRecordType']>, ParentType, ContextType>
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type AuditEventPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditEventPage'] = ResolversParentTypes['AuditEventPage'],
> = {
  events?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type AuditFieldChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditFieldChange'] = ResolversParentTypes['AuditFieldChange'],
> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type BulkActivationResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkActivationResult'] = ResolversParentTypes['BulkActivationResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  refusedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type BulkCustomerActivationResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkCustomerActivationResult'] =
    ResolversParentTypes['BulkCustomerActivationResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type BulkDeleteResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkDeleteResult'] = ResolversParentTypes['BulkDeleteResult'],
> = {
  archivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  deletedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  deletionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type BulkOrderStatusResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkOrderStatusResult'] = ResolversParentTypes['BulkOrderStatusResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  refused?: Resolver<Array<ResolversTypes['OrderStatusRefusal']>, ParentType, ContextType>
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type BulkRestoreResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkRestoreResult'] = ResolversParentTypes['BulkRestoreResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  restoredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type BulkUpdateResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkUpdateResult'] = ResolversParentTypes['BulkUpdateResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  updatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
}

export type BulkUploadItemResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkUploadItemResult'] = ResolversParentTypes['BulkUploadItemResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type BulkUploadResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BulkUploadResult'] = ResolversParentTypes['BulkUploadResult'],
> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  failureCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  notApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  results?: Resolver<
    Array<ResolversTypes['BulkUploadItemResult']>,
    ParentType,
    ContextType,
    RequireFields<BulkUploadResultResultsArgs, 'failedOnly'>
  >
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  successCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  totalProcessed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type ChangePasswordResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult'],
> = {
  endedSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type CustomerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>
  averageOrder?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  firstOrderAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastOrderAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  notes?: Resolver<Array<ResolversTypes['CustomerNote']>, ParentType, ContextType>
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  totalSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type CustomerNoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomerNote'] = ResolversParentTypes['CustomerNote'],
> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type CustomerRecentAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomerRecentAddress'] = ResolversParentTypes['CustomerRecentAddress'],
> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>
}

export type CustomerSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomerSearchResult'] = ResolversParentTypes['CustomerSearchResult'],
> = {
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
}

export type DashboardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard'],
> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  ordersSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  previousEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  previousRevenueByDay?: Resolver<Array<ResolversTypes['RevenuePoint']>, ParentType, ContextType>
  previousStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  recentOrders?: Resolver<Array<ResolversTypes['RecentOrder']>, ParentType, ContextType>
  revenueByDay?: Resolver<Array<ResolversTypes['RevenuePoint']>, ParentType, ContextType>
  topProducts?: Resolver<Array<ResolversTypes['TopProduct']>, ParentType, ContextType>
  totalCustomers?: Resolver<ResolversTypes['StatFigure'], ParentType, ContextType>
  totalOrders?: Resolver<ResolversTypes['StatFigure'], ParentType, ContextType>
  totalProducts?: Resolver<ResolversTypes['StatFigure'], ParentType, ContextType>
  totalRevenue?: Resolver<ResolversTypes['StatFigure'], ParentType, ContextType>
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime'
}

export type DeleteResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult'],
> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type DimensionsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Dimensions'] = ResolversParentTypes['Dimensions'],
> = {
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
  length?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
  width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
}

export type DirectRoleAssignmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DirectRoleAssignment'] = ResolversParentTypes['DirectRoleAssignment'],
> = {
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  permissionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  permissionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type FilterValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FilterValue'] = ResolversParentTypes['FilterValue'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  partId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type GlobalSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GlobalSearchResult'] = ResolversParentTypes['GlobalSearchResult'],
> = {
  customers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  staff?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>
}

export type GroupResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group'],
> = {
  changeRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  roles?: Resolver<Array<ResolversTypes['GroupRoleAssignment']>, ParentType, ContextType>
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type GroupRoleAssignmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GroupRoleAssignment'] = ResolversParentTypes['GroupRoleAssignment'],
> = {
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  permissionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  permissionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type InventoryAdjustmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryAdjustment'] = ResolversParentTypes['InventoryAdjustment'],
> = {
  adjustment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  quantityAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type InventoryAdjustmentResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryAdjustmentResult'] =
    ResolversParentTypes['InventoryAdjustmentResult'],
> = {
  adjustment?: Resolver<ResolversTypes['InventoryAdjustment'], ParentType, ContextType>
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>
}

export type InventoryHistoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryHistory'] = ResolversParentTypes['InventoryHistory'],
> = {
  history?: Resolver<Array<ResolversTypes['InventoryAdjustment']>, ParentType, ContextType>
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type InventoryProductsResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryProductsResult'] = ResolversParentTypes['InventoryProductsResult'],
> = {
  lowStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  lowStockCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type InventoryUploadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryUpload'] = ResolversParentTypes['InventoryUpload'],
> = {
  canUndo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  failureCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  hasReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  notApplied?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  state?: Resolver<ResolversTypes['InventoryUploadState'], ParentType, ContextType>
  successCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  totalRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  undoneBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type InventoryUploadPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InventoryUploadPage'] = ResolversParentTypes['InventoryUploadPage'],
> = {
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  uploads?: Resolver<Array<ResolversTypes['InventoryUpload']>, ParentType, ContextType>
}

export type LoginResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult'],
> = {
  expire?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  roles?: Resolver<Array<ResolversTypes['RoleAssignment']>, ParentType, ContextType>
  secondStep?: Resolver<Maybe<ResolversTypes['SecondStepChallenge']>, ParentType, ContextType>
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  twoStepEnrolmentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type LowStockResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LowStockResult'] = ResolversParentTypes['LowStockResult'],
> = {
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addCustomerNote?: Resolver<
    ResolversTypes['CustomerNote'],
    ParentType,
    ContextType,
    RequireFields<MutationAddCustomerNoteArgs, 'customerId' | 'note'>
  >
  addOrderNote?: Resolver<
    ResolversTypes['OrderNote'],
    ParentType,
    ContextType,
    RequireFields<MutationAddOrderNoteArgs, 'note' | 'orderId'>
  >
  addUserToGroup?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationAddUserToGroupArgs, 'request'>
  >
  adjustInventory?: Resolver<
    ResolversTypes['InventoryAdjustmentResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdjustInventoryArgs, 'input'>
  >
  applyInventoryUpload?: Resolver<
    ResolversTypes['BulkUploadResult'],
    ParentType,
    ContextType,
    RequireFields<MutationApplyInventoryUploadArgs, 'id'>
  >
  archiveProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationArchiveProductArgs, 'id'>
  >
  assignUserRole?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignUserRoleArgs, 'request'>
  >
  bulkInsertInventory?: Resolver<
    ResolversTypes['BulkUploadResult'],
    ParentType,
    ContextType,
    RequireFields<MutationBulkInsertInventoryArgs, 'file'>
  >
  bulkInventoryUpdate?: Resolver<
    ResolversTypes['BulkUpdateResult'],
    ParentType,
    ContextType,
    RequireFields<MutationBulkInventoryUpdateArgs, 'items'>
  >
  bulkUpdateProducts?: Resolver<
    ResolversTypes['BulkUpdateResult'],
    ParentType,
    ContextType,
    RequireFields<MutationBulkUpdateProductsArgs, 'input'>
  >
  cancelInventoryUpload?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelInventoryUploadArgs, 'id'>
  >
  cancelOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelOrderArgs, 'orderId'>
  >
  changeOrdersStatus?: Resolver<
    ResolversTypes['BulkOrderStatusResult'],
    ParentType,
    ContextType,
    RequireFields<MutationChangeOrdersStatusArgs, 'orderStatus'>
  >
  changePassword?: Resolver<
    ResolversTypes['ChangePasswordResult'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'input'>
  >
  completePasskeySignIn?: Resolver<
    ResolversTypes['LoginResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCompletePasskeySignInArgs, 'input'>
  >
  completeSignIn?: Resolver<
    ResolversTypes['LoginResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteSignInArgs, 'step'>
  >
  confirmTwoStepEnrolment?: Resolver<
    ResolversTypes['RecoveryCodes'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmTwoStepEnrolmentArgs, 'code'>
  >
  createCustomer?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCustomerArgs, 'input'>
  >
  createGroup?: Resolver<
    ResolversTypes['Group'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateGroupArgs, 'request'>
  >
  createOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateOrderArgs, 'order'>
  >
  createProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductArgs, 'input'>
  >
  createProductCategory?: Resolver<
    ResolversTypes['ProductCategory'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductCategoryArgs, 'input'>
  >
  createRole?: Resolver<
    ResolversTypes['Role'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRoleArgs, 'request'>
  >
  deleteGroup?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteGroupArgs, 'request'>
  >
  deleteProduct?: Resolver<
    ResolversTypes['DeleteResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductArgs, 'id'>
  >
  deleteProductCategory?: Resolver<
    ResolversTypes['DeleteResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductCategoryArgs, 'id'>
  >
  deleteProductImage?: Resolver<
    ResolversTypes['DeleteResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductImageArgs, 'imageId' | 'productId'>
  >
  deleteProducts?: Resolver<
    ResolversTypes['BulkDeleteResult'],
    ParentType,
    ContextType,
    Partial<MutationDeleteProductsArgs>
  >
  deleteRole?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRoleArgs, 'request'>
  >
  disableTwoStep?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableTwoStepArgs, 'input'>
  >
  discardInventoryUpload?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDiscardInventoryUploadArgs, 'id'>
  >
  duplicateProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateProductArgs, 'id'>
  >
  editGroup?: Resolver<
    ResolversTypes['Group'],
    ParentType,
    ContextType,
    RequireFields<MutationEditGroupArgs, 'request'>
  >
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  endSession?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationEndSessionArgs, 'sessionId'>
  >
  endUserSessions?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationEndUserSessionsArgs, 'userId'>
  >
  eraseCustomer?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationEraseCustomerArgs, 'id' | 'version'>
  >
  finishPasskeyRegistration?: Resolver<
    ResolversTypes['Passkey'],
    ParentType,
    ContextType,
    RequireFields<MutationFinishPasskeyRegistrationArgs, 'input'>
  >
  issuePasswordReset?: Resolver<
    ResolversTypes['PasswordResetLink'],
    ParentType,
    ContextType,
    RequireFields<MutationIssuePasswordResetArgs, 'userId'>
  >
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'token'>>
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationLogoutArgs>>
  previewInventoryUpload?: Resolver<
    ResolversTypes['UploadPreview'],
    ParentType,
    ContextType,
    RequireFields<MutationPreviewInventoryUploadArgs, 'file'>
  >
  refreshToken?: Resolver<
    ResolversTypes['TokenResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRefreshTokenArgs, 'refresh'>
  >
  regenerateRecoveryCodes?: Resolver<
    ResolversTypes['RecoveryCodes'],
    ParentType,
    ContextType,
    RequireFields<MutationRegenerateRecoveryCodesArgs, 'code'>
  >
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'request'>>
  removePasskey?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePasskeyArgs, 'passkeyId'>
  >
  removeUserFromGroup?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveUserFromGroupArgs, 'request'>
  >
  removeUserRole?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveUserRoleArgs, 'request'>
  >
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'input'>
  >
  resetUserTwoStep?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetUserTwoStepArgs, 'userId'>
  >
  restoreProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationRestoreProductArgs, 'id'>
  >
  restoreProducts?: Resolver<
    ResolversTypes['BulkRestoreResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRestoreProductsArgs, 'deletionId'>
  >
  returnOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationReturnOrderArgs, 'orderId'>
  >
  setCustomerActive?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCustomerActiveArgs, 'active' | 'id' | 'version'>
  >
  setCustomersActive?: Resolver<
    ResolversTypes['BulkCustomerActivationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCustomersActiveArgs, 'active'>
  >
  setTwoStepPolicy?: Resolver<
    ResolversTypes['TwoStepPolicy'],
    ParentType,
    ContextType,
    RequireFields<MutationSetTwoStepPolicyArgs, 'policy'>
  >
  setUserActive?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserActiveArgs, 'active' | 'userId'>
  >
  setUsersActive?: Resolver<
    ResolversTypes['BulkActivationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetUsersActiveArgs, 'active'>
  >
  startPasskeyRegistration?: Resolver<ResolversTypes['PasskeyRegistration'], ParentType, ContextType>
  startPasskeySignIn?: Resolver<
    ResolversTypes['PasskeyRegistration'],
    ParentType,
    ContextType,
    Partial<MutationStartPasskeySignInArgs>
  >
  startTwoStepEnrolment?: Resolver<ResolversTypes['TwoStepEnrolment'], ParentType, ContextType>
  undoInventoryUpload?: Resolver<
    ResolversTypes['UndoUploadResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUndoInventoryUploadArgs, 'id'>
  >
  updateCustomer?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerArgs, 'id' | 'input' | 'version'>
  >
  updateNotificationPreferences?: Resolver<
    ResolversTypes['NotificationPreferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNotificationPreferencesArgs, 'preferences'>
  >
  updateOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOrderArgs, 'order' | 'orderId'>
  >
  updateOrderStatus?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOrderStatusArgs, 'orderId' | 'orderStatus'>
  >
  updateProduct?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductArgs, 'id' | 'input'>
  >
  updateProductCategory?: Resolver<
    ResolversTypes['ProductCategory'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductCategoryArgs, 'id' | 'input'>
  >
  updateProductStatus?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductStatusArgs, 'id' | 'status'>
  >
  updateProductStock?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductStockArgs, 'id' | 'quantity'>
  >
  updateRole?: Resolver<
    ResolversTypes['Role'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRoleArgs, 'request'>
  >
  updateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserArgs, 'updateRequest'>
  >
  updateUserRolePermission?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserRolePermissionArgs, 'request'>
  >
  uploadProductImage?: Resolver<
    ResolversTypes['ProductImage'],
    ParentType,
    ContextType,
    RequireFields<MutationUploadProductImageArgs, 'file' | 'productId'>
  >
}

export type NotificationPreferencesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences'],
> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  orderUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  promotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  security?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  sms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type OrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  deliveryMethod?: Resolver<ResolversTypes['DeliveryMethod'], ParentType, ContextType>
  events?: Resolver<ResolversTypes['OrderEventPage'], ParentType, ContextType, RequireFields<OrderEventsArgs, 'first'>>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>
  orderTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  shippingNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type OrderChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderChange'] = ResolversParentTypes['OrderChange'],
> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  kind?: Resolver<ResolversTypes['ChangeKind'], ParentType, ContextType>
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type OrderEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent'],
> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type OrderEventPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderEventPage'] = ResolversParentTypes['OrderEventPage'],
> = {
  events?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type OrderNoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote'],
> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type OrderProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type OrderSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderSearchResult'] = ResolversParentTypes['OrderSearchResult'],
> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
}

export type OrderStatusRefusalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderStatusRefusal'] = ResolversParentTypes['OrderStatusRefusal'],
> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PaginationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination'],
> = {
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  totalCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type PasskeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PasskeyRegistrationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PasskeyRegistration'] = ResolversParentTypes['PasskeyRegistration'],
> = {
  options?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PasswordResetLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink'],
> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type PasswordResetStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PasswordResetStatus'] = ResolversParentTypes['PasswordResetStatus'],
> = {
  reason?: Resolver<Maybe<ResolversTypes['PasswordResetProblem']>, ParentType, ContextType>
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type PaymentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  authCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  lastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  type?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>
}

export type ProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  accumulatedDepreciation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  assetAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  cogsAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  dimensions?: Resolver<Maybe<ResolversTypes['Dimensions']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  itemId?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  productCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>
  productImages?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
}

export type ProductCategoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type ProductChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductChange'] = ResolversParentTypes['ProductChange'],
> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  kind?: Resolver<ResolversTypes['ChangeKind'], ParentType, ContextType>
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type ProductImageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage'],
> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type ProductResponseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductResponse'] = ResolversParentTypes['ProductResponse'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type ProductSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductSearchResult'] = ResolversParentTypes['ProductSearchResult'],
> = {
  filters?: Resolver<Array<ResolversTypes['SearchFilter']>, ParentType, ContextType>
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>
}

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  allGroups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>
  archivedProducts?: Resolver<
    ResolversTypes['ArchivedProductsResult'],
    ParentType,
    ContextType,
    RequireFields<QueryArchivedProductsArgs, 'pageSize' | 'skip'>
  >
  auditChain?: Resolver<ResolversTypes['AuditChainCheck'], ParentType, ContextType>
  auditEvents?: Resolver<
    ResolversTypes['AuditEventPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAuditEventsArgs, 'first'>
  >
  customer?: Resolver<
    Maybe<ResolversTypes['Customer']>,
    ParentType,
    ContextType,
    RequireFields<QueryCustomerArgs, 'id'>
  >
  customerData?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryCustomerDataArgs, 'id'>>
  customerRecentAddress?: Resolver<
    ResolversTypes['CustomerRecentAddress'],
    ParentType,
    ContextType,
    RequireFields<QueryCustomerRecentAddressArgs, 'customerId'>
  >
  customers?: Resolver<ResolversTypes['CustomerSearchResult'], ParentType, ContextType, Partial<QueryCustomersArgs>>
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, RequireFields<QueryDashboardArgs, 'days'>>
  exportAuditEvents?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryExportAuditEventsArgs>>
  exportCustomers?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryExportCustomersArgs>>
  exportOrders?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    RequireFields<QueryExportOrdersArgs, 'search'>
  >
  exportProducts?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryExportProductsArgs>>
  exportSelectedCustomers?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    Partial<QueryExportSelectedCustomersArgs>
  >
  exportSelectedOrders?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    Partial<QueryExportSelectedOrdersArgs>
  >
  exportUsers?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryExportUsersArgs>>
  globalSearch?: Resolver<
    ResolversTypes['GlobalSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGlobalSearchArgs, 'limit' | 'term'>
  >
  groupById?: Resolver<
    Maybe<ResolversTypes['Group']>,
    ParentType,
    ContextType,
    RequireFields<QueryGroupByIdArgs, 'groupId'>
  >
  inventoryHistory?: Resolver<
    ResolversTypes['InventoryHistory'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryHistoryArgs, 'pageSize' | 'productId' | 'skip'>
  >
  inventoryProducts?: Resolver<
    ResolversTypes['InventoryProductsResult'],
    ParentType,
    ContextType,
    Partial<QueryInventoryProductsArgs>
  >
  inventoryUploadHistory?: Resolver<
    ResolversTypes['InventoryUploadPage'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryUploadHistoryArgs, 'first'>
  >
  inventoryUploadPreview?: Resolver<
    ResolversTypes['UploadPreview'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryUploadPreviewArgs, 'id' | 'largeChangeShare'>
  >
  inventoryUploadReport?: Resolver<
    ResolversTypes['UploadReportPage'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryUploadReportArgs, 'after' | 'first' | 'id'>
  >
  inventoryUploads?: Resolver<
    Array<ResolversTypes['InventoryUpload']>,
    ParentType,
    ContextType,
    RequireFields<QueryInventoryUploadsArgs, 'limit'>
  >
  lowStockProducts?: Resolver<
    ResolversTypes['LowStockResult'],
    ParentType,
    ContextType,
    RequireFields<QueryLowStockProductsArgs, 'pageSize' | 'skip' | 'threshold'>
  >
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>
  myPasskeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>
  mySessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>
  myTwoStep?: Resolver<ResolversTypes['TwoStepStatus'], ParentType, ContextType>
  orderById?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrderByIdArgs, 'orderId'>
  >
  orderCustomers?: Resolver<
    Array<ResolversTypes['User']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrderCustomersArgs, 'limit' | 'term'>
  >
  passwordResetStatus?: Resolver<
    ResolversTypes['PasswordResetStatus'],
    ParentType,
    ContextType,
    RequireFields<QueryPasswordResetStatusArgs, 'token'>
  >
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>
  productById?: Resolver<
    ResolversTypes['ProductResponse'],
    ParentType,
    ContextType,
    RequireFields<QueryProductByIdArgs, 'id'>
  >
  productCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>
  recordHistory?: Resolver<
    ResolversTypes['AuditEventPage'],
    ParentType,
    ContextType,
    RequireFields<QueryRecordHistoryArgs, 'first' | 'recordId' | 'recordType'>
  >
  roleById?: Resolver<
    Maybe<ResolversTypes['Role']>,
    ParentType,
    ContextType,
    RequireFields<QueryRoleByIdArgs, 'roleId'>
  >
  searchOrders?: Resolver<
    ResolversTypes['OrderSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchOrdersArgs, 'search'>
  >
  searchProducts?: Resolver<
    ResolversTypes['ProductSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchProductsArgs, 'search'>
  >
  twoStepPolicy?: Resolver<ResolversTypes['TwoStepPolicy'], ParentType, ContextType>
  userById?: Resolver<
    Maybe<ResolversTypes['User']>,
    ParentType,
    ContextType,
    RequireFields<QueryUserByIdArgs, 'userId'>
  >
  userRolesGroupCounts?: Resolver<ResolversTypes['UserRolesGroupCounts'], ParentType, ContextType>
  userSessions?: Resolver<
    Maybe<Array<ResolversTypes['Session']>>,
    ParentType,
    ContextType,
    RequireFields<QueryUserSessionsArgs, 'userId'>
  >
  userTwoStep?: Resolver<
    Maybe<ResolversTypes['UserTwoStep']>,
    ParentType,
    ContextType,
    RequireFields<QueryUserTwoStepArgs, 'userId'>
  >
  users?: Resolver<ResolversTypes['UserSearchResult'], ParentType, ContextType, Partial<QueryUsersArgs>>
}

export type RecentOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecentOrder'] = ResolversParentTypes['RecentOrder'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  orderTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type RecoveryCodesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecoveryCodes'] = ResolversParentTypes['RecoveryCodes'],
> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
}

export type RevenuePointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RevenuePoint'] = ResolversParentTypes['RevenuePoint'],
> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type RoleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role'],
> = {
  areas?: Resolver<Array<ResolversTypes['RoleAreaLevel']>, ParentType, ContextType>
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  isSystem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type RoleAreaLevelResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RoleAreaLevel'] = ResolversParentTypes['RoleAreaLevel'],
> = {
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type RoleAssignmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RoleAssignment'] = ResolversParentTypes['RoleAssignment'],
> = {
  areas?: Resolver<Array<ResolversTypes['RoleAreaLevel']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  permissionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type SearchFilterResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SearchFilter'] = ResolversParentTypes['SearchFilter'],
> = {
  countsAreLowerBounds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  value?: Resolver<Array<ResolversTypes['FilterValue']>, ParentType, ContextType>
}

export type SecondStepChallengeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SecondStepChallenge'] = ResolversParentTypes['SecondStepChallenge'],
> = {
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  methods?: Resolver<Array<ResolversTypes['SecondStepMethod']>, ParentType, ContextType>
}

export type SessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  browser?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  lastActiveAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  system?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type StatFigureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatFigure'] = ResolversParentTypes['StatFigure'],
> = {
  changePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>
  direction?: Resolver<ResolversTypes['ChangeDirection'], ParentType, ContextType>
  previous?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type SubscriptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription'],
> = {
  inventoryUploadProgress?: SubscriptionResolver<
    ResolversTypes['UploadProgress'],
    'inventoryUploadProgress',
    ParentType,
    ContextType,
    RequireFields<SubscriptionInventoryUploadProgressArgs, 'uploadId'>
  >
  orderChanged?: SubscriptionResolver<
    ResolversTypes['OrderChange'],
    'orderChanged',
    ParentType,
    ContextType,
    Partial<SubscriptionOrderChangedArgs>
  >
  productChanged?: SubscriptionResolver<
    ResolversTypes['ProductChange'],
    'productChanged',
    ParentType,
    ContextType,
    Partial<SubscriptionProductChangedArgs>
  >
}

export type TokenResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TokenResult'] = ResolversParentTypes['TokenResult'],
> = {
  expire?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type TopProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TopProduct'] = ResolversParentTypes['TopProduct'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type TwoStepEnrolmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoStepEnrolment'] = ResolversParentTypes['TwoStepEnrolment'],
> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>
}

export type TwoStepStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoStepStatus'] = ResolversParentTypes['TwoStepStatus'],
> = {
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  enrolledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
  enrolmentOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
}

export type UndoSkippedRowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UndoSkippedRow'] = ResolversParentTypes['UndoSkippedRow'],
> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type UndoUploadResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UndoUploadResult'] = ResolversParentTypes['UndoUploadResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  restoredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  skipped?: Resolver<Array<ResolversTypes['UndoSkippedRow']>, ParentType, ContextType>
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload'
}

export type UploadPreviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UploadPreview'] = ResolversParentTypes['UploadPreview'],
> = {
  changing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  failing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  largeChanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  newProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  outcome?: Resolver<Maybe<ResolversTypes['BulkUploadResult']>, ParentType, ContextType>
  rows?: Resolver<
    Array<ResolversTypes['UploadPreviewRow']>,
    ParentType,
    ContextType,
    RequireFields<UploadPreviewRowsArgs, 'after' | 'first' | 'kind'>
  >
  state?: Resolver<ResolversTypes['InventoryUploadState'], ParentType, ContextType>
  totalRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  unitsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  unitsRemoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  valueAtCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>
}

export type UploadPreviewRowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UploadPreviewRow'] = ResolversParentTypes['UploadPreviewRow'],
> = {
  after?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  before?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  large?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
}

export type UploadProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UploadProgress'] = ResolversParentTypes['UploadProgress'],
> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  processedBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  totalBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  totalRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
}

export type UploadReportPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UploadReportPage'] = ResolversParentTypes['UploadReportPage'],
> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  next?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>
}

export type UserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
  directRoles?: Resolver<Array<ResolversTypes['DirectRoleAssignment']>, ParentType, ContextType>
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  groups?: Resolver<Array<ResolversTypes['UserGroupMembership']>, ParentType, ContextType>
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  roles?: Resolver<Array<ResolversTypes['RoleAssignment']>, ParentType, ContextType>
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
}

export type UserGroupMembershipResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserGroupMembership'] = ResolversParentTypes['UserGroupMembership'],
> = {
  groupDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>
}

export type UserRolesGroupCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserRolesGroupCounts'] = ResolversParentTypes['UserRolesGroupCounts'],
> = {
  groupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  rolesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>
}

export type UserSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserSearchResult'] = ResolversParentTypes['UserSearchResult'],
> = {
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>
}

export type UserTwoStepResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserTwoStep'] = ResolversParentTypes['UserTwoStep'],
> = {
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>
  enrolledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>
}

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>
  ArchivedProductsResult?: ArchivedProductsResultResolvers<ContextType>
  AuditChainCheck?: AuditChainCheckResolvers<ContextType>
  AuditEvent?: AuditEventResolvers<ContextType>
  AuditEventPage?: AuditEventPageResolvers<ContextType>
  AuditFieldChange?: AuditFieldChangeResolvers<ContextType>
  BulkActivationResult?: BulkActivationResultResolvers<ContextType>
  BulkCustomerActivationResult?: BulkCustomerActivationResultResolvers<ContextType>
  BulkDeleteResult?: BulkDeleteResultResolvers<ContextType>
  BulkOrderStatusResult?: BulkOrderStatusResultResolvers<ContextType>
  BulkRestoreResult?: BulkRestoreResultResolvers<ContextType>
  BulkUpdateResult?: BulkUpdateResultResolvers<ContextType>
  BulkUploadItemResult?: BulkUploadItemResultResolvers<ContextType>
  BulkUploadResult?: BulkUploadResultResolvers<ContextType>
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>
  Customer?: CustomerResolvers<ContextType>
  CustomerNote?: CustomerNoteResolvers<ContextType>
  CustomerRecentAddress?: CustomerRecentAddressResolvers<ContextType>
  CustomerSearchResult?: CustomerSearchResultResolvers<ContextType>
  Dashboard?: DashboardResolvers<ContextType>
  DateTime?: GraphQLScalarType
  DeleteResult?: DeleteResultResolvers<ContextType>
  Dimensions?: DimensionsResolvers<ContextType>
  DirectRoleAssignment?: DirectRoleAssignmentResolvers<ContextType>
  FilterValue?: FilterValueResolvers<ContextType>
  GlobalSearchResult?: GlobalSearchResultResolvers<ContextType>
  Group?: GroupResolvers<ContextType>
  GroupRoleAssignment?: GroupRoleAssignmentResolvers<ContextType>
  InventoryAdjustment?: InventoryAdjustmentResolvers<ContextType>
  InventoryAdjustmentResult?: InventoryAdjustmentResultResolvers<ContextType>
  InventoryHistory?: InventoryHistoryResolvers<ContextType>
  InventoryProductsResult?: InventoryProductsResultResolvers<ContextType>
  InventoryUpload?: InventoryUploadResolvers<ContextType>
  InventoryUploadPage?: InventoryUploadPageResolvers<ContextType>
  LoginResult?: LoginResultResolvers<ContextType>
  LowStockResult?: LowStockResultResolvers<ContextType>
  Mutation?: MutationResolvers<ContextType>
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>
  Order?: OrderResolvers<ContextType>
  OrderChange?: OrderChangeResolvers<ContextType>
  OrderEvent?: OrderEventResolvers<ContextType>
  OrderEventPage?: OrderEventPageResolvers<ContextType>
  OrderNote?: OrderNoteResolvers<ContextType>
  OrderProduct?: OrderProductResolvers<ContextType>
  OrderSearchResult?: OrderSearchResultResolvers<ContextType>
  OrderStatusRefusal?: OrderStatusRefusalResolvers<ContextType>
  Pagination?: PaginationResolvers<ContextType>
  Passkey?: PasskeyResolvers<ContextType>
  PasskeyRegistration?: PasskeyRegistrationResolvers<ContextType>
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>
  PasswordResetStatus?: PasswordResetStatusResolvers<ContextType>
  Payment?: PaymentResolvers<ContextType>
  Product?: ProductResolvers<ContextType>
  ProductCategory?: ProductCategoryResolvers<ContextType>
  ProductChange?: ProductChangeResolvers<ContextType>
  ProductImage?: ProductImageResolvers<ContextType>
  ProductResponse?: ProductResponseResolvers<ContextType>
  ProductSearchResult?: ProductSearchResultResolvers<ContextType>
  Query?: QueryResolvers<ContextType>
  RecentOrder?: RecentOrderResolvers<ContextType>
  RecoveryCodes?: RecoveryCodesResolvers<ContextType>
  RevenuePoint?: RevenuePointResolvers<ContextType>
  Role?: RoleResolvers<ContextType>
  RoleAreaLevel?: RoleAreaLevelResolvers<ContextType>
  RoleAssignment?: RoleAssignmentResolvers<ContextType>
  SearchFilter?: SearchFilterResolvers<ContextType>
  SecondStepChallenge?: SecondStepChallengeResolvers<ContextType>
  Session?: SessionResolvers<ContextType>
  StatFigure?: StatFigureResolvers<ContextType>
  Subscription?: SubscriptionResolvers<ContextType>
  TokenResult?: TokenResultResolvers<ContextType>
  TopProduct?: TopProductResolvers<ContextType>
  TwoStepEnrolment?: TwoStepEnrolmentResolvers<ContextType>
  TwoStepStatus?: TwoStepStatusResolvers<ContextType>
  UndoSkippedRow?: UndoSkippedRowResolvers<ContextType>
  UndoUploadResult?: UndoUploadResultResolvers<ContextType>
  Upload?: GraphQLScalarType
  UploadPreview?: UploadPreviewResolvers<ContextType>
  UploadPreviewRow?: UploadPreviewRowResolvers<ContextType>
  UploadProgress?: UploadProgressResolvers<ContextType>
  UploadReportPage?: UploadReportPageResolvers<ContextType>
  User?: UserResolvers<ContextType>
  UserGroupMembership?: UserGroupMembershipResolvers<ContextType>
  UserRolesGroupCounts?: UserRolesGroupCountsResolvers<ContextType>
  UserSearchResult?: UserSearchResultResolvers<ContextType>
  UserTwoStep?: UserTwoStepResolvers<ContextType>
}

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  area?: AreaDirectiveResolver<any, any, ContextType>
}
