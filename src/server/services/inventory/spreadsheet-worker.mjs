// Parses one legacy .xls workbook off the server's main thread (SheetJS blocks for seconds on a large sheet); .xlsx
// is streamed by xlsx-rows.ts.
// Plain JavaScript so that it runs as a worker under node, tsx and vitest alike.
// In: workerData { bytes: Uint8Array, maxRows: number }. Out: { firstRow: number } (the sheet's first row number),
// then { rows: string[][] } batches of every row from there on, blank ones included, then { done: true }.
// The sheet's rows are converted a batch at a time and let go as they are sent, so that the parsed sheet is held once.
import { parentPort, workerData } from 'node:worker_threads'
import * as XLSX from '@e965/xlsx'

const BATCH = 5000

function firstSheet() {
  const workbook = XLSX.read(workerData.bytes, {
    type: 'array',
    dense: true,
    sheets: 0,
    sheetRows: workerData.maxRows,
    cellFormula: false,
    cellText: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  })
  return workbook.Sheets[workbook.SheetNames[0]]
}

try {
  const sheet = firstSheet()
  const range = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null
  parentPort.postMessage({ firstRow: range ? range.s.r + 1 : 1 })
  const data = sheet?.['!data'] ?? []
  for (let start = range?.s.r ?? 0; range && start <= range.e.r; start += BATCH) {
    const end = Math.min(start + BATCH - 1, range.e.r)
    const rows = XLSX.utils.sheet_to_json(sheet, {
      header: 1,
      raw: true,
      defval: '',
      blankrows: true,
      range: { s: { r: start, c: range.s.c }, e: { r: end, c: range.e.c } },
    })
    data.fill(undefined, start, end + 1)
    parentPort.postMessage({ rows: rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell)))) })
  }
  parentPort.postMessage({ done: true })
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
}
