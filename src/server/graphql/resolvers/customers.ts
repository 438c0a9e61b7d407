import { authorize } from '@/server/graphql/authorize'
import type { CustomerResolvers, MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import {
  addCustomerNote,
  createCustomer,
  customerAddresses,
  customerById,
  customerNotes,
  eraseCustomer,
  setCustomerActive,
  updateCustomer,
} from '@/server/services/customers/customer-records'
import { setCustomersActive } from '@/server/services/customers/customer-activation'
import { customerDataExport } from '@/server/services/customers/customer-data-export'
import { exportCustomers, exportSelectedCustomers } from '@/server/services/customers/customer-export'
import { searchCustomers } from '@/server/services/customers/customer-search'
import { fromCents } from '@/shared/money'
import { fullName } from '@/shared/names'
import { PermissionLevel } from '@/shared/permissions'

export const customerQueries: QueryResolvers = {
  customers: async (_parent, { filter }, context) => {
    await authorize(context, 'customers', PermissionLevel.View)
    return searchCustomers(context.db, filter, context.countCap)
  },
  customer: async (_parent, { id }, context) => {
    await authorize(context, 'customers', PermissionLevel.View)
    return (await customerById(context.db, id)) ?? null
  },
  exportCustomers: async (_parent, { filter }, context) => {
    await authorize(context, 'customers', PermissionLevel.View)
    return exportCustomers(context.db, filter)
  },
  exportSelectedCustomers: async (_parent, { ids, matching }, context) => {
    await authorize(context, 'customers', PermissionLevel.View)
    return exportSelectedCustomers(context.db, { ids, matching })
  },
  customerData: async (_parent, { id }, context) => {
    await authorize(context, 'customers', PermissionLevel.View)
    return customerDataExport(context.db, id, context.now())
  },
}

export const customerMutations: MutationResolvers = {
  createCustomer: async (_parent, { input }, context) => {
    await authorize(context, 'customers', PermissionLevel.Create)
    return createCustomer(context.db, input)
  },
  updateCustomer: async (_parent, { id, version, input }, context) => {
    await authorize(context, 'customers', PermissionLevel.Edit)
    return updateCustomer(context.db, { id, version, input })
  },
  addCustomerNote: async (_parent, { customerId, note }, context) => {
    const viewer = await authorize(context, 'customers', PermissionLevel.Create)
    return addCustomerNote(context.db, viewer, { customerId, input: note })
  },
  setCustomerActive: async (_parent, { id, version, active }, context) => {
    await authorize(context, 'customers', PermissionLevel.Delete)
    return setCustomerActive(context.db, { id, version, active })
  },
  setCustomersActive: async (_parent, { ids, matching, active }, context) => {
    await authorize(context, 'customers', PermissionLevel.Delete)
    return setCustomersActive(context.db, { selection: { ids, matching }, active })
  },
  eraseCustomer: async (_parent, { id, version }, context) => {
    await authorize(context, 'customers', PermissionLevel.Delete)
    return eraseCustomer(context.db, { id, version })
  },
}

export const customerFields: CustomerResolvers = {
  fullName: (customer) => fullName(customer),
  orderCount: (customer) => customer.orders,
  totalSpent: (customer) => fromCents(customer.spentCents),
  averageOrder: (customer) =>
    customer.revenueOrders ? fromCents(Math.round(customer.spentCents / customer.revenueOrders)) : null,
  addresses: (customer, _args, context) => customerAddresses(context.db, customer.id),
  notes: (customer, _args, context) => customerNotes(context.db, customer.id),
}
