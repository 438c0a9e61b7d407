import { boundedInt, SKIP_MAX } from '@/shared/input-bounds'
import { MAX_PAGE_SIZE } from '@/shared/page-size'

/** How many rows a list may skip: 0 up to SKIP_MAX. */
export const skipSchema = (label: string) => boundedInt(0, SKIP_MAX, label)

/** How many rows one page of a list holds: 1 up to MAX_PAGE_SIZE. */
export const pageSizeSchema = (label: string) => boundedInt(1, MAX_PAGE_SIZE, label)

/** A "latest n" count the caller may leave out or overstate: whole, from 1 to `max`, `fallback` when absent. */
export const boundedCount = (value: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.trunc(value ?? fallback), 1), max)
