import { AUDIT_AREAS, type AuditRecordType } from '@/shared/audit-filter'

type AuditArea = (typeof AUDIT_AREAS)[number]

/** The areas the log files events under (src/shared/audit-filter.ts), as people name them. */
const AREA_LABELS: Record<AuditArea, string> = {
  products: 'Products',
  inventory: 'Inventory',
  orders: 'Orders',
  customers: 'Customers',
  user_management: 'User management',
  settings: 'Settings',
  auth: 'Sign-in and sessions',
}

/** The Activity screen's area filter: each area with its name. */
export const AREA_OPTIONS = AUDIT_AREAS.map((area) => ({ value: area, label: AREA_LABELS[area] }))

/** The kinds of record, as the filter names them. */
export const RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  PRODUCT: 'Product',
  CATEGORY: 'Category',
  ORDER: 'Order',
  USER: 'User',
  ROLE: 'Role',
  GROUP: 'Group',
}

/** What each action the server records means, in words (src/server/graphql/audited-mutations.ts names them). */
const ACTIONS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.refresh': 'Renewed a session',
  'auth.sign_out': 'Signed out',
  'auth.password_change': 'Changed their password',
  'auth.password_reset': 'Reset a password',
  'auth.passkey_sign_in_start': 'Started a passkey sign-in',
  'auth.two_step_enrolment_start': 'Started setting up two-step sign-in',
  'auth.two_step_enable': 'Turned on two-step sign-in',
  'auth.two_step_disable': 'Turned off two-step sign-in',
  'auth.recovery_codes_renew': 'Renewed their recovery codes',
  'auth.passkey_registration_start': 'Started adding a passkey',
  'auth.passkey_add': 'Added a passkey',
  'auth.passkey_remove': 'Removed a passkey',
  'auth.session_end': 'Ended a session',
  'auth.sessions_end_others': 'Ended their other sessions',
  'auth.sign_in_failed': 'Failed to sign in',
  'auth.sign_in_throttled': 'Was stopped signing in (too many tries)',
  'auth.password_change_failed': 'Failed to change their password',
  'auth.password_check_failed': 'Gave a wrong password',
  'auth.password_reset_failed': 'Failed to reset a password',
  'auth.reset_throttled': 'Was stopped resetting a password (too many tries)',
  'auth.refresh_token_reused': 'Reused a spent session token',
  'settings.two_step_policy': 'Changed the two-step sign-in policy',
  'product.create': 'Created a product',
  'product.update': 'Changed a product',
  'product.delete': 'Deleted a product',
  'product.status': "Changed a product's status",
  'product.stock': "Changed a product's stock",
  'product.duplicate': 'Duplicated a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Restored a product',
  'product.image_add': 'Added a product image',
  'product.image_delete': 'Removed a product image',
  'products.delete': 'Deleted products',
  'products.restore': 'Restored products',
  'products.update': 'Changed products in bulk',
  'products.export': 'Exported products',
  'category.create': 'Created a category',
  'category.update': 'Changed a category',
  'category.delete': 'Deleted a category',
  'inventory.adjust': 'Adjusted stock',
  'inventory.bulk_update': 'Changed stock in bulk',
  'inventory.upload': 'Uploaded stock',
  'inventory.upload_preview': 'Previewed a stock upload',
  'inventory.upload_apply': 'Applied a stock upload',
  'inventory.upload_discard': 'Discarded a stock upload',
  'inventory.upload_cancel': 'Cancelled a stock upload',
  'inventory.upload_undo': 'Undid a stock upload',
  'order.create': 'Created an order',
  'order.update': 'Changed an order',
  'order.status': "Changed an order's status",
  'order.cancel': 'Cancelled an order',
  'order.return': 'Returned an order',
  'order.note': 'Added a note to an order',
  'orders.status': "Changed orders' status in bulk",
  'orders.export': 'Exported orders',
  'customer.create': 'Created a customer',
  'customer.update': 'Changed a customer',
  'customer.note': 'Added a note to a customer',
  'customer.activate': 'Reactivated a customer',
  'customer.deactivate': 'Deactivated a customer',
  'customer.erase': "Erased a customer's personal data",
  'customers.activate': 'Reactivated customers',
  'customers.deactivate': 'Deactivated customers',
  'customers.export': 'Exported customers',
  'customer.data_export': "Downloaded a customer's data",
  'user.create': 'Created a user',
  'user.update': 'Changed a user',
  'user.activate': 'Reactivated a user',
  'user.deactivate': 'Deactivated a user',
  'user.password_reset_issued': 'Sent a password reset',
  'user.two_step_reset': "Reset a user's two-step sign-in",
  'user.sessions_end': "Ended a user's sessions",
  'user.notifications': 'Changed notification preferences',
  'users.activate': 'Reactivated users',
  'users.deactivate': 'Deactivated users',
  'users.export': 'Exported users',
  'role.grant': 'Gave a role',
  'role.grant_level': "Changed a role's level",
  'role.revoke': 'Took a role away',
  'role.create': 'Created a role',
  'role.update': 'Changed a role',
  'role.delete': 'Deleted a role',
  'group.add_member': 'Added a user to a group',
  'group.remove_member': 'Removed a user from a group',
  'group.create': 'Created a group',
  'group.update': 'Changed a group',
  'group.delete': 'Deleted a group',
  'access.denied': 'Was refused (no permission)',
  'audit.purge': 'Purged old audit events',
  'audit.export': 'Exported the activity log',
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** An action in words: "Changed a product" for product.update; one the app does not know as "Product: foo bar". */
export function actionLabel(action: string): string {
  const known = ACTIONS[action]
  if (known) return known
  const [subject, ...verb] = action.split('.')
  const words = (text: string) => text.replaceAll('_', ' ').trim()
  return verb.length ? `${sentence(words(subject!))}: ${words(verb.join(' '))}` : sentence(words(action))
}

/** A field's name as people read it: compareAtPrice and compare_at_price are "Compare at price". */
export function fieldLabel(field: string): string {
  return sentence(
    field
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase(),
  )
}

/** An area's name; one the app does not know as itself. */
export function areaLabel(area: string): string {
  return AREA_LABELS[area as AuditArea] ?? area
}
