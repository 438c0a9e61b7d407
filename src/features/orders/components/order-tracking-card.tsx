import ExternalLink from 'lucide-react/icons/external-link'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { trackingUrl } from '@/shared/carrier-tracking'

/** Carrier, tracking number and shipping notes: real fields, editable with the rest of the order. */
export function OrderTrackingCard({
  trackingNumber,
  carrier,
  shippingNotes,
  editing,
  onChange,
}: {
  trackingNumber: string
  carrier: string
  shippingNotes: string
  editing: boolean
  onChange: (change: { trackingNumber?: string; carrier?: string; shippingNotes?: string }) => void
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tracking</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {editing ? (
          <>
            <FormField label="Carrier">
              {(control) => (
                <Input
                  {...control}
                  value={carrier}
                  maxLength={60}
                  onChange={(event) => onChange({ carrier: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Tracking number">
              {(control) => (
                <Input
                  {...control}
                  value={trackingNumber}
                  onChange={(event) => onChange({ trackingNumber: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Shipping notes">
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={shippingNotes}
                  onChange={(event) => onChange({ shippingNotes: event.target.value })}
                />
              )}
            </FormField>
          </>
        ) : (
          <dl className="grid gap-2">
            <dt className="text-muted-foreground">Carrier</dt>
            <dd>{carrier || 'Not yet assigned'}</dd>
            <dt className="text-muted-foreground">Tracking number</dt>
            <dd>
              <TrackingNumber carrier={carrier} trackingNumber={trackingNumber} />
            </dd>
            <dt className="text-muted-foreground">Shipping notes</dt>
            <dd className="whitespace-pre-line">{shippingNotes || 'None'}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  )
}

/** The number, linked to the carrier's own tracking page when we know the carrier. */
function TrackingNumber({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber)
  if (!url) return <>{trackingNumber || 'Not yet assigned'}</>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${trackingNumber}: track with ${carrier} (opens in a new tab)`}
      className="inline-flex items-center gap-1 underline underline-offset-4"
    >
      {trackingNumber}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  )
}
