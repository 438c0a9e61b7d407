import type { ReactNode } from 'react'

interface AddressShape {
  fullName: string
  address1: string
  address2?: string | null
  city: string
  state: string
  zip: string
  phone?: string | null
}

const line = (text: ReactNode) => (
  <>
    <br />
    {text}
  </>
)

/** A postal address as lines: name, street lines, city and zip, then the phone number when there is one. */
export function AddressLines({ address }: { address: AddressShape }) {
  return (
    <address className="not-italic leading-relaxed">
      <span className="font-medium">{address.fullName}</span>
      {line(address.address1)}
      {address.address2 && line(address.address2)}
      {line(`${address.city}, ${address.state} ${address.zip}`)}
      {address.phone && line(address.phone)}
    </address>
  )
}
