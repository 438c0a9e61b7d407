import { badInput } from '@/server/errors'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** One row of the first sheet: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  number: number
  cells: string[]
}

export interface SheetReadOptions {
  /** Rows past this many (the header included) end the read with `tooManyRows`. */
  maxRows: number
  onProgress(bytesRead: number): void
}

/**
 * Bounds on reading a spreadsheet. The largest legitimate file (200,000 rows of all nine template columns, 24.5 MB)
 * has 10 zip entries inflating to 96 MB; the benchmark's 100,000 rows (3.5 MB) inflate to 9 MB.
 */
export const SHEET_LIMITS = {
  zipEntries: 1000,
  inflatedBytes: 200 * 1024 * 1024,
  /** Columns of a row; the template has nine. */
  columns: 50,
  /** Characters of one CSV record, one workbook cell, or one XML tag. */
  textChars: 1024 * 1024,
  /** The heap of the worker that parses a legacy .xls. */
  workerHeapMb: 1024,
  readTimeMs: 120_000,
} as const

export const SHEET_MESSAGES = {
  tooManyColumns: `The file has more than ${SHEET_LIMITS.columns} columns. Keep the template's columns only.`,
  tooBig: 'The spreadsheet is too large to read. Split it into smaller files.',
  tooSlow: `The spreadsheet took longer than ${SHEET_LIMITS.readTimeMs / 1000} seconds to read. Split it into smaller files.`,
  unreadable: (reason: string) => `The spreadsheet could not be read: ${reason}`,
}

export const refuseSheet = (message: string) => badInput(message, { file: message })
export const tooManyRows = (options: SheetReadOptions) => UPLOAD_MESSAGES.tooManyRows(options.maxRows - 1)

/** The bytes a piece at a time, as views: streams are fed these rather than the whole file at once. */
export function* byteChunks(bytes: Uint8Array, size = 64 * 1024) {
  for (let start = 0; start < bytes.byteLength; start += size) yield bytes.subarray(start, start + size)
}
