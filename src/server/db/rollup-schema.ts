import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '../../shared/order-status'

// Daily rollups of the orders, kept current by triggers on orders and order_items in the same transaction as every
// change (migration 0007, which also holds the views that recompute them from the raw rows). Days are UTC days.

/** Orders and their total (in cents) per day and status. */
export const orderDaySales = pgTable(
  'order_day_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
)

/**
 * Orders and their total (in cents) per UTC hour and status, so the partial last day of a dashboard period is read as
 * at most 23 hours of rollup rows plus the orders of one hour (migration 0028).
 */
export const orderHourSales = pgTable(
  'order_hour_sales',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.status] })],
)

/**
 * Orders per day, status, payment method and delivery method, so the orders list counts any mix of those filters over
 * whole days as a sum of at most 36 rows a day (migration 0018, with its own triggers, backfill and check).
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.paymentMethod, t.deliveryMethod] })],
)

/** Units and line revenue (in cents) per day, order status and product. */
export const productDaySales = pgTable(
  'product_day_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.productId] })],
)

/**
 * The days on which a customer placed orders (any status): how many, the gap in days since their previous order day
 * (as in customer_day_gaps) and the day's first order time, so the customers of part of a day who had not ordered
 * since a given day are one index range of that day (customer_days_day_idx, migration 0008).
 */
export const customerDays = pgTable(
  'customer_days',
  {
    customerId: uuid('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    gap: smallint('gap').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
)

/**
 * Per day, how many customers ordered that day with each gap in days since their previous order day (capped at
 * CUSTOMER_GAP_CAP; a first order has the cap). Customers who ordered within days [s, t) = the rows of those days
 * whose gap exceeds day − s: read from at most (t − s) × cap rows, however many orders there are.
 */
export const customerDayGaps = pgTable(
  'customer_day_gaps',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gap: smallint('gap').notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.gap] })],
)

/** Must exceed the longest dashboard period in days less one (a unit test checks); the triggers use the same. */
export const CUSTOMER_GAP_CAP = 90

/**
 * Units and line revenue (in cents, revenue-counting orders only) per product over each dashboard period's window:
 * for `days` = d and `endDay` = e, the d UTC days up to and including e. Kept by a trigger on product_day_sales for
 * the windows ending on the current day (periodProductSalesAsOf) and, once prepared, on the next; at the UTC day change
 * the next day's windows are already there, so no request waits for a roll (migration 0028).
 */
export const periodProductSales = pgTable(
  'period_product_sales',
  {
    endDay: date('end_day', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.endDay, t.days, t.productId] }),
    index('period_product_sales_top_idx').on(t.endDay, t.days, t.revenueCents.desc().nullsFirst(), t.productId),
  ],
)

/**
 * One row: the UTC day whose windows period_product_sales keeps current, whether the next day's windows are prepared
 * (kept beside them, so the day change only moves this day on), and since when a preparation has been running.
 */
export const periodProductSalesAsOf = pgTable('period_product_sales_as_of', {
  day: date('day', { mode: 'string' }).notNull(),
  nextPrepared: boolean('next_prepared').notNull().default(false),
  preparingSince: timestamp('preparing_since', { withTimezone: true }),
})

/**
 * While the next day's windows are being prepared (copied from today's as of one snapshot, order changes going on),
 * the changes to product_day_sales, each with its transaction's id: the preparation adds those its snapshot did not
 * see, then empties the log (migration 0030).
 */
export const periodProductSalesLog = pgTable('period_product_sales_log', {
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  productId: uuid('product_id').notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
})

/**
 * Statements that wrote what the dashboard shows (orders, order lines, products), counted per server connection by
 * statement triggers in the writers' own transactions (migration 0036). Their sum only grows, by each commit as it
 * becomes visible, so a dashboard figure computed at one sum is still the figure while the sum is the same
 * (services/dashboard/dashboard-cache.ts). One row per connection: concurrent writers never wait for each other here.
 * Rows of connections that have ended are folded into row 0 (fold_dashboard_changes()), leaving the sum as it was.
 */
export const dashboardChanges = pgTable('dashboard_changes', {
  backend: integer('backend').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
})
