/** The UTC calendar day of an instant, as ISO-8601 (2026-11-28): rollup days, export file names. */
export const utcDay = (instant: Date | number): string => new Date(instant).toISOString().slice(0, 10)
