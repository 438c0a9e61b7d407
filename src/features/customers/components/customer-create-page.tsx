import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { useCreateCustomer } from '../queries'
import { CustomerContactForm } from './customer-contact-form'

/** Add Customer: a web-store account without a password, opened on its page once made. */
export function CustomerCreatePage() {
  const create = useCreateCustomer()
  const navigate = useNavigate()
  const created = useRef<string | null>(null)
  return (
    <>
      <PageHeader
        title="Add Customer"
        description="The customer sets their own password in the web store; until then they cannot sign in."
      />
      <Card>
        <CardContent className="pt-6">
          <CustomerContactForm
            label="New customer"
            initial={{ firstName: '', lastName: '', email: '', phoneNumber: '' }}
            submitLabel="Add Customer"
            pendingLabel="Adding..."
            onSave={async (input) => {
              created.current = (await create.mutateAsync(input)).id
              toast.success('Customer added')
            }}
            onSaved={() => void navigate({ to: '/customers/$customerId', params: { customerId: created.current! } })}
            onCancel={() => void navigate({ to: '/customers' })}
          />
        </CardContent>
      </Card>
    </>
  )
}
