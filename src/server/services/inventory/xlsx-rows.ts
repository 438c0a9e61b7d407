import { posix } from 'node:path'
import {
  refuseSheet,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  tooManyRows,
  type SheetReadOptions,
  type SheetRow,
} from '@/server/services/inventory/sheet-reading'
import {
  attribute,
  decodeEntities,
  XmlScanner,
  XmlSyntaxError,
  type XmlHandler,
} from '@/server/services/inventory/xml-scanner'
import {
  inflateEntry,
  inflateEntryChunks,
  readZipDirectory,
  type ZipEntry,
} from '@/server/services/inventory/zip-entries'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'

const unreadable = (reason: string) => refuseSheet(SHEET_MESSAGES.unreadable(reason))

/** Cell text as Excel writes it: XML entities, then `_xHHHH_` escapes of characters XML cannot hold; CRLF as LF. */
function decodeCellText(raw: string): string {
  const text = decodeEntities(raw)
  const unescaped = text.includes('_') ? text.replace(/_x([\da-f]{4})_/gi, hexCharacter) : text
  return unescaped.includes('\r\n') ? unescaped.replaceAll('\r\n', '\n') : unescaped
}

const hexCharacter = (_match: string, hex: string) => String.fromCharCode(parseInt(hex, 16))

/** Adds a piece of an element's text, refusing a cell longer than any spreadsheet writes. */
function appended(text: string, raw: string): string {
  if (text.length + raw.length > SHEET_LIMITS.textChars) throw unreadable('a cell holds too much text.')
  return text + raw
}

/**
 * The text of a rich string (a shared string's `<si>`, an inline string's `<is>`): its `<t>` runs, whether one plain
 * or several in `<r>` runs, without the phonetic guide of `<rPh>` runs.
 */
class RichText {
  private readonly runs: string[] = []
  private run: string | undefined
  private phonetic = false

  open(name: string) {
    if (name === 'rPh') this.phonetic = true
    else if (name === 't' && !this.phonetic) this.run = ''
  }

  text(raw: string) {
    if (this.run !== undefined) this.run = appended(this.run, raw)
  }

  close(name: string) {
    if (name === 'rPh') this.phonetic = false
    else if (name === 't' && this.run !== undefined) {
      this.runs.push(this.run)
      this.run = undefined
    }
  }

  value(): string {
    return decodeCellText(this.runs.join(''))
  }
}

/** The workbook's shared strings, in order. */
class SharedStrings implements XmlHandler {
  readonly strings: string[] = []
  private item: RichText | undefined

  open(name: string) {
    if (name === 'si') this.item = new RichText()
    else this.item?.open(name)
  }

  text(raw: string) {
    this.item?.text(raw)
  }

  close(name: string) {
    if (name === 'si' && this.item) {
      this.strings.push(this.item.value())
      this.item = undefined
    } else this.item?.close(name)
  }
}

/** The column of a cell reference ("B7" is 1), from its letters; undefined without them. */
function columnOf(reference: string | undefined): number | undefined {
  let column = 0
  let letters = 0
  for (; reference && letters < reference.length; letters += 1) {
    const code = reference.charCodeAt(letters) - 64
    if (code < 1 || code > 26) break
    column = column * 26 + code
  }
  return letters ? column - 1 : undefined
}

/**
 * A cell's text as SheetJS gave it (raw values, then String): numbers as JavaScript writes them ("1E-3" is "0.001",
 * "10.50" is "10.5"), booleans "true" or "false", errors empty, ISO dates as written; undefined for no value.
 */
function cellText(type: string, value: string | undefined, inline: string | undefined, shared: string[]) {
  switch (type) {
    case 's': {
      if (!value) return undefined
      const text = shared[parseInt(value, 10)]
      if (text === undefined) throw unreadable('a cell refers to a shared text the file does not have.')
      return text
    }
    case 'str':
      return value === undefined ? '' : decodeCellText(value)
    case 'inlineStr':
      return inline ?? ''
    case 'b':
      return value === '1' || value === 'true' ? 'true' : 'false'
    case 'e':
      return ''
    case 'd':
      return value && decodeEntities(value)
    default:
      return value ? String(parseFloat(decodeEntities(value))) : undefined
  }
}

/**
 * Reads a worksheet's `<sheetData>` into rows as its XML is scanned, collecting them until `take`. A row without an
 * `r` is the one after the last, a cell without one the next column. Rows without a value are given only between
 * two that have one (as blank rows), cells from column A.
 */
class SheetRows implements XmlHandler {
  private rows: SheetRow[] = []
  private state: 'before' | 'reading' | 'done' = 'before'
  private number = 0
  private lastGiven = 0
  private cells: string[] = []
  private column = -1
  private cell: { type: string; value?: string; inline?: string } | undefined
  private value: string | undefined
  private inline: RichText | undefined

  constructor(
    private readonly shared: string[],
    private readonly options: SheetReadOptions,
  ) {}

  open(name: string, attributes: string) {
    if (this.inline) {
      this.inline.open(name)
      return
    }
    if (name === 'sheetData' && this.state === 'before') this.state = 'reading'
    if (this.state !== 'reading') return
    if (name === 'row') this.startRow(attribute(attributes, 'r'))
    else if (name === 'c') {
      this.column = columnOf(attribute(attributes, 'r')) ?? this.column + 1
      this.cell = { type: attribute(attributes, 't') ?? 'n' }
    } else if (name === 'v' && this.cell) this.value = ''
    else if (name === 'is' && this.cell) this.inline = new RichText()
  }

  text(raw: string) {
    if (this.inline) this.inline.text(raw)
    else if (this.value !== undefined) this.value = appended(this.value, raw)
  }

  close(name: string) {
    if (this.inline) {
      if (name !== 'is') this.inline.close(name)
      else if (this.cell) {
        this.cell.inline = this.inline.value()
        this.inline = undefined
      }
      return
    }
    if (this.state !== 'reading') return
    if (name === 'v' && this.cell && this.value !== undefined) {
      // An empty <v/> is no value, as in SheetJS.
      this.cell.value = this.value || undefined
      this.value = undefined
    } else if (name === 'c') this.endCell()
    else if (name === 'row') this.endRow()
    else if (name === 'sheetData') this.state = 'done'
  }

  /** The rows read since the last call. */
  take(): SheetRow[] {
    const rows = this.rows
    this.rows = []
    return rows
  }

  /** Refuses a sheet whose data the XML ended inside. */
  finish() {
    if (this.state === 'reading') throw unreadable('the sheet ends early.')
  }

  private startRow(reference: string | undefined) {
    const number = reference === undefined ? this.number + 1 : Number(reference)
    if (!Number.isInteger(number) || number <= this.number) throw unreadable('its rows are out of order.')
    this.number = number
    this.cells = []
    this.column = -1
  }

  private endCell() {
    const cell = this.cell
    this.cell = undefined
    if (!cell) return
    const text = cellText(cell.type, cell.value, cell.inline, this.shared)
    if (text === undefined) return
    if (this.column >= SHEET_LIMITS.columns) throw refuseSheet(SHEET_MESSAGES.tooManyColumns)
    while (this.cells.length < this.column) this.cells.push('')
    this.cells[this.column] = text
  }

  private endRow() {
    if (!this.cells.length) return
    if (this.number > this.options.maxRows) throw refuseSheet(tooManyRows(this.options))
    for (let blank = this.lastGiven ? this.lastGiven + 1 : this.number; blank < this.number; blank += 1) {
      this.rows.push({ number: blank, cells: [] })
    }
    this.rows.push({ number: this.number, cells: this.cells })
    this.lastGiven = this.number
  }
}

/** A part's path in the zip from a relationship's target: relative to the workbook's folder, or absolute. */
const partPath = (target: string) =>
  (target.startsWith('/') ? posix.normalize(target.slice(1)) : posix.join('xl', target)).toLowerCase()

/** The relationship targets of xl/workbook.xml by id, and the shared strings' part. */
function workbookRelationships(bytes: Uint8Array, entries: Map<string, ZipEntry>) {
  const rels = entries.get('xl/_rels/workbook.xml.rels')
  if (!rels) throw refuseSheet(UPLOAD_MESSAGES.notSpreadsheet)
  const targets = new Map<string, string>()
  let sharedStrings: string | undefined
  scanWhole(bytes, rels, {
    open(name, attributes) {
      if (name !== 'Relationship') return
      const target = attribute(attributes, 'Target')
      const id = attribute(attributes, 'Id')
      if (target === undefined || id === undefined) return
      targets.set(id, partPath(target))
      if (attribute(attributes, 'Type')?.endsWith('/sharedStrings')) sharedStrings = partPath(target)
    },
    close() {},
    text() {},
  })
  return { targets, sharedStrings }
}

/** The `id` attribute of the relationships namespace, whatever its prefix (`r:id` as Excel writes it). */
const RELATIONSHIP_ID = /\s[\w.-]+:id\s*=\s*(?:"([^"]*)"|'([^']*)')/

/** The relationship id of the workbook's first sheet: the `r:id` of its first `<sheet>`. */
function firstSheetId(bytes: Uint8Array, entries: Map<string, ZipEntry>): string | undefined {
  const workbook = entries.get('xl/workbook.xml')
  if (!workbook) throw refuseSheet(UPLOAD_MESSAGES.notSpreadsheet)
  let id: string | undefined
  scanWhole(bytes, workbook, {
    open(name, attributes) {
      if (name === 'sheet' && id === undefined) id = RELATIONSHIP_ID.exec(attributes)?.slice(1).find(Boolean) ?? ''
    },
    close() {},
    text() {},
  })
  return id && decodeEntities(id)
}

function scanWhole(bytes: Uint8Array, entry: ZipEntry, handler: XmlHandler) {
  const scanner = new XmlScanner(handler, SHEET_LIMITS.textChars)
  scanner.write(new TextDecoder().decode(inflateEntry(bytes, entry)))
  scanner.end()
}

/** Scans an entry's XML as it inflates, yielding after each piece; the compressed bytes read go to `onRead`. */
async function* scanEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  handler: XmlHandler,
  onRead: (compressedBytes: number) => void,
): AsyncGenerator<void> {
  const scanner = new XmlScanner(handler, SHEET_LIMITS.textChars)
  const decoder = new TextDecoder()
  for await (const piece of inflateEntryChunks(bytes, entry, onRead)) {
    scanner.write(decoder.decode(piece, { stream: true }))
    yield
  }
  scanner.write(decoder.decode())
  scanner.end()
}

/**
 * The rows of an .xlsx workbook's first sheet, read as its XML inflates: the zip's directory is checked for bombs
 * first, the shared strings are read whole, then the sheet streams a piece at a time, each piece's rows handed on
 * before the next is inflated. Progress is told in compressed bytes read.
 */
export async function* xlsxRows(bytes: Uint8Array, options: SheetReadOptions): AsyncGenerator<SheetRow> {
  const deadline = performance.now() + SHEET_LIMITS.readTimeMs
  const inTime = () => {
    if (performance.now() > deadline) throw refuseSheet(SHEET_MESSAGES.tooSlow)
  }
  try {
    const entries = readZipDirectory(bytes)
    const { targets, sharedStrings } = workbookRelationships(bytes, entries)
    const sheetPath = targets.get(firstSheetId(bytes, entries) ?? '')
    const sheet = sheetPath === undefined ? undefined : entries.get(sheetPath)
    if (!sheet) throw refuseSheet(UPLOAD_MESSAGES.notSpreadsheet)
    const sharedEntry = entries.get(sharedStrings ?? 'xl/sharedstrings.xml')
    let read = 0
    const shared = new SharedStrings()
    if (sharedEntry) {
      for await (const _ of scanEntry(bytes, sharedEntry, shared, (compressed) => (read = compressed))) inTime()
    }
    const sharedRead = read
    const rows = new SheetRows(shared.strings, options)
    for await (const _ of scanEntry(bytes, sheet, rows, (compressed) => (read = sharedRead + compressed))) {
      yield* rows.take()
      options.onProgress(read)
      inTime()
    }
    rows.finish()
    yield* rows.take()
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw unreadable(`its XML is not valid: ${error.message}`)
    throw error
  }
  options.onProgress(bytes.byteLength)
}
