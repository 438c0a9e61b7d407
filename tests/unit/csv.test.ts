import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@/shared/csv'

describe('CSV export', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) {
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell('-12')).toBe("'-12")
  })

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Bolt, 10 mm')).toBe('"Bolt, 10 mm"')
    expect(csvCell('5" pipe')).toBe('"5"" pipe"')
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
  })

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['sku', 'price'], [['A-1', 9.5]])).toBe('sku,price\r\nA-1,9.5\r\n')
  })
})
