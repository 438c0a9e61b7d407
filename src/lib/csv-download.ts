import { utcDay } from '@/shared/utc-day'

/** What every CSV the app saves is: the one type its downloads carry. */
const CSV_TYPE = 'text/csv;charset=utf-8'

/**
 * Saves `csv` (made by toCsv of src/shared/csv.ts, in the browser or on the server) as `{name}.csv`: the one place of
 * the app that downloads a file.
 */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_TYPE }))
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.csv` })
  link.click()
  URL.revokeObjectURL(url)
}

/** A list's export, as `{name}-{today}.csv` (today as a UTC calendar day, 2026-11-28). */
export function exportCsv(name: string, csv: string): void {
  downloadCsv(`${name}-${utcDay(Date.now())}`, csv)
}
