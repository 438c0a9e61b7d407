import { describe, expect, it } from 'vitest'
import { trackingUrl } from '@/shared/carrier-tracking'

describe('a carrier’s tracking link', () => {
  it('links the big carriers’ own pages, whatever case or spaces staff typed', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(trackingUrl(' fedex ', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012')
    expect(trackingUrl('USPS', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    )
    expect(trackingUrl('DHL Express', 'JD0141')).toBe('https://www.dhl.com/en/express/tracking.html?AWB=JD0141')
  })

  it('escapes the number, so it cannot add parameters or leave the carrier’s site', () => {
    expect(trackingUrl('UPS', '1Z&x=<script> /../')).toBe(
      'https://www.ups.com/track?tracknum=1Z%26x%3D%3Cscript%3E%20%2F..%2F',
    )
  })

  it('gives no link for an unknown carrier or before there is a number', () => {
    expect(trackingUrl('Speedy Local Courier', 'ABC')).toBeNull()
    expect(trackingUrl('UPS', '  ')).toBeNull()
    expect(trackingUrl('', '1Z999')).toBeNull()
    expect(trackingUrl(null, null)).toBeNull()
  })
})
