import { fieldLabel } from './audit-words'

/** How a recorded value reads in the changes table: the text of a JSON value, or null for none. */
export function valueText(json: string | null | undefined): string | null {
  if (json === null || json === undefined) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return json
  }
  return plain(value)
}

function plain(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.length ? value.map((item) => plain(item) ?? 'none').join(', ') : null
  return JSON.stringify(value)
}

/** A bulk change's, refusal's or export's summary (a JSON object) as named values; [] for none or no object. */
export function summaryEntries(json: string | null | undefined): [string, string][] {
  if (!json) return []
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return [['Summary', json]]
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [['Summary', plain(value) ?? 'none']]
  return Object.entries(value).map(([key, entry]) => [fieldLabel(key), plain(entry) ?? 'none'])
}
