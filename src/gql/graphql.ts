/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] }
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never }
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
export type AddressInput = {
  address1?: string | null | undefined
  address2?: string | null | undefined
  city?: string | null | undefined
  fullName?: string | null | undefined
  phone?: string | null | undefined
  state?: string | null | undefined
  zip?: string | null | undefined
}

export type AuditEventFilterInput = {
  /** An action, or the start of one: 'product.' matches every product change. */
  action?: string | null | undefined
  /** Events by this person (a user id). */
  actorId?: string | number | null | undefined
  /** products, orders, inventory, customers, user_management, settings, auth, or none for all. */
  area?: string | null | undefined
  /** From this moment (inclusive). */
  from?: string | null | undefined
  /** Events by people whose name at the time contains this (any case). */
  person?: string | null | undefined
  recordId?: string | number | null | undefined
  recordType?: AuditRecordType | null | undefined
  /** Free text, any case: the record's label, the action, the person's name. */
  search?: string | null | undefined
  /** Up to this moment (exclusive). */
  to?: string | null | undefined
}

/** What an audit event is about. */
export type AuditRecordType = 'CATEGORY' | 'GROUP' | 'ORDER' | 'PRODUCT' | 'ROLE' | 'USER'

/**
 * The products to change, by ids or every product a search matches but the excepted ones (exactly one of the two),
 * and what to set on them.
 */
export type BulkProductUpdateInput = {
  categories?: Array<string> | null | undefined
  ids?: Array<string | number> | null | undefined
  matching?: ProductMatchingInput | null | undefined
  price?: number | null | undefined
  status?: ProductStatus | null | undefined
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
  currentPassword: string
  newPassword: string
}

export type CreateGroupInput = {
  description?: string | null | undefined
  name: string
  roles: Array<GroupRoleInput>
}

export type CreateRoleInput = {
  /** Areas the role grants; none when absent. Each level must be one the caller holds in that area. */
  areas?: Array<RoleAreaLevelInput> | null | undefined
  description?: string | null | undefined
  name: string
}

export type CustomerFilterInput = {
  active?: boolean | null | undefined
  /** A nextCursor: the page after that one (keyset paging, skip then not applied). */
  after?: string | null | undefined
  hasOrders?: boolean | null | undefined
  /** Last order on or after / on or before these UTC days (2026-11-01). */
  lastOrderFrom?: string | null | undefined
  lastOrderTo?: string | null | undefined
  pageSize?: number | null | undefined
  /** Matches the full name, email or phone number (its digits, whatever the spacing), ignoring case. */
  search?: string | null | undefined
  skip?: number | null | undefined
  sortBy?: CustomerSortField | null | undefined
  sortOrder?: SortOrder | null | undefined
  spentMax?: number | null | undefined
  /** Total spent at least / at most. */
  spentMin?: number | null | undefined
}

export type CustomerInput = {
  /** Unique among all accounts (any case). */
  email: string
  firstName: string
  lastName: string
  /** Optional: digits, spaces, hyphens, parentheses and a leading plus. */
  phoneNumber?: string | null | undefined
}

export type CustomerMatchingInput = {
  exceptIds?: Array<string | number>
  filter: CustomerFilterInput
}

export type CustomerNoteInput = {
  /** At most 2,000 characters; not blank. */
  body: string
}

export type CustomerSortField = 'EMAIL' | 'LAST_ORDER' | 'NAME' | 'ORDERS' | 'PHONE' | 'SINCE' | 'SPENT'

export type DeleteGroupInput = {
  id: string | number
}

export type DeleteRoleInput = {
  id: string | number
}

export type DeliveryMethod = 'DELIVERY' | 'LOCAL_DELIVERY' | 'PICKUP'

export type DimensionsInput = {
  height?: number | null | undefined
  length?: number | null | undefined
  width?: number | null | undefined
}

export type DisableTwoStepInput = {
  code: string
  password: string
}

export type EditGroupInput = {
  description?: string | null | undefined
  id: string | number
  name: string
  roles: Array<GroupRoleInput>
  version: number
}

export type FinishPasskeyRegistrationInput = {
  name: string
  /** The browser's RegistrationResponseJSON, as a JSON string. */
  response: string
  ticket: string
}

export type GroupRoleInput = {
  permissionLevel: number
  roleId: string | number
}

export type InventoryAdjustmentInput = {
  /** Units to add (positive) or remove (negative). */
  adjustment: number
  productId: string | number
  reason: string
}

export type InventoryFilterInput = {
  /** Only products whose stock is at or below the threshold. */
  lowStockOnly?: boolean | null | undefined
  pageSize?: number | null | undefined
  /** Matches name or SKU, ignoring case. */
  search?: string | null | undefined
  skip?: number | null | undefined
  sortBy?: InventorySortField | null | undefined
  sortOrder?: SortOrder | null | undefined
  threshold?: number | null | undefined
}

export type InventorySortField = 'NAME' | 'STOCK'

export type InventoryUpdateInput = {
  productId: string | number
  quantity: number
}

/** RUNNING while read or applied; INTERRUPTED when its server process died before it finished (a file upload applied nothing; a preview's apply kept the batches it committed, which its report lists); PREVIEWED while a preview can be applied, DISCARDED or EXPIRED (after an hour) when it was not; CANCELLED when its apply was cancelled (the rows of the batches committed are applied, the others not); UNDONE once undoInventoryUpload restored it. */
export type InventoryUploadState =
  'APPLIED' | 'CANCELLED' | 'DISCARDED' | 'EXPIRED' | 'FAILED' | 'INTERRUPTED' | 'PREVIEWED' | 'RUNNING' | 'UNDONE'

export type LoginInput = {
  email: string
  password: string
}

export type NotificationPreferencesInput = {
  email?: boolean | null | undefined
  marketing?: boolean | null | undefined
  newsletter?: boolean | null | undefined
  orderUpdates?: boolean | null | undefined
  promotions?: boolean | null | undefined
  push?: boolean | null | undefined
  security?: boolean | null | undefined
  sms?: boolean | null | undefined
}

export type OrderAddressInput = {
  billingAddress?: AddressInput | null | undefined
  deliveryMethod?: DeliveryMethod | null | undefined
  shippingAddress?: AddressInput | null | undefined
}

export type OrderCreateInput = {
  billingAddress?: AddressInput | null | undefined
  customerId: string | number
  deliveryMethod: DeliveryMethod
  paymentMethod: PaymentMethod
  products: Array<OrderProductInput>
  /** Required unless the order is picked up. */
  shippingAddress?: AddressInput | null | undefined
  /** Default 0. */
  shippingAmount?: number | null | undefined
  shippingNotes?: string | null | undefined
  /** Percent; default 6.625. */
  taxRate?: number | null | undefined
  /** The total the client computed; refused when it differs from the server's. */
  totalAmount?: number | null | undefined
}

/** Every order a search matches except the listed ones: what "Select all N matching" means to a bulk action on orders. */
export type OrderMatchingInput = {
  exceptIds?: Array<string | number>
  filter: SearchInput
}

export type OrderNoteInput = {
  /** At most 2,000 characters; not blank. */
  body: string
}

export type OrderPaymentInput = {
  paymentMethod: PaymentMethod
}

export type OrderProductInput = {
  /** The product's id. */
  id: string | number
  quantity: number
}

export type OrderStatus =
  'CANCELLED' | 'DELIVERED' | 'PENDING' | 'PICKED_UP' | 'PROCESSING' | 'READY_FOR_PICKUP' | 'RETURNED' | 'SHIPPED'

export type OrderUpdateInput = {
  address?: OrderAddressInput | null | undefined
  carrier?: string | null | undefined
  payment?: OrderPaymentInput | null | undefined
  products?: Array<OrderProductInput> | null | undefined
  shippingAmount?: number | null | undefined
  shippingNotes?: string | null | undefined
  tax?: number | null | undefined
  taxRate?: number | null | undefined
  totalAmount?: number | null | undefined
  trackingNumber?: string | null | undefined
  /** The version the client loaded. */
  version: number
}

export type PasskeySignInInput = {
  /** The browser's AuthenticationResponseJSON, as a JSON string. */
  response: string
  ticket: string
}

/** Why a password-reset link cannot be used. */
export type PasswordResetProblem =
  /** The link is older than its lifetime. */
  | 'EXPIRED'
  /** No link has this token. */
  | 'INVALID'
  /** The link set a password already, or a newer link replaced it. */
  | 'USED'

export type PaymentMethod = 'CASH' | 'CREDIT_CARD'

export type ProductCategoryInput = {
  description?: string | null | undefined
  isActive?: boolean | null | undefined
  name: string
}

export type ProductInput = {
  account?: string | null | undefined
  accumulatedDepreciation?: number | null | undefined
  assetAccount?: string | null | undefined
  /** Category names. */
  categories?: Array<string> | null | undefined
  cogsAccount?: string | null | undefined
  cost?: number | null | undefined
  description?: string | null | undefined
  dimensions?: DimensionsInput | null | undefined
  isActive?: boolean | null | undefined
  itemId?: string | null | undefined
  name: string
  price: number
  quantity?: number | null | undefined
  sku: string
  status?: ProductStatus | null | undefined
  weight?: number | null | undefined
}

/**
 * Every row a list's filter matches except the listed ones: what "Select all N matching" means to a bulk action.
 * Paging and sort in the filter are ignored.
 */
export type ProductMatchingInput = {
  exceptIds?: Array<string | number>
  filter: SearchInput
}

export type ProductStatus = 'ACTIVE' | 'DISCONTINUED' | 'INACTIVE' | 'OUT_OF_STOCK'

export type ProductUpdateInput = {
  account?: string | null | undefined
  accumulatedDepreciation?: number | null | undefined
  assetAccount?: string | null | undefined
  categories?: Array<string> | null | undefined
  cogsAccount?: string | null | undefined
  cost?: number | null | undefined
  description?: string | null | undefined
  dimensions?: DimensionsInput | null | undefined
  isActive?: boolean | null | undefined
  itemId?: string | null | undefined
  name?: string | null | undefined
  price?: number | null | undefined
  quantity?: number | null | undefined
  sku?: string | null | undefined
  status?: ProductStatus | null | undefined
  /** The version the edit loaded; when someone else saved in between, the update is refused with CONFLICT. */
  version?: number | null | undefined
  weight?: number | null | undefined
}

export type RefreshInput = {
  refreshToken: string
  /** The expired access token, if the client still has it. */
  token?: string | null | undefined
}

export type RegisterInput = {
  email: string
  firstName: string
  /** Groups the new user joins. Only groups whose roles the caller may grant. */
  groupIds?: Array<string | number> | null | undefined
  lastName: string
  password: string
  /** Roles the new user holds directly, each at its level (customer and employee at 20). Without employee (or admin, dev) the account cannot sign in to the admin portal. Only roles the caller may grant. */
  roles?: Array<GroupRoleInput> | null | undefined
}

export type ResetPasswordInput = {
  newPassword: string
  token: string
}

export type RoleAreaLevelInput = {
  area: string
  level: number
}

export type SearchInput = {
  parameters: Array<SearchParameter>
}

export type SearchParameter = {
  key: string
  value: Array<string>
}

export type SecondStepInput = {
  challenge: string
  /** Six digits from the authenticator app, or a recovery code. */
  code: string
}

export type SecondStepMethod =
  /** A passkey (startPasskeySignIn with the challenge, then completePasskeySignIn). */
  | 'PASSKEY'
  /** A code from the authenticator app, or a recovery code (completeSignIn). */
  | 'TOTP'

export type SortOrder = 'ASC' | 'DESC'

/** Who must sign in with a second step. */
export type TwoStepPolicy = 'DELETE_HOLDERS' | 'EVERYONE' | 'NOBODY'

export type UpdateRoleInput = {
  /** Absent: the role keeps its areas. Built-in roles' areas cannot change. */
  areas?: Array<RoleAreaLevelInput> | null | undefined
  description?: string | null | undefined
  id: string | number
  name: string
}

export type UpdateUserInput = {
  /** The user's current password: needed when one's own email changes. */
  currentPassword?: string | null | undefined
  /** Left out, the email stays as it is. Only the user's own profile may change its email. */
  email?: string | null | undefined
  firstName: string
  lastName: string
  phoneNumber?: string | null | undefined
  userId?: string | number | null | undefined
}

export type UploadPreviewRowKind = 'ALL' | 'CHANGE' | 'FAILED' | 'LARGE' | 'NEW' | 'UNCHANGED'

export type UserFilterInput = {
  groups?: Array<string> | null | undefined
  limit?: number | null | undefined
  offset?: number | null | undefined
  /** Users holding any of these levels (View, Create, Edit, Delete) in some area, as User.permissions lists them. */
  permissions?: Array<string> | null | undefined
  roles?: Array<string> | null | undefined
  /** Matches first, last and full name and email, ignoring case. */
  search?: string | null | undefined
  sortBy?: UserSortField | null | undefined
  sortOrder?: SortOrder | null | undefined
  status?: Array<UserStatus> | null | undefined
}

export type UserGroupInput = {
  groupId: string | number
  userId: string | number
}

export type UserMatchingInput = {
  exceptIds?: Array<string | number>
  filter: UserFilterInput
}

export type UserRoleInput = {
  permissionLevel: number
  roleId: string | number
  userId: string | number
}

export type UserRoleRemovalInput = {
  roleId: string | number
  userId: string | number
}

export type UserSortField = 'CREATED_AT' | 'EMAIL' | 'FIRST_NAME' | 'LAST_NAME'

export type UserStatus = 'ACTIVE' | 'INACTIVE'

export type AuditEventFieldsFragment = {
  id: string
  at: string
  actorId: string | null
  actorName: string | null
  address: string | null
  userAgent: string | null
  requestId: string | null
  action: string
  area: string | null
  recordType: AuditRecordType | null
  recordId: string | null
  recordLabel: string | null
  summary: string | null
  changes: Array<{ field: string; before: string | null; after: string | null; secret: boolean }>
}

export type AuditEventsQueryVariables = Exact<{
  filter?: AuditEventFilterInput | null | undefined
  after?: string | null | undefined
  first?: number | null | undefined
}>

export type AuditEventsQuery = {
  auditEvents: {
    nextCursor: string | null
    events: Array<{
      id: string
      at: string
      actorId: string | null
      actorName: string | null
      address: string | null
      userAgent: string | null
      requestId: string | null
      action: string
      area: string | null
      recordType: AuditRecordType | null
      recordId: string | null
      recordLabel: string | null
      summary: string | null
      changes: Array<{ field: string; before: string | null; after: string | null; secret: boolean }>
    }>
  }
}

export type RecordHistoryQueryVariables = Exact<{
  recordType: AuditRecordType
  recordId: string | number
  after?: string | null | undefined
  first?: number | null | undefined
}>

export type RecordHistoryQuery = {
  recordHistory: {
    nextCursor: string | null
    events: Array<{
      id: string
      at: string
      actorId: string | null
      actorName: string | null
      address: string | null
      userAgent: string | null
      requestId: string | null
      action: string
      area: string | null
      recordType: AuditRecordType | null
      recordId: string | null
      recordLabel: string | null
      summary: string | null
      changes: Array<{ field: string; before: string | null; after: string | null; secret: boolean }>
    }>
  }
}

export type ExportAuditEventsQueryVariables = Exact<{
  filter?: AuditEventFilterInput | null | undefined
}>

export type ExportAuditEventsQuery = { exportAuditEvents: string }

export type AuditChainQueryVariables = Exact<{ [key: string]: never }>

export type AuditChainQuery = {
  auditChain: { checked: number; unsealed: number; brokenEventId: string | null; brokenReason: string | null }
}

export type LoginMutationVariables = Exact<{
  token: LoginInput
}>

export type LoginMutation = {
  login: {
    token: string | null
    refreshToken: string | null
    expire: string | null
    twoStepEnrolmentRequired: boolean
    firstName: string
    lastName: string
    fullName: string
    secondStep: { challenge: string; expiresAt: string; methods: Array<SecondStepMethod> } | null
    roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
  }
}

export type GetMeQueryVariables = Exact<{ [key: string]: never }>

export type GetMeQuery = {
  me: {
    firstName: string
    lastName: string
    fullName: string
    email: string
    phoneNumber: string | null
    roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
  }
}

export type RefreshTokenMutationVariables = Exact<{
  refresh: RefreshInput
}>

export type RefreshTokenMutation = {
  refreshToken: { token: string; refreshToken: string; expire: string; expiresAt: string }
}

export type LogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined
}>

export type LogoutMutation = { logout: boolean }

export type PasswordResetStatusQueryVariables = Exact<{
  token: string
}>

export type PasswordResetStatusQuery = { passwordResetStatus: { valid: boolean; reason: PasswordResetProblem | null } }

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput
}>

export type ResetPasswordMutation = { resetPassword: boolean }

export type CustomerListItemFragment = {
  id: string
  fullName: string
  email: string
  phoneNumber: string | null
  active: boolean
  createdAt: string
  orderCount: number
  totalSpent: number
  lastOrderAt: string | null
}

export type CustomerDetailFragment = {
  firstName: string
  lastName: string
  version: number
  averageOrder: number | null
  firstOrderAt: string | null
  id: string
  fullName: string
  email: string
  phoneNumber: string | null
  active: boolean
  createdAt: string
  orderCount: number
  totalSpent: number
  lastOrderAt: string | null
  addresses: Array<{
    id: string
    fullName: string
    phone: string | null
    address1: string
    address2: string | null
    city: string
    state: string
    zip: string
  }>
  notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
}

export type GetCustomersQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined
}>

export type GetCustomersQuery = {
  customers: {
    nextCursor: string | null
    customers: Array<{
      id: string
      fullName: string
      email: string
      phoneNumber: string | null
      active: boolean
      createdAt: string
      orderCount: number
      totalSpent: number
      lastOrderAt: string | null
    }>
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

export type ExportCustomersQueryVariables = Exact<{
  filter?: CustomerFilterInput | null | undefined
}>

export type ExportCustomersQuery = { exportCustomers: string }

export type ExportSelectedCustomersQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: CustomerMatchingInput | null | undefined
}>

export type ExportSelectedCustomersQuery = { exportSelectedCustomers: string }

export type GetCustomerQueryVariables = Exact<{
  id: string | number
}>

export type GetCustomerQuery = {
  customer: {
    firstName: string
    lastName: string
    version: number
    averageOrder: number | null
    firstOrderAt: string | null
    id: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    orderCount: number
    totalSpent: number
    lastOrderAt: string | null
    addresses: Array<{
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    }>
    notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
  } | null
}

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput
}>

export type CreateCustomerMutation = {
  createCustomer: {
    firstName: string
    lastName: string
    version: number
    averageOrder: number | null
    firstOrderAt: string | null
    id: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    orderCount: number
    totalSpent: number
    lastOrderAt: string | null
    addresses: Array<{
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    }>
    notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
  }
}

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number
  version: number
  input: CustomerInput
}>

export type UpdateCustomerMutation = {
  updateCustomer: {
    firstName: string
    lastName: string
    version: number
    averageOrder: number | null
    firstOrderAt: string | null
    id: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    orderCount: number
    totalSpent: number
    lastOrderAt: string | null
    addresses: Array<{
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    }>
    notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
  }
}

export type AddCustomerNoteMutationVariables = Exact<{
  customerId: string | number
  note: CustomerNoteInput
}>

export type AddCustomerNoteMutation = {
  addCustomerNote: { id: string; body: string; authorName: string; createdAt: string }
}

export type SetCustomerActiveMutationVariables = Exact<{
  id: string | number
  version: number
  active: boolean
}>

export type SetCustomerActiveMutation = {
  setCustomerActive: {
    firstName: string
    lastName: string
    version: number
    averageOrder: number | null
    firstOrderAt: string | null
    id: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    orderCount: number
    totalSpent: number
    lastOrderAt: string | null
    addresses: Array<{
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    }>
    notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
  }
}

export type SetCustomersActiveMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: CustomerMatchingInput | null | undefined
  active: boolean
}>

export type SetCustomersActiveMutation = { setCustomersActive: { message: string; updatedCount: number } }

export type GetCustomerDataQueryVariables = Exact<{
  id: string | number
}>

export type GetCustomerDataQuery = { customerData: string }

export type EraseCustomerMutationVariables = Exact<{
  id: string | number
  version: number
}>

export type EraseCustomerMutation = {
  eraseCustomer: {
    firstName: string
    lastName: string
    version: number
    averageOrder: number | null
    firstOrderAt: string | null
    id: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    orderCount: number
    totalSpent: number
    lastOrderAt: string | null
    addresses: Array<{
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    }>
    notes: Array<{ id: string; body: string; authorName: string; createdAt: string }>
  }
}

export type StatFigurePartsFragment = {
  value: number
  previous: number
  changePercent: number | null
  direction: ChangeDirection
}

export type RevenuePointPartsFragment = { date: string; revenue: number; orders: number }

export type GetDashboardQueryVariables = Exact<{
  days?: number | null | undefined
}>

export type GetDashboardQuery = {
  dashboard: {
    days: number
    periodStart: string
    periodEnd: string
    previousStart: string
    previousEnd: string
    ordersSince: string | null
    totalRevenue: { value: number; previous: number; changePercent: number | null; direction: ChangeDirection }
    totalOrders: { value: number; previous: number; changePercent: number | null; direction: ChangeDirection }
    totalCustomers: { value: number; previous: number; changePercent: number | null; direction: ChangeDirection }
    totalProducts: { value: number; previous: number; changePercent: number | null; direction: ChangeDirection }
    recentOrders: Array<{ id: string; status: OrderStatus; orderTime: string; itemCount: number; totalAmount: number }>
    topProducts: Array<{ productId: string; name: string; sku: string | null; unitsSold: number; revenue: number }>
    revenueByDay: Array<{ date: string; revenue: number; orders: number }>
    previousRevenueByDay: Array<{ date: string; revenue: number; orders: number }>
  }
}

export type GroupDetailFragment = {
  id: string
  name: string
  description: string | null
  createdAt: string
  updatedAt: string
  userCount: number
  version: number
  roles: Array<{
    roleId: string
    roleName: string
    permissionName: string
    permissionLevel: number
    assignedAt: string
  }>
}

export type GetAllGroupsQueryVariables = Exact<{ [key: string]: never }>

export type GetAllGroupsQuery = {
  allGroups: Array<{
    id: string
    name: string
    description: string | null
    createdAt: string
    updatedAt: string
    userCount: number
    version: number
    roles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
  }>
}

export type GetGroupByIdQueryVariables = Exact<{
  groupId: string | number
}>

export type GetGroupByIdQuery = {
  groupById: {
    changeRefusal: string | null
    id: string
    name: string
    description: string | null
    createdAt: string
    updatedAt: string
    userCount: number
    version: number
    roles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
  } | null
}

export type CreateGroupMutationVariables = Exact<{
  request: CreateGroupInput
}>

export type CreateGroupMutation = {
  createGroup: {
    id: string
    name: string
    description: string | null
    createdAt: string
    updatedAt: string
    userCount: number
    version: number
    roles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
  }
}

export type EditGroupMutationVariables = Exact<{
  request: EditGroupInput
}>

export type EditGroupMutation = {
  editGroup: {
    id: string
    name: string
    description: string | null
    createdAt: string
    updatedAt: string
    userCount: number
    version: number
    roles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
  }
}

export type DeleteGroupMutationVariables = Exact<{
  request: DeleteGroupInput
}>

export type DeleteGroupMutation = { deleteGroup: boolean }

export type GroupMemberFragment = {
  id: string
  fullName: string
  email: string
  active: boolean
  roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
  groups: Array<{ groupId: string }>
}

export type GetGroupMembersQueryVariables = Exact<{
  filter?: UserFilterInput | null | undefined
}>

export type GetGroupMembersQuery = {
  users: {
    users: Array<{
      id: string
      fullName: string
      email: string
      active: boolean
      roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
      groups: Array<{ groupId: string }>
    }>
    pagination: { pageSize: number; skip: number; totalCount: number; totalCountIsLowerBound: boolean }
  }
}

export type UploadOutcomeFragment = {
  success: boolean
  message: string
  totalProcessed: number
  successCount: number
  failureCount: number
  cancelled: boolean
  notApplied: number
  results: Array<{ success: boolean; row: number; sku: string | null; productId: string | null; message: string }>
}

export type BulkInsertInventoryMutationVariables = Exact<{
  file: File
  uploadId?: string | number | null | undefined
}>

export type BulkInsertInventoryMutation = {
  bulkInsertInventory: {
    success: boolean
    message: string
    totalProcessed: number
    successCount: number
    failureCount: number
    cancelled: boolean
    notApplied: number
    results: Array<{ success: boolean; row: number; sku: string | null; productId: string | null; message: string }>
  }
}

export type InventoryUploadProgressSubscriptionVariables = Exact<{
  uploadId: string | number
}>

export type InventoryUploadProgressSubscription = {
  inventoryUploadProgress: {
    uploadId: string
    stage: string
    percent: number
    processedRows: number
    totalRows: number | null
    done: boolean
  }
}

export type InventoryUploadEntryFragment = {
  id: string
  fileName: string
  sizeBytes: number
  state: InventoryUploadState
  totalRows: number | null
  successCount: number | null
  failureCount: number | null
  notApplied: number
  message: string | null
  uploadedBy: string | null
  startedAt: string
  finishedAt: string | null
  hasReport: boolean
  canUndo: boolean
  undoneAt: string | null
  undoneBy: string | null
}

export type InventoryUploadsQueryVariables = Exact<{
  limit?: number | null | undefined
}>

export type InventoryUploadsQuery = {
  inventoryUploads: Array<{
    id: string
    fileName: string
    sizeBytes: number
    state: InventoryUploadState
    totalRows: number | null
    successCount: number | null
    failureCount: number | null
    notApplied: number
    message: string | null
    uploadedBy: string | null
    startedAt: string
    finishedAt: string | null
    hasReport: boolean
    canUndo: boolean
    undoneAt: string | null
    undoneBy: string | null
  }>
}

export type InventoryUploadHistoryQueryVariables = Exact<{
  after?: string | number | null | undefined
  first?: number | null | undefined
}>

export type InventoryUploadHistoryQuery = {
  inventoryUploadHistory: {
    next: string | null
    uploads: Array<{
      id: string
      fileName: string
      sizeBytes: number
      state: InventoryUploadState
      totalRows: number | null
      successCount: number | null
      failureCount: number | null
      notApplied: number
      message: string | null
      uploadedBy: string | null
      startedAt: string
      finishedAt: string | null
      hasReport: boolean
      canUndo: boolean
      undoneAt: string | null
      undoneBy: string | null
    }>
  }
}

export type InventoryUploadReportQueryVariables = Exact<{
  id: string | number
  after?: number | null | undefined
}>

export type InventoryUploadReportQuery = { inventoryUploadReport: { csv: string; next: number | null } }

export type UndoInventoryUploadMutationVariables = Exact<{
  id: string | number
}>

export type UndoInventoryUploadMutation = {
  undoInventoryUpload: {
    uploadId: string
    restoredCount: number
    skippedCount: number
    message: string
    skipped: Array<{ row: number; sku: string | null; reason: string }>
  }
}

export type UploadPreviewFiguresFragment = {
  id: string
  fileName: string
  state: InventoryUploadState
  totalRows: number | null
  expiresAt: string
  changing: number
  unchanged: number
  newProducts: number
  failing: number
  largeChanges: number
  unitsAdded: number
  unitsRemoved: number
  valueAtCost: number
}

export type UploadPreviewLineFragment = {
  row: number
  sku: string | null
  productId: string | null
  name: string | null
  before: number | null
  after: number | null
  created: boolean
  large: boolean
  failure: string | null
}

export type PreviewInventoryUploadMutationVariables = Exact<{
  file: File
  uploadId?: string | number | null | undefined
}>

export type PreviewInventoryUploadMutation = {
  previewInventoryUpload: {
    id: string
    fileName: string
    state: InventoryUploadState
    totalRows: number | null
    expiresAt: string
    changing: number
    unchanged: number
    newProducts: number
    failing: number
    largeChanges: number
    unitsAdded: number
    unitsRemoved: number
    valueAtCost: number
    outcome: {
      success: boolean
      message: string
      totalProcessed: number
      successCount: number
      failureCount: number
      cancelled: boolean
      notApplied: number
      results: Array<{ success: boolean; row: number; sku: string | null; productId: string | null; message: string }>
    } | null
  }
}

export type InventoryUploadPreviewQueryVariables = Exact<{
  id: string | number
  kind?: UploadPreviewRowKind | null | undefined
  after?: number | null | undefined
}>

export type InventoryUploadPreviewQuery = {
  inventoryUploadPreview: {
    id: string
    fileName: string
    state: InventoryUploadState
    totalRows: number | null
    expiresAt: string
    changing: number
    unchanged: number
    newProducts: number
    failing: number
    largeChanges: number
    unitsAdded: number
    unitsRemoved: number
    valueAtCost: number
    rows: Array<{
      row: number
      sku: string | null
      productId: string | null
      name: string | null
      before: number | null
      after: number | null
      created: boolean
      large: boolean
      failure: string | null
    }>
  }
}

export type ApplyInventoryUploadMutationVariables = Exact<{
  id: string | number
  uploadId?: string | number | null | undefined
}>

export type ApplyInventoryUploadMutation = {
  applyInventoryUpload: {
    success: boolean
    message: string
    totalProcessed: number
    successCount: number
    failureCount: number
    cancelled: boolean
    notApplied: number
    results: Array<{ success: boolean; row: number; sku: string | null; productId: string | null; message: string }>
  }
}

export type DiscardInventoryUploadMutationVariables = Exact<{
  id: string | number
}>

export type DiscardInventoryUploadMutation = { discardInventoryUpload: string }

export type CancelInventoryUploadMutationVariables = Exact<{
  id: string | number
}>

export type CancelInventoryUploadMutation = { cancelInventoryUpload: string }

export type StockProductFragment = {
  id: string
  name: string
  sku: string
  quantity: number
  status: ProductStatus
  image: string | null
  updatedAt: string
}

export type InventoryPagingFragment = {
  totalCount: number
  totalCountIsLowerBound: boolean
  skip: number
  pageSize: number
}

export type InventoryAdjustmentEntryFragment = {
  id: string
  adjustment: number
  quantityAfter: number
  reason: string
  createdAt: string
  createdBy: string | null
}

export type InventoryProductsQueryVariables = Exact<{
  filter?: InventoryFilterInput | null | undefined
}>

export type InventoryProductsQuery = {
  inventoryProducts: {
    threshold: number
    lowStockCount: number
    lowStockCountIsLowerBound: boolean
    products: Array<{
      id: string
      name: string
      sku: string
      quantity: number
      status: ProductStatus
      image: string | null
      updatedAt: string
    }>
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

export type LowStockProductsQueryVariables = Exact<{
  threshold?: number | null | undefined
  skip?: number | null | undefined
  pageSize?: number | null | undefined
}>

export type LowStockProductsQuery = {
  lowStockProducts: {
    threshold: number
    products: Array<{
      id: string
      name: string
      sku: string
      quantity: number
      status: ProductStatus
      image: string | null
      updatedAt: string
    }>
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

export type InventoryHistoryQueryVariables = Exact<{
  productId: string | number
  skip?: number | null | undefined
  pageSize?: number | null | undefined
}>

export type InventoryHistoryQuery = {
  inventoryHistory: {
    productId: string
    history: Array<{
      id: string
      adjustment: number
      quantityAfter: number
      reason: string
      createdAt: string
      createdBy: string | null
    }>
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

export type AdjustInventoryMutationVariables = Exact<{
  input: InventoryAdjustmentInput
}>

export type AdjustInventoryMutation = {
  adjustInventory: {
    product: {
      id: string
      name: string
      sku: string
      quantity: number
      status: ProductStatus
      image: string | null
      updatedAt: string
    }
    adjustment: {
      id: string
      adjustment: number
      quantityAfter: number
      reason: string
      createdAt: string
      createdBy: string | null
    }
  }
}

export type BulkInventoryUpdateMutationVariables = Exact<{
  items: Array<InventoryUpdateInput> | InventoryUpdateInput
}>

export type BulkInventoryUpdateMutation = {
  bulkInventoryUpdate: {
    success: boolean
    message: string
    updatedCount: number
    updatedProducts: Array<{
      id: string
      name: string
      sku: string
      quantity: number
      status: ProductStatus
      image: string | null
      updatedAt: string
    }>
  }
}

export type OrderChangedSubscriptionVariables = Exact<{
  orderId?: string | number | null | undefined
}>

export type OrderChangedSubscription = {
  orderChanged: {
    orderId: string
    kind: ChangeKind
    version: number
    actorName: string
    at: string
    order: { id: string; status: OrderStatus; version: number } | null
  }
}

export type ProductChangedSubscriptionVariables = Exact<{
  productId?: string | number | null | undefined
}>

export type ProductChangedSubscription = {
  productChanged: { productId: string; kind: ChangeKind; actorName: string; at: string }
}

export type OrderAddressFragment = {
  id: string
  fullName: string
  phone: string | null
  address1: string
  address2: string | null
  city: string
  state: string
  zip: string
}

export type OrderListItemFragment = {
  id: string
  status: OrderStatus
  deliveryMethod: DeliveryMethod
  orderTime: string
  itemCount: number
  paymentMethod: PaymentMethod
  customerName: string
  shippingAmount: number
  tax: number
  taxRate: number
  totalAmount: number
}

export type OrderDetailFragment = {
  customerEmail: string | null
  customerId: string | null
  subtotal: number
  trackingNumber: string | null
  carrier: string | null
  shippingNotes: string | null
  version: number
  updatedAt: string
  id: string
  status: OrderStatus
  deliveryMethod: DeliveryMethod
  orderTime: string
  itemCount: number
  paymentMethod: PaymentMethod
  customerName: string
  shippingAmount: number
  tax: number
  taxRate: number
  totalAmount: number
  shippingAddress: {
    id: string
    fullName: string
    phone: string | null
    address1: string
    address2: string | null
    city: string
    state: string
    zip: string
  } | null
  billingAddress: {
    id: string
    fullName: string
    phone: string | null
    address1: string
    address2: string | null
    city: string
    state: string
    zip: string
  } | null
  products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
  payments: Array<{
    paymentId: string
    authCode: string | null
    created: string
    lastFour: string | null
    status: string
    type: PaymentMethod
    amount: number
  }>
  events: {
    nextCursor: string | null
    events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
  }
}

export type OrderEventItemFragment = { id: string; type: string; message: string; actorName: string; createdAt: string }

export type OrderEventPageItemFragment = {
  nextCursor: string | null
  events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
}

export type OrderTimelineQueryVariables = Exact<{
  orderId: string | number
  after?: string | null | undefined
}>

export type OrderTimelineQuery = {
  orderById: {
    id: string
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  } | null
}

export type SearchOrdersQueryVariables = Exact<{
  search: SearchInput
}>

export type SearchOrdersQuery = {
  searchOrders: {
    nextCursor: string | null
    orders: Array<{
      id: string
      status: OrderStatus
      deliveryMethod: DeliveryMethod
      orderTime: string
      itemCount: number
      paymentMethod: PaymentMethod
      customerName: string
      shippingAmount: number
      tax: number
      taxRate: number
      totalAmount: number
    }>
    pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
  }
}

export type ExportOrdersQueryVariables = Exact<{
  search: SearchInput
}>

export type ExportOrdersQuery = { exportOrders: string }

export type GetOrderByIdQueryVariables = Exact<{
  orderId: string | number
}>

export type GetOrderByIdQuery = {
  orderById: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  } | null
}

export type UpdateOrderMutationVariables = Exact<{
  orderId: string | number
  order: OrderUpdateInput
}>

export type UpdateOrderMutation = {
  updateOrder: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  }
}

export type UpdateOrderStatusMutationVariables = Exact<{
  orderId: string | number
  orderStatus: OrderStatus
  version?: number | null | undefined
  trackingNumber?: string | null | undefined
  carrier?: string | null | undefined
}>

export type UpdateOrderStatusMutation = {
  updateOrderStatus: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  }
}

export type CancelOrderMutationVariables = Exact<{
  orderId: string | number
  reason?: string | null | undefined
  version?: number | null | undefined
}>

export type CancelOrderMutation = {
  cancelOrder: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  }
}

export type ReturnOrderMutationVariables = Exact<{
  orderId: string | number
  reason?: string | null | undefined
  version?: number | null | undefined
}>

export type ReturnOrderMutation = {
  returnOrder: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  }
}

export type OrderCustomersQueryVariables = Exact<{
  term: string
}>

export type OrderCustomersQuery = { orderCustomers: Array<{ id: string; fullName: string; email: string }> }

export type CreateOrderMutationVariables = Exact<{
  order: OrderCreateInput
}>

export type CreateOrderMutation = {
  createOrder: {
    customerEmail: string | null
    customerId: string | null
    subtotal: number
    trackingNumber: string | null
    carrier: string | null
    shippingNotes: string | null
    version: number
    updatedAt: string
    id: string
    status: OrderStatus
    deliveryMethod: DeliveryMethod
    orderTime: string
    itemCount: number
    paymentMethod: PaymentMethod
    customerName: string
    shippingAmount: number
    tax: number
    taxRate: number
    totalAmount: number
    shippingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    billingAddress: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
    products: Array<{ id: string; name: string; sku: string | null; price: number; quantity: number }>
    payments: Array<{
      paymentId: string
      authCode: string | null
      created: string
      lastFour: string | null
      status: string
      type: PaymentMethod
      amount: number
    }>
    events: {
      nextCursor: string | null
      events: Array<{ id: string; type: string; message: string; actorName: string; createdAt: string }>
    }
  }
}

export type CustomerRecentAddressQueryVariables = Exact<{
  customerId: string | number
}>

export type CustomerRecentAddressQuery = {
  customerRecentAddress: {
    address: {
      id: string
      fullName: string
      phone: string | null
      address1: string
      address2: string | null
      city: string
      state: string
      zip: string
    } | null
  }
}

export type OrderNoteItemFragment = { id: string; body: string; authorName: string; createdAt: string }

export type OrderNotesQueryVariables = Exact<{
  orderId: string | number
}>

export type OrderNotesQuery = {
  orderById: { id: string; notes: Array<{ id: string; body: string; authorName: string; createdAt: string }> } | null
}

export type AddOrderNoteMutationVariables = Exact<{
  orderId: string | number
  note: OrderNoteInput
}>

export type AddOrderNoteMutation = { addOrderNote: { id: string; body: string; authorName: string; createdAt: string } }

export type ChangeOrdersStatusMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: OrderMatchingInput | null | undefined
  orderStatus: OrderStatus
}>

export type ChangeOrdersStatusMutation = {
  changeOrdersStatus: { message: string; updatedCount: number; refused: Array<{ orderId: string; reason: string }> }
}

export type ExportSelectedOrdersQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: OrderMatchingInput | null | undefined
}>

export type ExportSelectedOrdersQuery = { exportSelectedOrders: string }

export type GetMyPasskeysQueryVariables = Exact<{ [key: string]: never }>

export type GetMyPasskeysQuery = {
  myPasskeys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>
}

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never }>

export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { options: string; ticket: string } }

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput
}>

export type FinishPasskeyRegistrationMutation = {
  finishPasskeyRegistration: { id: string; name: string; createdAt: string }
}

export type RemovePasskeyMutationVariables = Exact<{
  passkeyId: string | number
}>

export type RemovePasskeyMutation = { removePasskey: boolean }

export type StartPasskeySignInMutationVariables = Exact<{
  challenge?: string | null | undefined
}>

export type StartPasskeySignInMutation = { startPasskeySignIn: { options: string; ticket: string } }

export type CompletePasskeySignInMutationVariables = Exact<{
  input: PasskeySignInInput
}>

export type CompletePasskeySignInMutation = {
  completePasskeySignIn: { token: string | null; refreshToken: string | null; expire: string | null }
}

export type ProductListItemFragment = {
  id: string
  name: string
  description: string
  price: number
  quantity: number
  status: ProductStatus
  category: string | null
  sku: string
  images: Array<string>
  createdAt: string
}

export type ProductDetailFragment = {
  id: string
  name: string
  description: string
  price: number
  cost: number
  stock: number
  status: ProductStatus
  category: string | null
  categories: Array<string>
  sku: string
  images: Array<string>
  itemId: string
  account: string
  assetAccount: string
  cogsAccount: string
  accumulatedDepreciation: number
  archived: boolean
  archivedAt: string | null
  createdAt: string
  updatedAt: string
  version: number
  productImages: Array<{ id: string; url: string; fileName: string }>
}

export type SearchProductsQueryVariables = Exact<{
  search: SearchInput
  counted?: boolean | null | undefined
}>

export type SearchProductsQuery = {
  searchProducts: {
    nextCursor: string | null
    products: Array<{
      id: string
      name: string
      description: string
      price: number
      quantity: number
      status: ProductStatus
      category: string | null
      sku: string
      images: Array<string>
      createdAt: string
    }>
    pagination?: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number }
    filters?: Array<{ key: string; value: Array<{ partId: string; name: string; count: number }> }>
  }
}

export type GetProductByIdQueryVariables = Exact<{
  id: string | number
}>

export type GetProductByIdQuery = {
  productById: {
    success: boolean
    message: string
    product: {
      id: string
      name: string
      description: string
      price: number
      cost: number
      stock: number
      status: ProductStatus
      category: string | null
      categories: Array<string>
      sku: string
      images: Array<string>
      itemId: string
      account: string
      assetAccount: string
      cogsAccount: string
      accumulatedDepreciation: number
      archived: boolean
      archivedAt: string | null
      createdAt: string
      updatedAt: string
      version: number
      productImages: Array<{ id: string; url: string; fileName: string }>
    } | null
  }
}

export type ExportProductsQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: ProductMatchingInput | null | undefined
}>

export type ExportProductsQuery = { exportProducts: string }

export type DeleteProductsMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined
  matching?: ProductMatchingInput | null | undefined
}>

export type DeleteProductsMutation = {
  deleteProducts: {
    success: boolean
    message: string
    deletedCount: number
    archivedCount: number
    deletionId: string | null
  }
}

export type RestoreProductsMutationVariables = Exact<{
  deletionId: string | number
}>

export type RestoreProductsMutation = { restoreProducts: { success: boolean; message: string; restoredCount: number } }

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never }>

export type ProductCategoriesQuery = { productCategories: Array<{ id: string; name: string; productsCount: number }> }

export type CreateProductMutationVariables = Exact<{
  input: ProductInput
}>

export type CreateProductMutation = {
  createProduct: {
    id: string
    name: string
    description: string
    price: number
    cost: number
    stock: number
    status: ProductStatus
    category: string | null
    categories: Array<string>
    sku: string
    images: Array<string>
    itemId: string
    account: string
    assetAccount: string
    cogsAccount: string
    accumulatedDepreciation: number
    archived: boolean
    archivedAt: string | null
    createdAt: string
    updatedAt: string
    version: number
    productImages: Array<{ id: string; url: string; fileName: string }>
  }
}

export type UpdateProductMutationVariables = Exact<{
  id: string | number
  input: ProductUpdateInput
}>

export type UpdateProductMutation = {
  updateProduct: {
    id: string
    name: string
    description: string
    price: number
    cost: number
    stock: number
    status: ProductStatus
    category: string | null
    categories: Array<string>
    sku: string
    images: Array<string>
    itemId: string
    account: string
    assetAccount: string
    cogsAccount: string
    accumulatedDepreciation: number
    archived: boolean
    archivedAt: string | null
    createdAt: string
    updatedAt: string
    version: number
    productImages: Array<{ id: string; url: string; fileName: string }>
  }
}

export type UploadProductImageMutationVariables = Exact<{
  productId: string | number
  file: File
}>

export type UploadProductImageMutation = {
  uploadProductImage: { id: string; url: string; fileName: string; contentType: string; size: number }
}

export type DeleteProductImageMutationVariables = Exact<{
  productId: string | number
  imageId: string | number
}>

export type DeleteProductImageMutation = { deleteProductImage: { success: boolean; message: string } }

export type DuplicateProductMutationVariables = Exact<{
  id: string | number
}>

export type DuplicateProductMutation = {
  duplicateProduct: {
    id: string
    name: string
    description: string
    price: number
    cost: number
    stock: number
    status: ProductStatus
    category: string | null
    categories: Array<string>
    sku: string
    images: Array<string>
    itemId: string
    account: string
    assetAccount: string
    cogsAccount: string
    accumulatedDepreciation: number
    archived: boolean
    archivedAt: string | null
    createdAt: string
    updatedAt: string
    version: number
    productImages: Array<{ id: string; url: string; fileName: string }>
  }
}

export type UpdateProductStatusMutationVariables = Exact<{
  id: string | number
  status: ProductStatus
}>

export type UpdateProductStatusMutation = { updateProductStatus: { id: string; status: ProductStatus } }

export type UpdateProductStockMutationVariables = Exact<{
  id: string | number
  quantity: number
}>

export type UpdateProductStockMutation = { updateProductStock: { id: string; stock: number } }

export type ArchivedProductsQueryVariables = Exact<{
  search?: string | null | undefined
  skip?: number | null | undefined
  pageSize?: number | null | undefined
}>

export type ArchivedProductsQuery = {
  archivedProducts: {
    products: Array<{
      archivedAt: string | null
      id: string
      name: string
      description: string
      price: number
      quantity: number
      status: ProductStatus
      category: string | null
      sku: string
      images: Array<string>
      createdAt: string
    }>
    pagination: { totalCount: number; skip: number; pageSize: number }
  }
}

export type ArchiveProductMutationVariables = Exact<{
  id: string | number
}>

export type ArchiveProductMutation = {
  archiveProduct: {
    id: string
    name: string
    description: string
    price: number
    cost: number
    stock: number
    status: ProductStatus
    category: string | null
    categories: Array<string>
    sku: string
    images: Array<string>
    itemId: string
    account: string
    assetAccount: string
    cogsAccount: string
    accumulatedDepreciation: number
    archived: boolean
    archivedAt: string | null
    createdAt: string
    updatedAt: string
    version: number
    productImages: Array<{ id: string; url: string; fileName: string }>
  }
}

export type RestoreProductMutationVariables = Exact<{
  id: string | number
}>

export type RestoreProductMutation = {
  restoreProduct: {
    id: string
    name: string
    description: string
    price: number
    cost: number
    stock: number
    status: ProductStatus
    category: string | null
    categories: Array<string>
    sku: string
    images: Array<string>
    itemId: string
    account: string
    assetAccount: string
    cogsAccount: string
    accumulatedDepreciation: number
    archived: boolean
    archivedAt: string | null
    createdAt: string
    updatedAt: string
    version: number
    productImages: Array<{ id: string; url: string; fileName: string }>
  }
}

export type BulkUpdateProductsMutationVariables = Exact<{
  input: BulkProductUpdateInput
}>

export type BulkUpdateProductsMutation = {
  bulkUpdateProducts: { success: boolean; message: string; updatedCount: number }
}

export type CreateProductCategoryMutationVariables = Exact<{
  input: ProductCategoryInput
}>

export type CreateProductCategoryMutation = {
  createProductCategory: { id: string; name: string; description: string | null; productsCount: number }
}

export type UpdateProductCategoryMutationVariables = Exact<{
  id: string | number
  input: ProductCategoryInput
}>

export type UpdateProductCategoryMutation = { updateProductCategory: { id: string; name: string } }

export type DeleteProductCategoryMutationVariables = Exact<{
  id: string | number
}>

export type DeleteProductCategoryMutation = { deleteProductCategory: { success: boolean; message: string } }

export type RoleDetailFragment = {
  id: string
  name: string
  description: string | null
  isSystem: boolean
  builtIn: boolean
  userCount: number
  createdAt: string
  updatedAt: string
  areas: Array<{ area: string; level: number }>
}

export type GetAllRolesQueryVariables = Exact<{ [key: string]: never }>

export type GetAllRolesQuery = {
  allRoles: Array<{
    id: string
    name: string
    description: string | null
    isSystem: boolean
    builtIn: boolean
    userCount: number
    createdAt: string
    updatedAt: string
    areas: Array<{ area: string; level: number }>
  }>
}

export type GetRoleByIdQueryVariables = Exact<{
  roleId: string | number
}>

export type GetRoleByIdQuery = {
  roleById: {
    id: string
    name: string
    description: string | null
    isSystem: boolean
    builtIn: boolean
    userCount: number
    createdAt: string
    updatedAt: string
    areas: Array<{ area: string; level: number }>
  } | null
}

export type CreateRoleMutationVariables = Exact<{
  request: CreateRoleInput
}>

export type CreateRoleMutation = {
  createRole: {
    id: string
    name: string
    description: string | null
    isSystem: boolean
    builtIn: boolean
    userCount: number
    createdAt: string
    updatedAt: string
    areas: Array<{ area: string; level: number }>
  }
}

export type UpdateRoleMutationVariables = Exact<{
  request: UpdateRoleInput
}>

export type UpdateRoleMutation = {
  updateRole: {
    id: string
    name: string
    description: string | null
    isSystem: boolean
    builtIn: boolean
    userCount: number
    createdAt: string
    updatedAt: string
    areas: Array<{ area: string; level: number }>
  }
}

export type DeleteRoleMutationVariables = Exact<{
  request: DeleteRoleInput
}>

export type DeleteRoleMutation = { deleteRole: boolean }

export type GlobalSearchQueryVariables = Exact<{
  term: string
  limit?: number | null | undefined
}>

export type GlobalSearchQuery = {
  globalSearch: {
    products: Array<{ id: string; name: string; sku: string; status: ProductStatus; price: number }>
    orders: Array<{ id: string; customerName: string; status: OrderStatus; orderTime: string; totalAmount: number }>
    customers: Array<{ id: string; fullName: string; email: string }>
    staff: Array<{ id: string; fullName: string; email: string }>
  }
}

export type ProfileFieldsFragment = {
  id: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  phoneNumber: string | null
}

export type NotificationPreferenceFieldsFragment = {
  email: boolean
  push: boolean
  sms: boolean
  orderUpdates: boolean
  marketing: boolean
  security: boolean
  newsletter: boolean
  promotions: boolean
}

export type GetProfileQueryVariables = Exact<{ [key: string]: never }>

export type GetProfileQuery = {
  me: { id: string; firstName: string; lastName: string; fullName: string; email: string; phoneNumber: string | null }
}

export type GetNotificationPreferencesQueryVariables = Exact<{ [key: string]: never }>

export type GetNotificationPreferencesQuery = {
  me: {
    id: string
    notificationPreferences: {
      email: boolean
      push: boolean
      sms: boolean
      orderUpdates: boolean
      marketing: boolean
      security: boolean
      newsletter: boolean
      promotions: boolean
    }
  }
}

export type UpdateProfileMutationVariables = Exact<{
  updateRequest: UpdateUserInput
}>

export type UpdateProfileMutation = {
  updateUser: {
    id: string
    firstName: string
    lastName: string
    fullName: string
    email: string
    phoneNumber: string | null
  }
}

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  preferences: NotificationPreferencesInput
}>

export type UpdateNotificationPreferencesMutation = {
  updateNotificationPreferences: {
    email: boolean
    push: boolean
    sms: boolean
    orderUpdates: boolean
    marketing: boolean
    security: boolean
    newsletter: boolean
    promotions: boolean
  }
}

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput
}>

export type ChangePasswordMutation = { changePassword: { success: boolean; message: string; endedSessions: number } }

export type SessionFieldsFragment = {
  id: string
  browser: string
  system: string
  address: string
  signedInAt: string
  lastActiveAt: string
  current: boolean
}

export type GetMySessionsQueryVariables = Exact<{ [key: string]: never }>

export type GetMySessionsQuery = {
  mySessions: Array<{
    id: string
    browser: string
    system: string
    address: string
    signedInAt: string
    lastActiveAt: string
    current: boolean
  }>
}

export type EndSessionMutationVariables = Exact<{
  sessionId: string | number
}>

export type EndSessionMutation = { endSession: boolean }

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never }>

export type EndOtherSessionsMutation = { endOtherSessions: number }

export type CompleteSignInMutationVariables = Exact<{
  step: SecondStepInput
}>

export type CompleteSignInMutation = {
  completeSignIn: { token: string | null; refreshToken: string | null; expire: string | null }
}

export type GetMyTwoStepQueryVariables = Exact<{ [key: string]: never }>

export type GetMyTwoStepQuery = {
  myTwoStep: {
    enrolled: boolean
    enrolledAt: string | null
    recoveryCodesLeft: number
    required: boolean
    enrolmentOnly: boolean
  }
}

export type StartTwoStepEnrolmentMutationVariables = Exact<{ [key: string]: never }>

export type StartTwoStepEnrolmentMutation = {
  startTwoStepEnrolment: { secret: string; otpauthUri: string; qrCode: string }
}

export type ConfirmTwoStepEnrolmentMutationVariables = Exact<{
  code: string
}>

export type ConfirmTwoStepEnrolmentMutation = { confirmTwoStepEnrolment: { codes: Array<string> } }

export type DisableTwoStepMutationVariables = Exact<{
  input: DisableTwoStepInput
}>

export type DisableTwoStepMutation = { disableTwoStep: boolean }

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  code: string
}>

export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { codes: Array<string> } }

export type GetTwoStepPolicyQueryVariables = Exact<{ [key: string]: never }>

export type GetTwoStepPolicyQuery = { twoStepPolicy: TwoStepPolicy }

export type SetTwoStepPolicyMutationVariables = Exact<{
  policy: TwoStepPolicy
}>

export type SetTwoStepPolicyMutation = { setTwoStepPolicy: TwoStepPolicy }

export type GetUserTwoStepQueryVariables = Exact<{
  userId: string | number
}>

export type GetUserTwoStepQuery = { userTwoStep: { enrolled: boolean; enrolledAt: string | null } | null }

export type ResetUserTwoStepMutationVariables = Exact<{
  userId: string | number
}>

export type ResetUserTwoStepMutation = { resetUserTwoStep: boolean }

export type UserListItemFragment = {
  id: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  active: boolean
  createdAt: string
  permissions: Array<string>
  roles: Array<{ id: string; name: string; permissionLevel: number }>
  groups: Array<{ groupId: string; groupName: string }>
}

export type UserDetailFragment = {
  id: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  phoneNumber: string | null
  active: boolean
  createdAt: string
  updatedAt: string
  roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
  directRoles: Array<{
    roleId: string
    roleName: string
    permissionName: string
    permissionLevel: number
    assignedAt: string
  }>
  groups: Array<{ groupId: string; groupName: string; groupDescription: string | null; joinedAt: string }>
}

export type GetUsersQueryVariables = Exact<{
  filter?: UserFilterInput | null | undefined
}>

export type GetUsersQuery = {
  users: {
    users: Array<{
      id: string
      firstName: string
      lastName: string
      fullName: string
      email: string
      active: boolean
      createdAt: string
      permissions: Array<string>
      roles: Array<{ id: string; name: string; permissionLevel: number }>
      groups: Array<{ groupId: string; groupName: string }>
    }>
    pagination: { pageSize: number; skip: number; totalCount: number; totalCountIsLowerBound: boolean }
  }
}

export type GetUserByIdQueryVariables = Exact<{
  userId: string | number
}>

export type GetUserByIdQuery = {
  userById: {
    id: string
    firstName: string
    lastName: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    updatedAt: string
    roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
    directRoles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
    groups: Array<{ groupId: string; groupName: string; groupDescription: string | null; joinedAt: string }>
  } | null
}

export type GetUserRolesGroupCountsQueryVariables = Exact<{ [key: string]: never }>

export type GetUserRolesGroupCountsQuery = {
  userRolesGroupCounts: { userCount: number; rolesCount: number; groupCount: number }
}

export type ExportUsersQueryVariables = Exact<{
  userIds?: Array<string | number> | string | number | null | undefined
  matching?: UserMatchingInput | null | undefined
}>

export type ExportUsersQuery = { exportUsers: string }

export type SetUsersActiveMutationVariables = Exact<{
  userIds?: Array<string | number> | string | number | null | undefined
  matching?: UserMatchingInput | null | undefined
  active: boolean
}>

export type SetUsersActiveMutation = { setUsersActive: { message: string; updatedCount: number; refusedCount: number } }

export type CreateUserMutationVariables = Exact<{
  request: RegisterInput
}>

export type CreateUserMutation = { register: { id: string; email: string; firstName: string; lastName: string } }

export type UpdateUserMutationVariables = Exact<{
  updateRequest: UpdateUserInput
}>

export type UpdateUserMutation = {
  updateUser: {
    id: string
    firstName: string
    lastName: string
    fullName: string
    email: string
    phoneNumber: string | null
    active: boolean
    createdAt: string
    updatedAt: string
    roles: Array<{ id: string; name: string; permissionLevel: number; areas: Array<{ area: string; level: number }> }>
    directRoles: Array<{
      roleId: string
      roleName: string
      permissionName: string
      permissionLevel: number
      assignedAt: string
    }>
    groups: Array<{ groupId: string; groupName: string; groupDescription: string | null; joinedAt: string }>
  }
}

export type SetUserActiveMutationVariables = Exact<{
  userId: string | number
  active: boolean
}>

export type SetUserActiveMutation = { setUserActive: { id: string; active: boolean } }

export type IssuePasswordResetMutationVariables = Exact<{
  userId: string | number
}>

export type IssuePasswordResetMutation = { issuePasswordReset: { url: string; expiresAt: string } }

export type UpdateUserRolePermissionMutationVariables = Exact<{
  request: UserRoleInput
}>

export type UpdateUserRolePermissionMutation = { updateUserRolePermission: boolean }

export type AssignUserRoleMutationVariables = Exact<{
  request: UserRoleInput
}>

export type AssignUserRoleMutation = { assignUserRole: boolean }

export type RemoveUserRoleMutationVariables = Exact<{
  request: UserRoleRemovalInput
}>

export type RemoveUserRoleMutation = { removeUserRole: boolean }

export type AddUserToGroupMutationVariables = Exact<{
  request: UserGroupInput
}>

export type AddUserToGroupMutation = { addUserToGroup: boolean }

export type RemoveUserFromGroupMutationVariables = Exact<{
  request: UserGroupInput
}>

export type RemoveUserFromGroupMutation = { removeUserFromGroup: boolean }

export type GetUserSessionsQueryVariables = Exact<{
  userId: string | number
}>

export type GetUserSessionsQuery = {
  userSessions: Array<{
    id: string
    browser: string
    system: string
    address: string
    signedInAt: string
    lastActiveAt: string
    current: boolean
  }> | null
}

export type EndUserSessionsMutationVariables = Exact<{
  userId: string | number
}>

export type EndUserSessionsMutation = { endUserSessions: number }

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>
  private value: string
  public __meta__?: Record<string, any> | undefined

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value)
    this.value = value
    this.__meta__ = __meta__
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value
  }
}
export const AuditEventFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AuditEventFields on AuditEvent {
  id
  at
  actorId
  actorName
  address
  userAgent
  requestId
  action
  area
  recordType
  recordId
  recordLabel
  changes {
    field
    before
    after
    secret
  }
  summary
}
    `,
  { fragmentName: 'AuditEventFields' },
) as unknown as TypedDocumentString<AuditEventFieldsFragment, unknown>
export const CustomerListItemFragmentDoc = new TypedDocumentString(
  `
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
    `,
  { fragmentName: 'CustomerListItem' },
) as unknown as TypedDocumentString<CustomerListItemFragment, unknown>
export const OrderAddressFragmentDoc = new TypedDocumentString(
  `
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
    `,
  { fragmentName: 'OrderAddress' },
) as unknown as TypedDocumentString<OrderAddressFragment, unknown>
export const CustomerDetailFragmentDoc = new TypedDocumentString(
  `
    fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`,
  { fragmentName: 'CustomerDetail' },
) as unknown as TypedDocumentString<CustomerDetailFragment, unknown>
export const StatFigurePartsFragmentDoc = new TypedDocumentString(
  `
    fragment StatFigureParts on StatFigure {
  value
  previous
  changePercent
  direction
}
    `,
  { fragmentName: 'StatFigureParts' },
) as unknown as TypedDocumentString<StatFigurePartsFragment, unknown>
export const RevenuePointPartsFragmentDoc = new TypedDocumentString(
  `
    fragment RevenuePointParts on RevenuePoint {
  date
  revenue
  orders
}
    `,
  { fragmentName: 'RevenuePointParts' },
) as unknown as TypedDocumentString<RevenuePointPartsFragment, unknown>
export const GroupDetailFragmentDoc = new TypedDocumentString(
  `
    fragment GroupDetail on Group {
  id
  name
  description
  createdAt
  updatedAt
  userCount
  version
  roles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
}
    `,
  { fragmentName: 'GroupDetail' },
) as unknown as TypedDocumentString<GroupDetailFragment, unknown>
export const GroupMemberFragmentDoc = new TypedDocumentString(
  `
    fragment GroupMember on User {
  id
  fullName
  email
  active
  roles {
    id
    name
    permissionLevel
    areas {
      area
      level
    }
  }
  groups {
    groupId
  }
}
    `,
  { fragmentName: 'GroupMember' },
) as unknown as TypedDocumentString<GroupMemberFragment, unknown>
export const UploadOutcomeFragmentDoc = new TypedDocumentString(
  `
    fragment UploadOutcome on BulkUploadResult {
  success
  message
  totalProcessed
  successCount
  failureCount
  cancelled
  notApplied
  results(failedOnly: true) {
    success
    row
    sku
    productId
    message
  }
}
    `,
  { fragmentName: 'UploadOutcome' },
) as unknown as TypedDocumentString<UploadOutcomeFragment, unknown>
export const InventoryUploadEntryFragmentDoc = new TypedDocumentString(
  `
    fragment InventoryUploadEntry on InventoryUpload {
  id
  fileName
  sizeBytes
  state
  totalRows
  successCount
  failureCount
  notApplied
  message
  uploadedBy
  startedAt
  finishedAt
  hasReport
  canUndo
  undoneAt
  undoneBy
}
    `,
  { fragmentName: 'InventoryUploadEntry' },
) as unknown as TypedDocumentString<InventoryUploadEntryFragment, unknown>
export const UploadPreviewFiguresFragmentDoc = new TypedDocumentString(
  `
    fragment UploadPreviewFigures on UploadPreview {
  id
  fileName
  state
  totalRows
  expiresAt
  changing
  unchanged
  newProducts
  failing
  largeChanges
  unitsAdded
  unitsRemoved
  valueAtCost
}
    `,
  { fragmentName: 'UploadPreviewFigures' },
) as unknown as TypedDocumentString<UploadPreviewFiguresFragment, unknown>
export const UploadPreviewLineFragmentDoc = new TypedDocumentString(
  `
    fragment UploadPreviewLine on UploadPreviewRow {
  row
  sku
  productId
  name
  before
  after
  created
  large
  failure
}
    `,
  { fragmentName: 'UploadPreviewLine' },
) as unknown as TypedDocumentString<UploadPreviewLineFragment, unknown>
export const StockProductFragmentDoc = new TypedDocumentString(
  `
    fragment StockProduct on Product {
  id
  name
  sku
  quantity
  status
  image
  updatedAt
}
    `,
  { fragmentName: 'StockProduct' },
) as unknown as TypedDocumentString<StockProductFragment, unknown>
export const InventoryPagingFragmentDoc = new TypedDocumentString(
  `
    fragment InventoryPaging on Pagination {
  totalCount
  totalCountIsLowerBound
  skip
  pageSize
}
    `,
  { fragmentName: 'InventoryPaging' },
) as unknown as TypedDocumentString<InventoryPagingFragment, unknown>
export const InventoryAdjustmentEntryFragmentDoc = new TypedDocumentString(
  `
    fragment InventoryAdjustmentEntry on InventoryAdjustment {
  id
  adjustment
  quantityAfter
  reason
  createdAt
  createdBy
}
    `,
  { fragmentName: 'InventoryAdjustmentEntry' },
) as unknown as TypedDocumentString<InventoryAdjustmentEntryFragment, unknown>
export const OrderListItemFragmentDoc = new TypedDocumentString(
  `
    fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
    `,
  { fragmentName: 'OrderListItem' },
) as unknown as TypedDocumentString<OrderListItemFragment, unknown>
export const OrderEventItemFragmentDoc = new TypedDocumentString(
  `
    fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
    `,
  { fragmentName: 'OrderEventItem' },
) as unknown as TypedDocumentString<OrderEventItemFragment, unknown>
export const OrderEventPageItemFragmentDoc = new TypedDocumentString(
  `
    fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}
    fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}`,
  { fragmentName: 'OrderEventPageItem' },
) as unknown as TypedDocumentString<OrderEventPageItemFragment, unknown>
export const OrderDetailFragmentDoc = new TypedDocumentString(
  `
    fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`,
  { fragmentName: 'OrderDetail' },
) as unknown as TypedDocumentString<OrderDetailFragment, unknown>
export const OrderNoteItemFragmentDoc = new TypedDocumentString(
  `
    fragment OrderNoteItem on OrderNote {
  id
  body
  authorName
  createdAt
}
    `,
  { fragmentName: 'OrderNoteItem' },
) as unknown as TypedDocumentString<OrderNoteItemFragment, unknown>
export const ProductListItemFragmentDoc = new TypedDocumentString(
  `
    fragment ProductListItem on Product {
  id
  name
  description
  price
  quantity
  status
  category
  sku
  images
  createdAt
}
    `,
  { fragmentName: 'ProductListItem' },
) as unknown as TypedDocumentString<ProductListItemFragment, unknown>
export const ProductDetailFragmentDoc = new TypedDocumentString(
  `
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}
    `,
  { fragmentName: 'ProductDetail' },
) as unknown as TypedDocumentString<ProductDetailFragment, unknown>
export const RoleDetailFragmentDoc = new TypedDocumentString(
  `
    fragment RoleDetail on Role {
  id
  name
  description
  isSystem
  builtIn
  areas {
    area
    level
  }
  userCount
  createdAt
  updatedAt
}
    `,
  { fragmentName: 'RoleDetail' },
) as unknown as TypedDocumentString<RoleDetailFragment, unknown>
export const ProfileFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ProfileFields on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
}
    `,
  { fragmentName: 'ProfileFields' },
) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>
export const NotificationPreferenceFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment NotificationPreferenceFields on NotificationPreferences {
  email
  push
  sms
  orderUpdates
  marketing
  security
  newsletter
  promotions
}
    `,
  { fragmentName: 'NotificationPreferenceFields' },
) as unknown as TypedDocumentString<NotificationPreferenceFieldsFragment, unknown>
export const SessionFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment SessionFields on Session {
  id
  browser
  system
  address
  signedInAt
  lastActiveAt
  current
}
    `,
  { fragmentName: 'SessionFields' },
) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>
export const UserListItemFragmentDoc = new TypedDocumentString(
  `
    fragment UserListItem on User {
  id
  firstName
  lastName
  fullName
  email
  active
  createdAt
  roles {
    id
    name
    permissionLevel
  }
  groups {
    groupId
    groupName
  }
  permissions
}
    `,
  { fragmentName: 'UserListItem' },
) as unknown as TypedDocumentString<UserListItemFragment, unknown>
export const UserDetailFragmentDoc = new TypedDocumentString(
  `
    fragment UserDetail on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
  active
  createdAt
  updatedAt
  roles {
    id
    name
    permissionLevel
    areas {
      area
      level
    }
  }
  directRoles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
  groups {
    groupId
    groupName
    groupDescription
    joinedAt
  }
}
    `,
  { fragmentName: 'UserDetail' },
) as unknown as TypedDocumentString<UserDetailFragment, unknown>
export const AuditEventsDocument = new TypedDocumentString(`
    query AuditEvents($filter: AuditEventFilterInput, $after: String, $first: Int) {
  auditEvents(filter: $filter, after: $after, first: $first) {
    events {
      ...AuditEventFields
    }
    nextCursor
  }
}
    fragment AuditEventFields on AuditEvent {
  id
  at
  actorId
  actorName
  address
  userAgent
  requestId
  action
  area
  recordType
  recordId
  recordLabel
  changes {
    field
    before
    after
    secret
  }
  summary
}`) as unknown as TypedDocumentString<AuditEventsQuery, AuditEventsQueryVariables>
export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $after: String, $first: Int) {
  recordHistory(
    recordType: $recordType
    recordId: $recordId
    after: $after
    first: $first
  ) {
    events {
      ...AuditEventFields
    }
    nextCursor
  }
}
    fragment AuditEventFields on AuditEvent {
  id
  at
  actorId
  actorName
  address
  userAgent
  requestId
  action
  area
  recordType
  recordId
  recordLabel
  changes {
    field
    before
    after
    secret
  }
  summary
}`) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>
export const ExportAuditEventsDocument = new TypedDocumentString(`
    query ExportAuditEvents($filter: AuditEventFilterInput) {
  exportAuditEvents(filter: $filter)
}
    `) as unknown as TypedDocumentString<ExportAuditEventsQuery, ExportAuditEventsQueryVariables>
export const AuditChainDocument = new TypedDocumentString(`
    query AuditChain {
  auditChain {
    checked
    unsealed
    brokenEventId
    brokenReason
  }
}
    `) as unknown as TypedDocumentString<AuditChainQuery, AuditChainQueryVariables>
export const LoginDocument = new TypedDocumentString(`
    mutation Login($token: LoginInput!) {
  login(token: $token) {
    token
    refreshToken
    expire
    secondStep {
      challenge
      expiresAt
      methods
    }
    twoStepEnrolmentRequired
    firstName
    lastName
    fullName
    roles {
      id
      name
      permissionLevel
      areas {
        area
        level
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>
export const GetMeDocument = new TypedDocumentString(`
    query GetMe {
  me {
    firstName
    lastName
    fullName
    email
    phoneNumber
    roles {
      id
      name
      permissionLevel
      areas {
        area
        level
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetMeQuery, GetMeQueryVariables>
export const RefreshTokenDocument = new TypedDocumentString(`
    mutation RefreshToken($refresh: RefreshInput!) {
  refreshToken(refresh: $refresh) {
    token
    refreshToken
    expire
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RefreshTokenMutation, RefreshTokenMutationVariables>
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($refreshToken: String) {
  logout(refreshToken: $refreshToken)
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>
export const PasswordResetStatusDocument = new TypedDocumentString(`
    query PasswordResetStatus($token: String!) {
  passwordResetStatus(token: $token) {
    valid
    reason
  }
}
    `) as unknown as TypedDocumentString<PasswordResetStatusQuery, PasswordResetStatusQueryVariables>
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>
export const GetCustomersDocument = new TypedDocumentString(`
    query GetCustomers($filter: CustomerFilterInput) {
  customers(filter: $filter) {
    customers {
      ...CustomerListItem
    }
    pagination {
      totalCount
      totalCountIsLowerBound
      skip
      pageSize
    }
    nextCursor
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}`) as unknown as TypedDocumentString<GetCustomersQuery, GetCustomersQueryVariables>
export const ExportCustomersDocument = new TypedDocumentString(`
    query ExportCustomers($filter: CustomerFilterInput) {
  exportCustomers(filter: $filter)
}
    `) as unknown as TypedDocumentString<ExportCustomersQuery, ExportCustomersQueryVariables>
export const ExportSelectedCustomersDocument = new TypedDocumentString(`
    query ExportSelectedCustomers($ids: [ID!], $matching: CustomerMatchingInput) {
  exportSelectedCustomers(ids: $ids, matching: $matching)
}
    `) as unknown as TypedDocumentString<ExportSelectedCustomersQuery, ExportSelectedCustomersQueryVariables>
export const GetCustomerDocument = new TypedDocumentString(`
    query GetCustomer($id: ID!) {
  customer(id: $id) {
    ...CustomerDetail
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<GetCustomerQuery, GetCustomerQueryVariables>
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerInput!) {
  createCustomer(input: $input) {
    ...CustomerDetail
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($id: ID!, $version: Int!, $input: CustomerInput!) {
  updateCustomer(id: $id, version: $version, input: $input) {
    ...CustomerDetail
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>
export const AddCustomerNoteDocument = new TypedDocumentString(`
    mutation AddCustomerNote($customerId: ID!, $note: CustomerNoteInput!) {
  addCustomerNote(customerId: $customerId, note: $note) {
    id
    body
    authorName
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AddCustomerNoteMutation, AddCustomerNoteMutationVariables>
export const SetCustomerActiveDocument = new TypedDocumentString(`
    mutation SetCustomerActive($id: ID!, $version: Int!, $active: Boolean!) {
  setCustomerActive(id: $id, version: $version, active: $active) {
    ...CustomerDetail
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<SetCustomerActiveMutation, SetCustomerActiveMutationVariables>
export const SetCustomersActiveDocument = new TypedDocumentString(`
    mutation SetCustomersActive($ids: [ID!], $matching: CustomerMatchingInput, $active: Boolean!) {
  setCustomersActive(ids: $ids, matching: $matching, active: $active) {
    message
    updatedCount
  }
}
    `) as unknown as TypedDocumentString<SetCustomersActiveMutation, SetCustomersActiveMutationVariables>
export const GetCustomerDataDocument = new TypedDocumentString(`
    query GetCustomerData($id: ID!) {
  customerData(id: $id)
}
    `) as unknown as TypedDocumentString<GetCustomerDataQuery, GetCustomerDataQueryVariables>
export const EraseCustomerDocument = new TypedDocumentString(`
    mutation EraseCustomer($id: ID!, $version: Int!) {
  eraseCustomer(id: $id, version: $version) {
    ...CustomerDetail
  }
}
    fragment CustomerListItem on Customer {
  id
  fullName
  email
  phoneNumber
  active
  createdAt
  orderCount
  totalSpent
  lastOrderAt
}
fragment CustomerDetail on Customer {
  ...CustomerListItem
  firstName
  lastName
  version
  averageOrder
  firstOrderAt
  addresses {
    ...OrderAddress
  }
  notes {
    id
    body
    authorName
    createdAt
  }
}
fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<EraseCustomerMutation, EraseCustomerMutationVariables>
export const GetDashboardDocument = new TypedDocumentString(`
    query GetDashboard($days: Int) {
  dashboard(days: $days) {
    days
    periodStart
    periodEnd
    previousStart
    previousEnd
    ordersSince
    totalRevenue {
      ...StatFigureParts
    }
    totalOrders {
      ...StatFigureParts
    }
    totalCustomers {
      ...StatFigureParts
    }
    totalProducts {
      ...StatFigureParts
    }
    recentOrders {
      id
      status
      orderTime
      itemCount
      totalAmount
    }
    topProducts {
      productId
      name
      sku
      unitsSold
      revenue
    }
    revenueByDay {
      ...RevenuePointParts
    }
    previousRevenueByDay {
      ...RevenuePointParts
    }
  }
}
    fragment StatFigureParts on StatFigure {
  value
  previous
  changePercent
  direction
}
fragment RevenuePointParts on RevenuePoint {
  date
  revenue
  orders
}`) as unknown as TypedDocumentString<GetDashboardQuery, GetDashboardQueryVariables>
export const GetAllGroupsDocument = new TypedDocumentString(`
    query GetAllGroups {
  allGroups {
    ...GroupDetail
  }
}
    fragment GroupDetail on Group {
  id
  name
  description
  createdAt
  updatedAt
  userCount
  version
  roles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
}`) as unknown as TypedDocumentString<GetAllGroupsQuery, GetAllGroupsQueryVariables>
export const GetGroupByIdDocument = new TypedDocumentString(`
    query GetGroupById($groupId: ID!) {
  groupById(groupId: $groupId) {
    ...GroupDetail
    changeRefusal
  }
}
    fragment GroupDetail on Group {
  id
  name
  description
  createdAt
  updatedAt
  userCount
  version
  roles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
}`) as unknown as TypedDocumentString<GetGroupByIdQuery, GetGroupByIdQueryVariables>
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($request: CreateGroupInput!) {
  createGroup(request: $request) {
    ...GroupDetail
  }
}
    fragment GroupDetail on Group {
  id
  name
  description
  createdAt
  updatedAt
  userCount
  version
  roles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
}`) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>
export const EditGroupDocument = new TypedDocumentString(`
    mutation EditGroup($request: EditGroupInput!) {
  editGroup(request: $request) {
    ...GroupDetail
  }
}
    fragment GroupDetail on Group {
  id
  name
  description
  createdAt
  updatedAt
  userCount
  version
  roles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
}`) as unknown as TypedDocumentString<EditGroupMutation, EditGroupMutationVariables>
export const DeleteGroupDocument = new TypedDocumentString(`
    mutation DeleteGroup($request: DeleteGroupInput!) {
  deleteGroup(request: $request)
}
    `) as unknown as TypedDocumentString<DeleteGroupMutation, DeleteGroupMutationVariables>
export const GetGroupMembersDocument = new TypedDocumentString(`
    query GetGroupMembers($filter: UserFilterInput) {
  users(filter: $filter) {
    users {
      ...GroupMember
    }
    pagination {
      pageSize
      skip
      totalCount
      totalCountIsLowerBound
    }
  }
}
    fragment GroupMember on User {
  id
  fullName
  email
  active
  roles {
    id
    name
    permissionLevel
    areas {
      area
      level
    }
  }
  groups {
    groupId
  }
}`) as unknown as TypedDocumentString<GetGroupMembersQuery, GetGroupMembersQueryVariables>
export const BulkInsertInventoryDocument = new TypedDocumentString(`
    mutation BulkInsertInventory($file: Upload!, $uploadId: ID) {
  bulkInsertInventory(file: $file, uploadId: $uploadId) {
    ...UploadOutcome
  }
}
    fragment UploadOutcome on BulkUploadResult {
  success
  message
  totalProcessed
  successCount
  failureCount
  cancelled
  notApplied
  results(failedOnly: true) {
    success
    row
    sku
    productId
    message
  }
}`) as unknown as TypedDocumentString<BulkInsertInventoryMutation, BulkInsertInventoryMutationVariables>
export const InventoryUploadProgressDocument = new TypedDocumentString(`
    subscription InventoryUploadProgress($uploadId: ID!) {
  inventoryUploadProgress(uploadId: $uploadId) {
    uploadId
    stage
    percent
    processedRows
    totalRows
    done
  }
}
    `) as unknown as TypedDocumentString<
  InventoryUploadProgressSubscription,
  InventoryUploadProgressSubscriptionVariables
>
export const InventoryUploadsDocument = new TypedDocumentString(`
    query InventoryUploads($limit: Int) {
  inventoryUploads(limit: $limit) {
    ...InventoryUploadEntry
  }
}
    fragment InventoryUploadEntry on InventoryUpload {
  id
  fileName
  sizeBytes
  state
  totalRows
  successCount
  failureCount
  notApplied
  message
  uploadedBy
  startedAt
  finishedAt
  hasReport
  canUndo
  undoneAt
  undoneBy
}`) as unknown as TypedDocumentString<InventoryUploadsQuery, InventoryUploadsQueryVariables>
export const InventoryUploadHistoryDocument = new TypedDocumentString(`
    query InventoryUploadHistory($after: ID, $first: Int) {
  inventoryUploadHistory(after: $after, first: $first) {
    uploads {
      ...InventoryUploadEntry
    }
    next
  }
}
    fragment InventoryUploadEntry on InventoryUpload {
  id
  fileName
  sizeBytes
  state
  totalRows
  successCount
  failureCount
  notApplied
  message
  uploadedBy
  startedAt
  finishedAt
  hasReport
  canUndo
  undoneAt
  undoneBy
}`) as unknown as TypedDocumentString<InventoryUploadHistoryQuery, InventoryUploadHistoryQueryVariables>
export const InventoryUploadReportDocument = new TypedDocumentString(`
    query InventoryUploadReport($id: ID!, $after: Int) {
  inventoryUploadReport(id: $id, after: $after) {
    csv
    next
  }
}
    `) as unknown as TypedDocumentString<InventoryUploadReportQuery, InventoryUploadReportQueryVariables>
export const UndoInventoryUploadDocument = new TypedDocumentString(`
    mutation UndoInventoryUpload($id: ID!) {
  undoInventoryUpload(id: $id) {
    uploadId
    restoredCount
    skippedCount
    skipped {
      row
      sku
      reason
    }
    message
  }
}
    `) as unknown as TypedDocumentString<UndoInventoryUploadMutation, UndoInventoryUploadMutationVariables>
export const PreviewInventoryUploadDocument = new TypedDocumentString(`
    mutation PreviewInventoryUpload($file: Upload!, $uploadId: ID) {
  previewInventoryUpload(file: $file, uploadId: $uploadId) {
    ...UploadPreviewFigures
    outcome {
      ...UploadOutcome
    }
  }
}
    fragment UploadOutcome on BulkUploadResult {
  success
  message
  totalProcessed
  successCount
  failureCount
  cancelled
  notApplied
  results(failedOnly: true) {
    success
    row
    sku
    productId
    message
  }
}
fragment UploadPreviewFigures on UploadPreview {
  id
  fileName
  state
  totalRows
  expiresAt
  changing
  unchanged
  newProducts
  failing
  largeChanges
  unitsAdded
  unitsRemoved
  valueAtCost
}`) as unknown as TypedDocumentString<PreviewInventoryUploadMutation, PreviewInventoryUploadMutationVariables>
export const InventoryUploadPreviewDocument = new TypedDocumentString(`
    query InventoryUploadPreview($id: ID!, $kind: UploadPreviewRowKind, $after: Int) {
  inventoryUploadPreview(id: $id) {
    ...UploadPreviewFigures
    rows(kind: $kind, after: $after, first: 50) {
      ...UploadPreviewLine
    }
  }
}
    fragment UploadPreviewFigures on UploadPreview {
  id
  fileName
  state
  totalRows
  expiresAt
  changing
  unchanged
  newProducts
  failing
  largeChanges
  unitsAdded
  unitsRemoved
  valueAtCost
}
fragment UploadPreviewLine on UploadPreviewRow {
  row
  sku
  productId
  name
  before
  after
  created
  large
  failure
}`) as unknown as TypedDocumentString<InventoryUploadPreviewQuery, InventoryUploadPreviewQueryVariables>
export const ApplyInventoryUploadDocument = new TypedDocumentString(`
    mutation ApplyInventoryUpload($id: ID!, $uploadId: ID) {
  applyInventoryUpload(id: $id, uploadId: $uploadId) {
    ...UploadOutcome
  }
}
    fragment UploadOutcome on BulkUploadResult {
  success
  message
  totalProcessed
  successCount
  failureCount
  cancelled
  notApplied
  results(failedOnly: true) {
    success
    row
    sku
    productId
    message
  }
}`) as unknown as TypedDocumentString<ApplyInventoryUploadMutation, ApplyInventoryUploadMutationVariables>
export const DiscardInventoryUploadDocument = new TypedDocumentString(`
    mutation DiscardInventoryUpload($id: ID!) {
  discardInventoryUpload(id: $id)
}
    `) as unknown as TypedDocumentString<DiscardInventoryUploadMutation, DiscardInventoryUploadMutationVariables>
export const CancelInventoryUploadDocument = new TypedDocumentString(`
    mutation CancelInventoryUpload($id: ID!) {
  cancelInventoryUpload(id: $id)
}
    `) as unknown as TypedDocumentString<CancelInventoryUploadMutation, CancelInventoryUploadMutationVariables>
export const InventoryProductsDocument = new TypedDocumentString(`
    query InventoryProducts($filter: InventoryFilterInput) {
  inventoryProducts(filter: $filter) {
    threshold
    lowStockCount
    lowStockCountIsLowerBound
    products {
      ...StockProduct
    }
    pagination {
      ...InventoryPaging
    }
  }
}
    fragment StockProduct on Product {
  id
  name
  sku
  quantity
  status
  image
  updatedAt
}
fragment InventoryPaging on Pagination {
  totalCount
  totalCountIsLowerBound
  skip
  pageSize
}`) as unknown as TypedDocumentString<InventoryProductsQuery, InventoryProductsQueryVariables>
export const LowStockProductsDocument = new TypedDocumentString(`
    query LowStockProducts($threshold: Int, $skip: Int, $pageSize: Int) {
  lowStockProducts(threshold: $threshold, skip: $skip, pageSize: $pageSize) {
    threshold
    products {
      ...StockProduct
    }
    pagination {
      ...InventoryPaging
    }
  }
}
    fragment StockProduct on Product {
  id
  name
  sku
  quantity
  status
  image
  updatedAt
}
fragment InventoryPaging on Pagination {
  totalCount
  totalCountIsLowerBound
  skip
  pageSize
}`) as unknown as TypedDocumentString<LowStockProductsQuery, LowStockProductsQueryVariables>
export const InventoryHistoryDocument = new TypedDocumentString(`
    query InventoryHistory($productId: ID!, $skip: Int, $pageSize: Int) {
  inventoryHistory(productId: $productId, skip: $skip, pageSize: $pageSize) {
    productId
    history {
      ...InventoryAdjustmentEntry
    }
    pagination {
      ...InventoryPaging
    }
  }
}
    fragment InventoryPaging on Pagination {
  totalCount
  totalCountIsLowerBound
  skip
  pageSize
}
fragment InventoryAdjustmentEntry on InventoryAdjustment {
  id
  adjustment
  quantityAfter
  reason
  createdAt
  createdBy
}`) as unknown as TypedDocumentString<InventoryHistoryQuery, InventoryHistoryQueryVariables>
export const AdjustInventoryDocument = new TypedDocumentString(`
    mutation AdjustInventory($input: InventoryAdjustmentInput!) {
  adjustInventory(input: $input) {
    product {
      ...StockProduct
    }
    adjustment {
      ...InventoryAdjustmentEntry
    }
  }
}
    fragment StockProduct on Product {
  id
  name
  sku
  quantity
  status
  image
  updatedAt
}
fragment InventoryAdjustmentEntry on InventoryAdjustment {
  id
  adjustment
  quantityAfter
  reason
  createdAt
  createdBy
}`) as unknown as TypedDocumentString<AdjustInventoryMutation, AdjustInventoryMutationVariables>
export const BulkInventoryUpdateDocument = new TypedDocumentString(`
    mutation BulkInventoryUpdate($items: [InventoryUpdateInput!]!) {
  bulkInventoryUpdate(items: $items) {
    success
    message
    updatedCount
    updatedProducts {
      ...StockProduct
    }
  }
}
    fragment StockProduct on Product {
  id
  name
  sku
  quantity
  status
  image
  updatedAt
}`) as unknown as TypedDocumentString<BulkInventoryUpdateMutation, BulkInventoryUpdateMutationVariables>
export const OrderChangedDocument = new TypedDocumentString(`
    subscription OrderChanged($orderId: ID) {
  orderChanged(orderId: $orderId) {
    orderId
    kind
    version
    actorName
    at
    order {
      id
      status
      version
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChangedSubscription, OrderChangedSubscriptionVariables>
export const ProductChangedDocument = new TypedDocumentString(`
    subscription ProductChanged($productId: ID) {
  productChanged(productId: $productId) {
    productId
    kind
    actorName
    at
  }
}
    `) as unknown as TypedDocumentString<ProductChangedSubscription, ProductChangedSubscriptionVariables>
export const OrderTimelineDocument = new TypedDocumentString(`
    query OrderTimeline($orderId: ID!, $after: String) {
  orderById(orderId: $orderId) {
    id
    events(after: $after) {
      ...OrderEventPageItem
    }
  }
}
    fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<OrderTimelineQuery, OrderTimelineQueryVariables>
export const SearchOrdersDocument = new TypedDocumentString(`
    query SearchOrders($search: SearchInput!) {
  searchOrders(search: $search) {
    orders {
      ...OrderListItem
    }
    pagination {
      totalCount
      totalCountIsLowerBound
      skip
      pageSize
    }
    nextCursor
  }
}
    fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}`) as unknown as TypedDocumentString<SearchOrdersQuery, SearchOrdersQueryVariables>
export const ExportOrdersDocument = new TypedDocumentString(`
    query ExportOrders($search: SearchInput!) {
  exportOrders(search: $search)
}
    `) as unknown as TypedDocumentString<ExportOrdersQuery, ExportOrdersQueryVariables>
export const GetOrderByIdDocument = new TypedDocumentString(`
    query GetOrderById($orderId: ID!) {
  orderById(orderId: $orderId) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<GetOrderByIdQuery, GetOrderByIdQueryVariables>
export const UpdateOrderDocument = new TypedDocumentString(`
    mutation UpdateOrder($orderId: ID!, $order: OrderUpdateInput!) {
  updateOrder(orderId: $orderId, order: $order) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>
export const UpdateOrderStatusDocument = new TypedDocumentString(`
    mutation UpdateOrderStatus($orderId: ID!, $orderStatus: OrderStatus!, $version: Int, $trackingNumber: String, $carrier: String) {
  updateOrderStatus(
    orderId: $orderId
    orderStatus: $orderStatus
    version: $version
    trackingNumber: $trackingNumber
    carrier: $carrier
  ) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($orderId: ID!, $reason: String, $version: Int) {
  cancelOrder(orderId: $orderId, reason: $reason, version: $version) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>
export const ReturnOrderDocument = new TypedDocumentString(`
    mutation ReturnOrder($orderId: ID!, $reason: String, $version: Int) {
  returnOrder(orderId: $orderId, reason: $reason, version: $version) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<ReturnOrderMutation, ReturnOrderMutationVariables>
export const OrderCustomersDocument = new TypedDocumentString(`
    query OrderCustomers($term: String!) {
  orderCustomers(term: $term) {
    id
    fullName
    email
  }
}
    `) as unknown as TypedDocumentString<OrderCustomersQuery, OrderCustomersQueryVariables>
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($order: OrderCreateInput!) {
  createOrder(order: $order) {
    ...OrderDetail
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}
fragment OrderListItem on Order {
  id
  status
  deliveryMethod
  orderTime
  itemCount
  paymentMethod
  customerName
  shippingAmount
  tax
  taxRate
  totalAmount
}
fragment OrderDetail on Order {
  ...OrderListItem
  customerEmail
  customerId
  subtotal
  trackingNumber
  carrier
  shippingNotes
  version
  updatedAt
  shippingAddress {
    ...OrderAddress
  }
  billingAddress {
    ...OrderAddress
  }
  products {
    id
    name
    sku
    price
    quantity
  }
  payments {
    paymentId
    authCode
    created
    lastFour
    status
    type
    amount
  }
  events {
    ...OrderEventPageItem
  }
}
fragment OrderEventItem on OrderEvent {
  id
  type
  message
  actorName
  createdAt
}
fragment OrderEventPageItem on OrderEventPage {
  events {
    ...OrderEventItem
  }
  nextCursor
}`) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>
export const CustomerRecentAddressDocument = new TypedDocumentString(`
    query CustomerRecentAddress($customerId: ID!) {
  customerRecentAddress(customerId: $customerId) {
    address {
      ...OrderAddress
    }
  }
}
    fragment OrderAddress on Address {
  id
  fullName
  phone
  address1
  address2
  city
  state
  zip
}`) as unknown as TypedDocumentString<CustomerRecentAddressQuery, CustomerRecentAddressQueryVariables>
export const OrderNotesDocument = new TypedDocumentString(`
    query OrderNotes($orderId: ID!) {
  orderById(orderId: $orderId) {
    id
    notes {
      ...OrderNoteItem
    }
  }
}
    fragment OrderNoteItem on OrderNote {
  id
  body
  authorName
  createdAt
}`) as unknown as TypedDocumentString<OrderNotesQuery, OrderNotesQueryVariables>
export const AddOrderNoteDocument = new TypedDocumentString(`
    mutation AddOrderNote($orderId: ID!, $note: OrderNoteInput!) {
  addOrderNote(orderId: $orderId, note: $note) {
    ...OrderNoteItem
  }
}
    fragment OrderNoteItem on OrderNote {
  id
  body
  authorName
  createdAt
}`) as unknown as TypedDocumentString<AddOrderNoteMutation, AddOrderNoteMutationVariables>
export const ChangeOrdersStatusDocument = new TypedDocumentString(`
    mutation ChangeOrdersStatus($ids: [ID!], $matching: OrderMatchingInput, $orderStatus: OrderStatus!) {
  changeOrdersStatus(ids: $ids, matching: $matching, orderStatus: $orderStatus) {
    message
    updatedCount
    refused {
      orderId
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeOrdersStatusMutation, ChangeOrdersStatusMutationVariables>
export const ExportSelectedOrdersDocument = new TypedDocumentString(`
    query ExportSelectedOrders($ids: [ID!], $matching: OrderMatchingInput) {
  exportSelectedOrders(ids: $ids, matching: $matching)
}
    `) as unknown as TypedDocumentString<ExportSelectedOrdersQuery, ExportSelectedOrdersQueryVariables>
export const GetMyPasskeysDocument = new TypedDocumentString(`
    query GetMyPasskeys {
  myPasskeys {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<GetMyPasskeysQuery, GetMyPasskeysQueryVariables>
export const StartPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation StartPasskeyRegistration {
  startPasskeyRegistration {
    options
    ticket
  }
}
    `) as unknown as TypedDocumentString<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>
export const FinishPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
  finishPasskeyRegistration(input: $input) {
    id
    name
    createdAt
  }
}
    `) as unknown as TypedDocumentString<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation RemovePasskey($passkeyId: ID!) {
  removePasskey(passkeyId: $passkeyId)
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>
export const StartPasskeySignInDocument = new TypedDocumentString(`
    mutation StartPasskeySignIn($challenge: String) {
  startPasskeySignIn(challenge: $challenge) {
    options
    ticket
  }
}
    `) as unknown as TypedDocumentString<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>
export const CompletePasskeySignInDocument = new TypedDocumentString(`
    mutation CompletePasskeySignIn($input: PasskeySignInInput!) {
  completePasskeySignIn(input: $input) {
    token
    refreshToken
    expire
  }
}
    `) as unknown as TypedDocumentString<CompletePasskeySignInMutation, CompletePasskeySignInMutationVariables>
export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($search: SearchInput!, $counted: Boolean = true) {
  searchProducts(search: $search) {
    products {
      ...ProductListItem
    }
    nextCursor
    pagination @include(if: $counted) {
      totalCount
      totalCountIsLowerBound
      skip
      pageSize
    }
    filters @include(if: $counted) {
      key
      value {
        partId
        name
        count
      }
    }
  }
}
    fragment ProductListItem on Product {
  id
  name
  description
  price
  quantity
  status
  category
  sku
  images
  createdAt
}`) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>
export const GetProductByIdDocument = new TypedDocumentString(`
    query GetProductById($id: ID!) {
  productById(id: $id) {
    success
    message
    product {
      ...ProductDetail
    }
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<GetProductByIdQuery, GetProductByIdQueryVariables>
export const ExportProductsDocument = new TypedDocumentString(`
    query ExportProducts($ids: [ID!], $matching: ProductMatchingInput) {
  exportProducts(ids: $ids, matching: $matching)
}
    `) as unknown as TypedDocumentString<ExportProductsQuery, ExportProductsQueryVariables>
export const DeleteProductsDocument = new TypedDocumentString(`
    mutation DeleteProducts($ids: [ID!], $matching: ProductMatchingInput) {
  deleteProducts(ids: $ids, matching: $matching) {
    success
    message
    deletedCount
    archivedCount
    deletionId
  }
}
    `) as unknown as TypedDocumentString<DeleteProductsMutation, DeleteProductsMutationVariables>
export const RestoreProductsDocument = new TypedDocumentString(`
    mutation RestoreProducts($deletionId: ID!) {
  restoreProducts(deletionId: $deletionId) {
    success
    message
    restoredCount
  }
}
    `) as unknown as TypedDocumentString<RestoreProductsMutation, RestoreProductsMutationVariables>
export const ProductCategoriesDocument = new TypedDocumentString(`
    query ProductCategories {
  productCategories {
    id
    name
    productsCount
  }
}
    `) as unknown as TypedDocumentString<ProductCategoriesQuery, ProductCategoriesQueryVariables>
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
  updateProduct(id: $id, input: $input) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>
export const UploadProductImageDocument = new TypedDocumentString(`
    mutation UploadProductImage($productId: ID!, $file: Upload!) {
  uploadProductImage(productId: $productId, file: $file) {
    id
    url
    fileName
    contentType
    size
  }
}
    `) as unknown as TypedDocumentString<UploadProductImageMutation, UploadProductImageMutationVariables>
export const DeleteProductImageDocument = new TypedDocumentString(`
    mutation DeleteProductImage($productId: ID!, $imageId: ID!) {
  deleteProductImage(productId: $productId, imageId: $imageId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteProductImageMutation, DeleteProductImageMutationVariables>
export const DuplicateProductDocument = new TypedDocumentString(`
    mutation DuplicateProduct($id: ID!) {
  duplicateProduct(id: $id) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<DuplicateProductMutation, DuplicateProductMutationVariables>
export const UpdateProductStatusDocument = new TypedDocumentString(`
    mutation UpdateProductStatus($id: ID!, $status: ProductStatus!) {
  updateProductStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateProductStatusMutation, UpdateProductStatusMutationVariables>
export const UpdateProductStockDocument = new TypedDocumentString(`
    mutation UpdateProductStock($id: ID!, $quantity: Int!) {
  updateProductStock(id: $id, quantity: $quantity) {
    id
    stock
  }
}
    `) as unknown as TypedDocumentString<UpdateProductStockMutation, UpdateProductStockMutationVariables>
export const ArchivedProductsDocument = new TypedDocumentString(`
    query ArchivedProducts($search: String, $skip: Int, $pageSize: Int) {
  archivedProducts(search: $search, skip: $skip, pageSize: $pageSize) {
    products {
      ...ProductListItem
      archivedAt
    }
    pagination {
      totalCount
      skip
      pageSize
    }
  }
}
    fragment ProductListItem on Product {
  id
  name
  description
  price
  quantity
  status
  category
  sku
  images
  createdAt
}`) as unknown as TypedDocumentString<ArchivedProductsQuery, ArchivedProductsQueryVariables>
export const ArchiveProductDocument = new TypedDocumentString(`
    mutation ArchiveProduct($id: ID!) {
  archiveProduct(id: $id) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<ArchiveProductMutation, ArchiveProductMutationVariables>
export const RestoreProductDocument = new TypedDocumentString(`
    mutation RestoreProduct($id: ID!) {
  restoreProduct(id: $id) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  name
  description
  price
  cost
  stock
  status
  category
  categories
  sku
  images
  productImages {
    id
    url
    fileName
  }
  itemId
  account
  assetAccount
  cogsAccount
  accumulatedDepreciation
  archived
  archivedAt
  createdAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<RestoreProductMutation, RestoreProductMutationVariables>
export const BulkUpdateProductsDocument = new TypedDocumentString(`
    mutation BulkUpdateProducts($input: BulkProductUpdateInput!) {
  bulkUpdateProducts(input: $input) {
    success
    message
    updatedCount
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateProductsMutation, BulkUpdateProductsMutationVariables>
export const CreateProductCategoryDocument = new TypedDocumentString(`
    mutation CreateProductCategory($input: ProductCategoryInput!) {
  createProductCategory(input: $input) {
    id
    name
    description
    productsCount
  }
}
    `) as unknown as TypedDocumentString<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>
export const UpdateProductCategoryDocument = new TypedDocumentString(`
    mutation UpdateProductCategory($id: ID!, $input: ProductCategoryInput!) {
  updateProductCategory(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateProductCategoryMutation, UpdateProductCategoryMutationVariables>
export const DeleteProductCategoryDocument = new TypedDocumentString(`
    mutation DeleteProductCategory($id: ID!) {
  deleteProductCategory(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteProductCategoryMutation, DeleteProductCategoryMutationVariables>
export const GetAllRolesDocument = new TypedDocumentString(`
    query GetAllRoles {
  allRoles {
    ...RoleDetail
  }
}
    fragment RoleDetail on Role {
  id
  name
  description
  isSystem
  builtIn
  areas {
    area
    level
  }
  userCount
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetAllRolesQuery, GetAllRolesQueryVariables>
export const GetRoleByIdDocument = new TypedDocumentString(`
    query GetRoleById($roleId: ID!) {
  roleById(roleId: $roleId) {
    ...RoleDetail
  }
}
    fragment RoleDetail on Role {
  id
  name
  description
  isSystem
  builtIn
  areas {
    area
    level
  }
  userCount
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetRoleByIdQuery, GetRoleByIdQueryVariables>
export const CreateRoleDocument = new TypedDocumentString(`
    mutation CreateRole($request: CreateRoleInput!) {
  createRole(request: $request) {
    ...RoleDetail
  }
}
    fragment RoleDetail on Role {
  id
  name
  description
  isSystem
  builtIn
  areas {
    area
    level
  }
  userCount
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateRoleMutation, CreateRoleMutationVariables>
export const UpdateRoleDocument = new TypedDocumentString(`
    mutation UpdateRole($request: UpdateRoleInput!) {
  updateRole(request: $request) {
    ...RoleDetail
  }
}
    fragment RoleDetail on Role {
  id
  name
  description
  isSystem
  builtIn
  areas {
    area
    level
  }
  userCount
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateRoleMutation, UpdateRoleMutationVariables>
export const DeleteRoleDocument = new TypedDocumentString(`
    mutation DeleteRole($request: DeleteRoleInput!) {
  deleteRole(request: $request)
}
    `) as unknown as TypedDocumentString<DeleteRoleMutation, DeleteRoleMutationVariables>
export const GlobalSearchDocument = new TypedDocumentString(`
    query GlobalSearch($term: String!, $limit: Int) {
  globalSearch(term: $term, limit: $limit) {
    products {
      id
      name
      sku
      status
      price
    }
    orders {
      id
      customerName
      status
      orderTime
      totalAmount
    }
    customers {
      id
      fullName
      email
    }
    staff {
      id
      fullName
      email
    }
  }
}
    `) as unknown as TypedDocumentString<GlobalSearchQuery, GlobalSearchQueryVariables>
export const GetProfileDocument = new TypedDocumentString(`
    query GetProfile {
  me {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
}`) as unknown as TypedDocumentString<GetProfileQuery, GetProfileQueryVariables>
export const GetNotificationPreferencesDocument = new TypedDocumentString(`
    query GetNotificationPreferences {
  me {
    id
    notificationPreferences {
      ...NotificationPreferenceFields
    }
  }
}
    fragment NotificationPreferenceFields on NotificationPreferences {
  email
  push
  sms
  orderUpdates
  marketing
  security
  newsletter
  promotions
}`) as unknown as TypedDocumentString<GetNotificationPreferencesQuery, GetNotificationPreferencesQueryVariables>
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($updateRequest: UpdateUserInput!) {
  updateUser(updateRequest: $updateRequest) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>
export const UpdateNotificationPreferencesDocument = new TypedDocumentString(`
    mutation UpdateNotificationPreferences($preferences: NotificationPreferencesInput!) {
  updateNotificationPreferences(preferences: $preferences) {
    ...NotificationPreferenceFields
  }
}
    fragment NotificationPreferenceFields on NotificationPreferences {
  email
  push
  sms
  orderUpdates
  marketing
  security
  newsletter
  promotions
}`) as unknown as TypedDocumentString<
  UpdateNotificationPreferencesMutation,
  UpdateNotificationPreferencesMutationVariables
>
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    success
    message
    endedSessions
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>
export const GetMySessionsDocument = new TypedDocumentString(`
    query GetMySessions {
  mySessions {
    ...SessionFields
  }
}
    fragment SessionFields on Session {
  id
  browser
  system
  address
  signedInAt
  lastActiveAt
  current
}`) as unknown as TypedDocumentString<GetMySessionsQuery, GetMySessionsQueryVariables>
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($sessionId: ID!) {
  endSession(sessionId: $sessionId)
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  endOtherSessions
}
    `) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>
export const CompleteSignInDocument = new TypedDocumentString(`
    mutation CompleteSignIn($step: SecondStepInput!) {
  completeSignIn(step: $step) {
    token
    refreshToken
    expire
  }
}
    `) as unknown as TypedDocumentString<CompleteSignInMutation, CompleteSignInMutationVariables>
export const GetMyTwoStepDocument = new TypedDocumentString(`
    query GetMyTwoStep {
  myTwoStep {
    enrolled
    enrolledAt
    recoveryCodesLeft
    required
    enrolmentOnly
  }
}
    `) as unknown as TypedDocumentString<GetMyTwoStepQuery, GetMyTwoStepQueryVariables>
export const StartTwoStepEnrolmentDocument = new TypedDocumentString(`
    mutation StartTwoStepEnrolment {
  startTwoStepEnrolment {
    secret
    otpauthUri
    qrCode
  }
}
    `) as unknown as TypedDocumentString<StartTwoStepEnrolmentMutation, StartTwoStepEnrolmentMutationVariables>
export const ConfirmTwoStepEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmTwoStepEnrolment($code: String!) {
  confirmTwoStepEnrolment(code: $code) {
    codes
  }
}
    `) as unknown as TypedDocumentString<ConfirmTwoStepEnrolmentMutation, ConfirmTwoStepEnrolmentMutationVariables>
export const DisableTwoStepDocument = new TypedDocumentString(`
    mutation DisableTwoStep($input: DisableTwoStepInput!) {
  disableTwoStep(input: $input)
}
    `) as unknown as TypedDocumentString<DisableTwoStepMutation, DisableTwoStepMutationVariables>
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($code: String!) {
  regenerateRecoveryCodes(code: $code) {
    codes
  }
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>
export const GetTwoStepPolicyDocument = new TypedDocumentString(`
    query GetTwoStepPolicy {
  twoStepPolicy
}
    `) as unknown as TypedDocumentString<GetTwoStepPolicyQuery, GetTwoStepPolicyQueryVariables>
export const SetTwoStepPolicyDocument = new TypedDocumentString(`
    mutation SetTwoStepPolicy($policy: TwoStepPolicy!) {
  setTwoStepPolicy(policy: $policy)
}
    `) as unknown as TypedDocumentString<SetTwoStepPolicyMutation, SetTwoStepPolicyMutationVariables>
export const GetUserTwoStepDocument = new TypedDocumentString(`
    query GetUserTwoStep($userId: ID!) {
  userTwoStep(userId: $userId) {
    enrolled
    enrolledAt
  }
}
    `) as unknown as TypedDocumentString<GetUserTwoStepQuery, GetUserTwoStepQueryVariables>
export const ResetUserTwoStepDocument = new TypedDocumentString(`
    mutation ResetUserTwoStep($userId: ID!) {
  resetUserTwoStep(userId: $userId)
}
    `) as unknown as TypedDocumentString<ResetUserTwoStepMutation, ResetUserTwoStepMutationVariables>
export const GetUsersDocument = new TypedDocumentString(`
    query GetUsers($filter: UserFilterInput) {
  users(filter: $filter) {
    users {
      ...UserListItem
    }
    pagination {
      pageSize
      skip
      totalCount
      totalCountIsLowerBound
    }
  }
}
    fragment UserListItem on User {
  id
  firstName
  lastName
  fullName
  email
  active
  createdAt
  roles {
    id
    name
    permissionLevel
  }
  groups {
    groupId
    groupName
  }
  permissions
}`) as unknown as TypedDocumentString<GetUsersQuery, GetUsersQueryVariables>
export const GetUserByIdDocument = new TypedDocumentString(`
    query GetUserById($userId: ID!) {
  userById(userId: $userId) {
    ...UserDetail
  }
}
    fragment UserDetail on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
  active
  createdAt
  updatedAt
  roles {
    id
    name
    permissionLevel
    areas {
      area
      level
    }
  }
  directRoles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
  groups {
    groupId
    groupName
    groupDescription
    joinedAt
  }
}`) as unknown as TypedDocumentString<GetUserByIdQuery, GetUserByIdQueryVariables>
export const GetUserRolesGroupCountsDocument = new TypedDocumentString(`
    query GetUserRolesGroupCounts {
  userRolesGroupCounts {
    userCount
    rolesCount
    groupCount
  }
}
    `) as unknown as TypedDocumentString<GetUserRolesGroupCountsQuery, GetUserRolesGroupCountsQueryVariables>
export const ExportUsersDocument = new TypedDocumentString(`
    query ExportUsers($userIds: [ID!], $matching: UserMatchingInput) {
  exportUsers(userIds: $userIds, matching: $matching)
}
    `) as unknown as TypedDocumentString<ExportUsersQuery, ExportUsersQueryVariables>
export const SetUsersActiveDocument = new TypedDocumentString(`
    mutation SetUsersActive($userIds: [ID!], $matching: UserMatchingInput, $active: Boolean!) {
  setUsersActive(userIds: $userIds, matching: $matching, active: $active) {
    message
    updatedCount
    refusedCount
  }
}
    `) as unknown as TypedDocumentString<SetUsersActiveMutation, SetUsersActiveMutationVariables>
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($request: RegisterInput!) {
  register(request: $request) {
    id
    email
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($updateRequest: UpdateUserInput!) {
  updateUser(updateRequest: $updateRequest) {
    ...UserDetail
  }
}
    fragment UserDetail on User {
  id
  firstName
  lastName
  fullName
  email
  phoneNumber
  active
  createdAt
  updatedAt
  roles {
    id
    name
    permissionLevel
    areas {
      area
      level
    }
  }
  directRoles {
    roleId
    roleName
    permissionName
    permissionLevel
    assignedAt
  }
  groups {
    groupId
    groupName
    groupDescription
    joinedAt
  }
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>
export const SetUserActiveDocument = new TypedDocumentString(`
    mutation SetUserActive($userId: ID!, $active: Boolean!) {
  setUserActive(userId: $userId, active: $active) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<SetUserActiveMutation, SetUserActiveMutationVariables>
export const IssuePasswordResetDocument = new TypedDocumentString(`
    mutation IssuePasswordReset($userId: ID!) {
  issuePasswordReset(userId: $userId) {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<IssuePasswordResetMutation, IssuePasswordResetMutationVariables>
export const UpdateUserRolePermissionDocument = new TypedDocumentString(`
    mutation UpdateUserRolePermission($request: UserRoleInput!) {
  updateUserRolePermission(request: $request)
}
    `) as unknown as TypedDocumentString<UpdateUserRolePermissionMutation, UpdateUserRolePermissionMutationVariables>
export const AssignUserRoleDocument = new TypedDocumentString(`
    mutation AssignUserRole($request: UserRoleInput!) {
  assignUserRole(request: $request)
}
    `) as unknown as TypedDocumentString<AssignUserRoleMutation, AssignUserRoleMutationVariables>
export const RemoveUserRoleDocument = new TypedDocumentString(`
    mutation RemoveUserRole($request: UserRoleRemovalInput!) {
  removeUserRole(request: $request)
}
    `) as unknown as TypedDocumentString<RemoveUserRoleMutation, RemoveUserRoleMutationVariables>
export const AddUserToGroupDocument = new TypedDocumentString(`
    mutation AddUserToGroup($request: UserGroupInput!) {
  addUserToGroup(request: $request)
}
    `) as unknown as TypedDocumentString<AddUserToGroupMutation, AddUserToGroupMutationVariables>
export const RemoveUserFromGroupDocument = new TypedDocumentString(`
    mutation RemoveUserFromGroup($request: UserGroupInput!) {
  removeUserFromGroup(request: $request)
}
    `) as unknown as TypedDocumentString<RemoveUserFromGroupMutation, RemoveUserFromGroupMutationVariables>
export const GetUserSessionsDocument = new TypedDocumentString(`
    query GetUserSessions($userId: ID!) {
  userSessions(userId: $userId) {
    ...SessionFields
  }
}
    fragment SessionFields on Session {
  id
  browser
  system
  address
  signedInAt
  lastActiveAt
  current
}`) as unknown as TypedDocumentString<GetUserSessionsQuery, GetUserSessionsQueryVariables>
export const EndUserSessionsDocument = new TypedDocumentString(`
    mutation EndUserSessions($userId: ID!) {
  endUserSessions(userId: $userId)
}
    `) as unknown as TypedDocumentString<EndUserSessionsMutation, EndUserSessionsMutationVariables>
