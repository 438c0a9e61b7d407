const FORMULA_START = /^[=+\-@\t\r\n]/

/** One CSV cell: quoted when needed, and a leading formula character neutralised with an apostrophe. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV lines, each ended by CRLF: a part of a CSV made a page at a time. */
export const csvLines = (rows: readonly (readonly unknown[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvLines([header, ...rows])
}
