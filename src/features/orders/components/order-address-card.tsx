import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { OrderAddressFragment } from '@/gql/graphql'
import type { AddressDraft } from '../order-draft'
import { OrderAddressFields } from './order-address-fields'
import { AddressLines } from '@/components/layout/address-lines'

/** An order's shipping or billing address: read, or while editing its fields when the order has one to edit. */
export function OrderAddressCard({
  title,
  address,
  draft,
  onDraftChange,
  errors,
  emptyText = 'None',
}: {
  title: string
  address: OrderAddressFragment | null | undefined
  /** The address being edited; absent when it is not editable. */
  draft?: AddressDraft | null
  onDraftChange?: (draft: AddressDraft) => void
  errors?: Readonly<Record<string, string>>
  /** What stands for an address the order does not have. */
  emptyText?: string
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {draft && onDraftChange ? (
          <OrderAddressFields legend={title} value={draft} onChange={onDraftChange} errors={errors} />
        ) : address ? (
          <AddressLines address={address} />
        ) : (
          <p className="text-muted-foreground">{emptyText}</p>
        )}
      </CardContent>
    </Card>
  )
}
