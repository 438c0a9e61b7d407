import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import type { SheetRow } from '@/server/services/inventory/sheet-reading'
import { readSheetRows } from '@/server/services/inventory/spreadsheet-file'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'
import { zipArchive, type ZipFile } from '../support/zip-archive'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'

interface Sheet {
  name: string
  /** The relationship's target, as workbook.xml.rels gives it. */
  target: string
  /** The part's path in the zip. */
  path: string
  rows: string
}

const sheet = (rows: string, target = 'worksheets/sheet1.xml', name = 'Stock'): Sheet => ({
  name,
  target,
  path: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
  rows,
})

/** A workbook written by hand: its sheets in order, and shared strings' `<si>` items if any. */
function workbook(sheets: Sheet[], sharedStrings?: string[], options: { stored?: boolean } = {}): Uint8Array {
  const files: ZipFile[] = [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets
          .map(
            ({ path }) =>
              `<Override PartName="/${path}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        (sharedStrings
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data:
        `<?xml version="1.0" encoding="UTF-8"?>\n<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>` +
        sheets
          .map(({ name }, index) => `<sheet name="${name}" sheetId="${index + 1}" r:id="rId${index + 7}"/>`)
          .join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<Relationships xmlns="${PACKAGE_RELS}">` +
        (sharedStrings ? `<Relationship Id="rId1" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        sheets
          .map(
            ({ target }, index) => `<Relationship Id="rId${index + 7}" Type="${RELS}/worksheet" Target="${target}"/>`,
          )
          .join('') +
        '</Relationships>',
    },
    ...(sharedStrings
      ? [
          {
            name: 'xl/sharedStrings.xml',
            data: `<sst xmlns="${MAIN}" count="${sharedStrings.length}">${sharedStrings.join('')}</sst>`,
          },
        ]
      : []),
    // The sheets in the zip in the opposite order, so that the first sheet is never merely the first entry.
    ...sheets.toReversed().map(({ path, rows }) => ({
      name: path,
      data: `<?xml version="1.0"?>\n<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    })),
  ]
  return new Uint8Array(zipArchive(files.map((file) => ({ ...file, stored: options.stored }))))
}

async function rowsOf(
  bytes: Uint8Array,
  kind: 'xlsx' | 'xls' = 'xlsx',
  options: { maxRows?: number; onProgress?: (bytesRead: number) => void } = {},
): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  const read = readSheetRows(bytes, kind, {
    maxRows: options.maxRows ?? 1000,
    onProgress: options.onProgress ?? (() => {}),
  })
  for await (const row of read) rows.push(row)
  return rows
}

/** The rows that have a value, without the empty cells after their last value: what either reader must agree on. */
const valued = (rows: SheetRow[]) =>
  rows
    .map(({ number, cells }) => ({ number, cells: cells.slice(0, cells.findLastIndex((cell) => cell !== '') + 1) }))
    .filter(({ cells }) => cells.length > 0)

/** The streaming reader's rows, checked against SheetJS's (the reader .xls files still get) for the same bytes. */
async function sameAsSheetJs(bytes: Uint8Array): Promise<SheetRow[]> {
  const rows = await rowsOf(bytes)
  expect(valued(rows)).toEqual(valued(await rowsOf(bytes, 'xls')))
  return rows
}

const refusal = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (error: Error) => error.message,
  )

describe('streaming .xlsx rows', () => {
  it('reads shared strings: plain, rich text runs, phonetic runs left out, entities and escapes decoded', async () => {
    const bytes = workbook(
      [
        sheet(
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2" t="s"><v>5</v></c></row>',
        ),
      ],
      [
        '<si><t>sku</t></si>',
        '<si><r><rPr><b/></rPr><t>Tom &amp; </t></r><r><t xml:space="preserve">Jerry </t></r><rPh sb="0" eb="1"><t>トム</t></rPh></si>',
        '<si><t/></si>',
        '<si><t>&lt;a&gt; &quot;b&quot; &apos;c&apos; &#65;&#x42; caf&#xE9;</t></si>',
        '<si><t>_x0041__x005F_x0042_</t></si>',
        '<si><t>two\r\nlines</t></si>',
      ],
    )
    expect(await sameAsSheetJs(bytes)).toEqual([
      { number: 1, cells: ['sku', 'Tom & Jerry ', ''] },
      { number: 2, cells: ['<a> "b" \'c\' AB café', 'A_x0042_', 'two\nlines'] },
    ])
  })

  it('reads inline strings and formula strings', async () => {
    const bytes = workbook([
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="B1" t="inlineStr"><is><r><t>qu</t></r><r><t>antity</t></r></is></c></row>' +
          '<row r="2"><c r="A2" t="str"><f>CONCAT("A","-1")</f><v>A-1 co</v></c><c r="B2" t="inlineStr"><is><t><![CDATA[<5 & 6>]]></t></is></c></row>',
      ),
    ])
    expect(await sameAsSheetJs(bytes)).toEqual([
      { number: 1, cells: ['sku', 'quantity'] },
      { number: 2, cells: ['A-1 co', '<5 & 6>'] },
    ])
  })

  it('gives numbers, booleans and errors as SheetJS gave them', async () => {
    const numbers = ['1E-3', '10.50', '12345678901234567890', '-0', '1.0E+21', '0.1', '007', '3.14159265358979']
    const cell = (column: string, value: string, type?: string) =>
      `<c r="${column}2"${type ? ` t="${type}"` : ''}><v>${value}</v></c>`
    const bytes = workbook([
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c></row><row r="2">' +
          numbers
            .map((value, index) => cell(String.fromCharCode(65 + index), value, index % 2 ? 'n' : undefined))
            .join('') +
          cell('I', '1', 'b') +
          cell('J', '0', 'b') +
          cell('K', 'true', 'b') +
          cell('L', '#DIV/0!', 'e') +
          cell('M', '#N/A', 'e') +
          cell('N', '#NULL!', 'e') +
          cell('O', '2024-01-15') +
          '</row>',
      ),
    ])
    const [, values] = await sameAsSheetJs(bytes)
    expect(values!.cells).toEqual([
      '0.001',
      '10.5',
      '12345678901234567000',
      '0',
      '1e+21',
      '0.1',
      '7',
      '3.14159265358979',
      'true',
      'false',
      'true',
      '',
      '',
      '',
      '2024',
    ])
  })

  it('gives an ISO date cell as written', async () => {
    const bytes = workbook([sheet('<row r="1"><c r="A1" t="d"><v>2024-01-15T10:30:00</v></c></row>')])
    expect(await rowsOf(bytes)).toEqual([{ number: 1, cells: ['2024-01-15T10:30:00'] }])
  })

  it('puts a cell without r in the next column, a row without r after the last, blank rows between', async () => {
    const bytes = workbook([
      sheet(
        '<row r="2"><c t="inlineStr"><is><t>sku</t></is></c><c><v>1</v></c><c r="E2"><v>5</v></c><c><v>6</v></c></row>' +
          '<row><c r="B3"><v>2</v></c><c r="C3" s="1"/></row>' +
          '<row r="4" ht="20" customHeight="1"/>' +
          '<row r="6"><c r="A6" t="s"/><c r="B6"><v></v></c></row>' +
          '<row r="7"><c r="C7"><v>3</v></c></row>' +
          '<row r="9" ht="20" customHeight="1"/>',
      ),
    ])
    expect(await sameAsSheetJs(bytes)).toEqual([
      { number: 2, cells: ['sku', '1', '', '', '5', '6'] },
      { number: 3, cells: ['', '2'] },
      { number: 4, cells: [] },
      { number: 5, cells: [] },
      { number: 6, cells: [] },
      { number: 7, cells: ['', '', '3'] },
    ])
  })

  it("reads the workbook's first sheet, wherever it is kept and whatever it is called", async () => {
    const other = sheet('<row r="1"><c r="A1"><v>2</v></c></row>', 'worksheets/sheet1.xml', 'Other')
    const first = sheet('<row r="1"><c r="A1"><v>1</v></c></row>', 'worksheets/stock.xml')
    expect(await sameAsSheetJs(workbook([first, other]))).toEqual([{ number: 1, cells: ['1'] }])
    const absolute = sheet('<row r="1"><c r="A1"><v>3</v></c></row>', '/xl/data/first.xml')
    expect(await sameAsSheetJs(workbook([absolute, other]))).toEqual([{ number: 1, cells: ['3'] }])
    const upward = {
      ...sheet('<row r="1"><c r="A1"><v>4</v></c></row>', '../sheets/first.xml'),
      path: 'sheets/first.xml',
    }
    expect(await rowsOf(workbook([upward, other]))).toEqual([{ number: 1, cells: ['4'] }])
  })

  it('reads stored entries as well as deflated ones', async () => {
    const bytes = workbook([sheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')], ['<si><t>sku</t></si>'], {
      stored: true,
    })
    expect(await rowsOf(bytes)).toEqual([{ number: 1, cells: ['sku'] }])
  })

  it('reads a large sheet a piece at a time, as SheetJS reads it whole, telling progress in compressed bytes', async () => {
    const rows = [
      ['sku', 'quantity', 'name'],
      ...Array.from({ length: 8000 }, (_, index) => [
        `SKU-${index}`,
        index % 7 ? index * 1.5 : -index,
        `naïve ☃ ${index}`,
      ]),
    ]
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Stock')
    for (const bookSST of [false, true]) {
      const bytes = new Uint8Array(
        XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST }) as Buffer,
      )
      const progress: number[] = []
      const read = await rowsOf(bytes, 'xlsx', {
        maxRows: rows.length,
        onProgress: (bytesRead) => progress.push(bytesRead),
      })
      expect(read).toHaveLength(rows.length)
      expect(valued(read)).toEqual(valued(await rowsOf(bytes, 'xls', { maxRows: rows.length })))
      expect(progress.length).toBeGreaterThan(2)
      expect(progress).toEqual(progress.toSorted((a, b) => a - b))
      expect(progress.at(-1)).toBe(bytes.byteLength)
    }
  })

  it('refuses the row past the limit, and takes as many rows as it', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => `<row r="${index + 1}"><c><v>${index}</v></c></row>`).join('')
    expect(await rowsOf(workbook([sheet(rows(5))]), 'xlsx', { maxRows: 5 })).toHaveLength(5)
    expect(await refusal(rowsOf(workbook([sheet(rows(6))]), 'xlsx', { maxRows: 5 }))).toBe(
      UPLOAD_MESSAGES.tooManyRows(4),
    )
    const far = '<row r="1"><c><v>1</v></c></row><row r="1048576"><c><v>2</v></c></row>'
    expect(await refusal(rowsOf(workbook([sheet(far)]), 'xlsx', { maxRows: 5 }))).toBe(UPLOAD_MESSAGES.tooManyRows(4))
  })

  it('refuses a value past the 50th column, as in a CSV', async () => {
    expect(await rowsOf(workbook([sheet('<row r="1"><c r="AX1"><v>1</v></c><c r="AY1" s="1"/></row>')]))).toHaveLength(
      1,
    )
    expect(await refusal(rowsOf(workbook([sheet('<row r="1"><c r="AY1"><v>1</v></c></row>')])))).toBe(
      "The file has more than 50 columns. Keep the template's columns only.",
    )
  })

  it('refuses a zip cut short, damaged, lying about its sizes or not a workbook, with the messages it had', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => `<row><c><v>${index * 7919}</v></c></row>`).join('')
    const bytes = workbook([sheet(rows)])
    expect(await rowsOf(bytes)).toHaveLength(500)
    expect(await refusal(rowsOf(bytes.subarray(0, bytes.byteLength - 30)))).toBe(UPLOAD_MESSAGES.notSpreadsheet)

    // The sheet is the zip's last entry: its local header's name comes first, its directory entry's second.
    const name = Buffer.from('xl/worksheets/sheet1.xml')
    const patched = (patch: (copy: Buffer, local: number, central: number) => void) => {
      const copy = Buffer.from(bytes)
      const local = copy.indexOf(name) - 30
      patch(copy, local, copy.indexOf(name, local + 30 + name.length) - 46)
      return new Uint8Array(copy)
    }
    const damaged = patched((copy, local) =>
      copy.fill(0xff, local + 30 + name.length + 2, local + 30 + name.length + 40),
    )
    expect(await refusal(rowsOf(damaged))).toBe('The spreadsheet could not be read: the file is damaged.')
    const bzip2 = patched((copy, local, central) => {
      copy.writeUInt16LE(12, local + 8)
      copy.writeUInt16LE(12, central + 10)
    })
    expect(await refusal(rowsOf(bzip2))).toBe(UPLOAD_MESSAGES.notSpreadsheet)
    const understated = patched((copy, _local, central) =>
      copy.writeUInt32LE(copy.readUInt32LE(central + 20), central + 24),
    )
    expect(await refusal(rowsOf(understated))).toBe(UPLOAD_MESSAGES.unsafeZip)

    const notWorkbook = new Uint8Array(zipArchive([{ name: 'content.xml', data: '<office:document/>' }]))
    expect(await refusal(rowsOf(notWorkbook))).toBe(UPLOAD_MESSAGES.notSpreadsheet)
  })

  it('refuses XML it cannot read rather than guess', async () => {
    const outOfOrder = '<row r="2"><c><v>1</v></c></row><row r="1"><c><v>2</v></c></row>'
    expect(await refusal(rowsOf(workbook([sheet(outOfOrder)])))).toBe(
      'The spreadsheet could not be read: its rows are out of order.',
    )
    const doctype = '<!DOCTYPE lol [<!ENTITY lol "lol">]><row r="1"><c t="inlineStr"><is><t>&lol;</t></is></c></row>'
    expect(await refusal(rowsOf(workbook([sheet(doctype)])))).toBe(
      'The spreadsheet could not be read: its XML is not valid: a document type declaration is not allowed.',
    )
    const missing = workbook([sheet('<row r="1"><c t="s"><v>3</v></c></row>')], ['<si><t>a</t></si>'])
    expect(await refusal(rowsOf(missing))).toBe(
      'The spreadsheet could not be read: a cell refers to a shared text the file does not have.',
    )
  })
})
