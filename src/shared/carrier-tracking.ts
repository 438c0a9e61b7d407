/** Carriers whose public tracking page takes the number in its address, by the names staff type for them. */
const TRACKING_PAGES: readonly { names: readonly string[]; url: (number: string) => string }[] = [
  { names: ['ups'], url: (number) => `https://www.ups.com/track?tracknum=${number}` },
  { names: ['fedex', 'fed ex'], url: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}` },
  { names: ['usps'], url: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}` },
  { names: ['dhl', 'dhl express'], url: (number) => `https://www.dhl.com/en/express/tracking.html?AWB=${number}` },
]

/** The carrier's tracking page for this parcel, or null for a carrier we do not know (or no number yet). */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const number = trackingNumber?.trim()
  const name = carrier?.trim().toLowerCase()
  if (!number || !name) return null
  const page = TRACKING_PAGES.find((entry) => entry.names.includes(name))
  return page ? page.url(encodeURIComponent(number)) : null
}
