import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Button } from '@/components/ui/button'
import type { CustomerDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { downloadJson } from '@/lib/csv-download'
import { toast } from '@/lib/toast'
import { customerDataJson, useEraseCustomer } from '../queries'

/** Personal-data requests: download everything about the customer as JSON, and (with Delete) erase them. */
export function CustomerDataActions({ customer, mayErase }: { customer: CustomerDetailFragment; mayErase: boolean }) {
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const erase = useEraseCustomer()
  const download = async () => {
    setBusy(true)
    try {
      downloadJson(`customer-${customer.id}`, await customerDataJson(customer.id))
    } catch (error) {
      toast.error(`Download failed: ${toApiError(error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outline" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download Data'}
      </Button>
      {mayErase && (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Erase Customer
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) erase.reset()
        }}
        title="Erase Customer"
        description={`${customer.fullName}'s name, email, phone, addresses and notes will be replaced by a placeholder everywhere, their orders included; order amounts and lines stay for the books. This cannot be undone.`}
        confirmLabel="Erase"
        pendingLabel="Erasing..."
        destructive
        pending={erase.isPending}
        error={erase.isError ? toApiError(erase.error).message : null}
        onConfirm={() =>
          void erase
            .mutateAsync({ id: customer.id, version: customer.version })
            .then(() => {
              setConfirming(false)
              toast.success('Customer erased')
            })
            .catch(() => undefined)
        }
      />
    </>
  )
}
