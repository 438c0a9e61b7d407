import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { AddressLines } from '@/components/layout/address-lines'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { PageUnavailable } from '@/components/layout/list-states'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { CustomerDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { formatDate, formatDateTime } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { usePermission } from '@/lib/session/use-permission'
import { toast } from '@/lib/toast'
import { PermissionLevel } from '@/shared/permissions'
import { customerOptions, useSetCustomerActive, useUpdateCustomer } from '../queries'
import { CustomerContactForm } from './customer-contact-form'
import { CustomerDataActions } from './customer-data-actions'
import { CustomerNotes } from './customer-notes'

const route = getRouteApi('/_app/customers/$customerId')

function Figures({ customer }: { customer: CustomerDetailFragment }) {
  const figures: [string, string][] = [
    ['Orders', String(customer.orderCount)],
    ['Total spent', formatMoney(customer.totalSpent)],
    ['Average order', customer.averageOrder === null ? '—' : formatMoney(customer.averageOrder)],
    ['First order', customer.firstOrderAt ? formatDateTime(customer.firstOrderAt) : 'None yet'],
    ['Last order', customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'None yet'],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lifetime</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

function Addresses({ customer }: { customer: CustomerDetailFragment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Addresses</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {customer.addresses.length === 0 ? (
          <p className="text-muted-foreground">No address yet: none of their orders had one.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Addresses, most recent first">
            {customer.addresses.map((address) => (
              <li key={address.id} className="rounded-md border p-3">
                <AddressLines address={address} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function Contact({ customer, mayEdit }: { customer: CustomerDetailFragment; mayEdit: boolean }) {
  const update = useUpdateCustomer()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Details</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {mayEdit ? (
          <CustomerContactForm
            key={customer.version}
            label="Contact Details"
            initial={{
              firstName: customer.firstName,
              lastName: customer.lastName,
              email: customer.email,
              phoneNumber: customer.phoneNumber ?? '',
            }}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            onSave={async (input) => {
              await update.mutateAsync({ id: customer.id, version: customer.version, input })
              toast.success('Customer saved')
            }}
          />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{customer.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Phone Number</dt>
              <dd>{customer.phoneNumber ?? '—'}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  )
}

/** Deactivate or reactivate the web-store account, after a confirmation. */
function AccountAction({ customer }: { customer: CustomerDetailFragment }) {
  const [open, setOpen] = useState(false)
  const change = useSetCustomerActive()
  const deactivating = customer.active
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {deactivating ? 'Deactivate Account' : 'Reactivate Account'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) change.reset()
        }}
        title={deactivating ? 'Deactivate Account' : 'Reactivate Account'}
        description={
          deactivating
            ? `${customer.fullName} will no longer be able to sign in to the web store, and their sessions end now. Their orders stay. You can reactivate the account later.`
            : `${customer.fullName} will be able to sign in to the web store again.`
        }
        confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
        pendingLabel={deactivating ? 'Deactivating...' : 'Reactivating...'}
        destructive={deactivating}
        pending={change.isPending}
        error={change.isError ? toApiError(change.error).message : null}
        onConfirm={() =>
          void change
            .mutateAsync({ id: customer.id, version: customer.version, active: !deactivating })
            .then(() => {
              setOpen(false)
              toast.success(deactivating ? 'Account deactivated' : 'Account reactivated')
            })
            .catch(() => undefined)
        }
      />
    </>
  )
}

/** A customer's page: figures, contact details, addresses, notes and (given) their orders. */
export function CustomerPage({ orders }: { orders: ReactNode }) {
  const { customerId } = route.useParams()
  const { data: customer } = useSuspenseQuery(customerOptions(customerId))
  const mayCreate = usePermission('customers', PermissionLevel.Create)
  const mayEdit = usePermission('customers', PermissionLevel.Edit)
  const mayDelete = usePermission('customers', PermissionLevel.Delete)
  const mayOrder = usePermission('orders', PermissionLevel.Create)
  if (!customer)
    return <PageUnavailable title="Customer not found" back={{ to: '/customers', label: 'Back to Customers' }} />
  return (
    <>
      <PageHeader
        title={customer.fullName}
        description={
          <>
            Customer since {formatDate(customer.createdAt)}
            {!customer.active && (
              <Badge variant="outline" className="ml-2">
                Deactivated
              </Badge>
            )}
          </>
        }
        actions={
          <>
            {mayOrder && customer.active && (
              <Button asChild>
                <Link
                  to="/orders/new"
                  state={{ orderCustomer: { id: customer.id, fullName: customer.fullName, email: customer.email } }}
                >
                  Create Order
                </Link>
              </Button>
            )}
            <CustomerDataActions customer={customer} mayErase={mayDelete} />
            {mayDelete && <AccountAction customer={customer} />}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Contact customer={customer} mayEdit={mayEdit} />
          <Addresses customer={customer} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Figures customer={customer} />
          <CustomerNotes customer={customer} mayAdd={mayCreate} />
        </div>
      </div>
      <section aria-labelledby="customer-orders" className="mt-8">
        <h2 id="customer-orders" className="mb-4 text-lg font-semibold">
          Orders
        </h2>
        {orders}
      </section>
    </>
  )
}
