// Parses one .xlsx or .xls workbook off the server's main thread (SheetJS blocks for seconds on a large sheet).
// Plain JavaScript so that it runs as a worker under node, tsx and vitest alike.
// In: workerData { bytes: Uint8Array, maxRows: number }. Out: { firstRow: number } (the sheet's first row number),
// then { rows: string[][] } batches of every row from there on, blank ones included, then { done: true }.
import { parentPort, workerData } from 'node:worker_threads'
import * as XLSX from '@e965/xlsx'

const BATCH = 5000
const { bytes, maxRows } = workerData

try {
  const workbook = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    sheets: 0,
    sheetRows: maxRows,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  })
  const sheet = workbook.Sheets[workbook.SheetNames[0]]
  const rows = sheet?.['!ref']
    ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: true })
    : []
  parentPort.postMessage({ firstRow: sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1 })
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => row.map((cell) => (cell == null ? '' : String(cell))))
    parentPort.postMessage({ rows: batch })
  }
  parentPort.postMessage({ done: true })
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
}
