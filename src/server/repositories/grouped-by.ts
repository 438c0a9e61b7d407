/** Rows of a batch query grouped by their key, every asked key present (empty when no row has it). */
export function groupedBy<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const grouped = new Map<K, T[]>(keys.map((key) => [key, []]))
  for (const row of rows) grouped.get(keyOf(row))?.push(row)
  return grouped
}

/** Per-key counts of a batch `group by` query, every asked key present (0 when no row has it). */
export function countsBy<K>(keys: readonly K[], rows: readonly { key: K; n: number | string }[]): Map<K, number> {
  const counted = new Map(rows.map((row) => [row.key, Number(row.n)]))
  return new Map(keys.map((key) => [key, counted.get(key) ?? 0]))
}
