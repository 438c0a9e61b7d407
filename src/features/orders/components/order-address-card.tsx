import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { OrderAddressFragment } from '@/gql/graphql'

export function OrderAddressCard({
  title,
  address,
}: {
  title: string
  address: OrderAddressFragment | null | undefined
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {address ? (
          <address className="not-italic leading-relaxed">
            <span className="font-medium">{address.fullName}</span>
            <br />
            {address.address1}
            {address.address2 && (
              <>
                <br />
                {address.address2}
              </>
            )}
            <br />
            {address.city}, {address.state} {address.zip}
            {address.phone && (
              <>
                <br />
                {address.phone}
              </>
            )}
          </address>
        ) : (
          <p className="text-muted-foreground">None</p>
        )}
      </CardContent>
    </Card>
  )
}
