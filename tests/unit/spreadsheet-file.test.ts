import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { SHEET_LIMITS } from '@/server/services/inventory/sheet-reading'
import { sniffSpreadsheet } from '@/server/services/inventory/spreadsheet-file'
import { readZipDirectory } from '@/server/services/inventory/zip-entries'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** A zip's central directory and end record holding `count` entries of the given sizes (what the check reads). */
function zipDirectory(compressed: number, inflated: number, count = 1): Uint8Array {
  const name = Buffer.from('xl/worksheets/sheet1.xml')
  const entry = Buffer.alloc(46 + name.length)
  entry.writeUInt32LE(0x02014b50, 0)
  entry.writeUInt32LE(compressed, 20)
  entry.writeUInt32LE(inflated, 24)
  entry.writeUInt16LE(name.length, 28)
  name.copy(entry, 46)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(entry.length * count, 12)
  end.writeUInt32LE(0, 16)
  return new Uint8Array(Buffer.concat([...Array.from({ length: count }, () => entry), end]))
}

describe('spreadsheet files', () => {
  it('refuses a zip entry that inflates more than 100 times its size', () => {
    expect(() => readZipDirectory(zipDirectory(1000, 100_000))).not.toThrow()
    expect(() => readZipDirectory(zipDirectory(1000, 100_001))).toThrow(UPLOAD_MESSAGES.unsafeZip)
    expect(() => readZipDirectory(zipDirectory(0xffffffff, 10))).toThrow(UPLOAD_MESSAGES.unsafeZip)
  })

  it('refuses more than 1,000 entries, or more than 200 MB inflated in all', () => {
    expect(() => readZipDirectory(zipDirectory(10, 100, SHEET_LIMITS.zipEntries))).not.toThrow()
    expect(() => readZipDirectory(zipDirectory(10, 100, SHEET_LIMITS.zipEntries + 1))).toThrow(
      UPLOAD_MESSAGES.unsafeZip,
    )
    const entry = 1024 * 1024
    const fits = SHEET_LIMITS.inflatedBytes / entry
    expect(() => readZipDirectory(zipDirectory(entry / 50, entry, fits))).not.toThrow()
    expect(() => readZipDirectory(zipDirectory(entry / 50, entry, fits + 1))).toThrow(UPLOAD_MESSAGES.unsafeZip)
  })

  it('accepts a real workbook', () => {
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['sku', 'quantity'],
        ['A', 1],
      ]),
      'Stock',
    )
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer)
    expect(sniffSpreadsheet(bytes)).toBe('xlsx')
    expect(() => readZipDirectory(bytes)).not.toThrow()
  })

  it('tells spreadsheets apart by their first bytes', () => {
    const bytes = (values: number[]) => new Uint8Array(values)
    expect(sniffSpreadsheet(new TextEncoder().encode('sku,quantity\nA,1\n'))).toBe('csv')
    expect(sniffSpreadsheet(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls')
    expect(sniffSpreadsheet(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull()
    expect(sniffSpreadsheet(bytes([0x73, 0x6b, 0x75, 0xff, 0xfe]))).toBeNull()
  })
})
