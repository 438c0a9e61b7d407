import { utcDay } from '@/shared/utc-day'

/** What every CSV the app saves is: the one type its downloads carry. */
const CSV_TYPE = 'text/csv;charset=utf-8'
const JSON_TYPE = 'application/json;charset=utf-8'

/** Saves `text` as the file `fileName`: the one place of the app that downloads a file. */
function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  URL.revokeObjectURL(url)
}

/** Saves `csv` (made by toCsv of src/shared/csv.ts, in the browser or on the server) as `{name}.csv`. */
export const downloadCsv = (name: string, csv: string) => downloadText(`${name}.csv`, csv, CSV_TYPE)

/** Saves a JSON document the server made (a customer's personal data) as `{name}.json`. */
export const downloadJson = (name: string, json: string) => downloadText(`${name}.json`, json, JSON_TYPE)

/** A list's export, as `{name}-{today}.csv` (today as a UTC calendar day, 2026-11-28). */
export function exportCsv(name: string, csv: string): void {
  downloadCsv(`${name}-${utcDay(Date.now())}`, csv)
}
