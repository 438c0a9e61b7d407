import { formatDate } from '@/lib/format'

/**
 * What the comparison with the previous period leaves unsaid: when the store's first order came after that period
 * began, part of it had no orders at all, and "Up 212.7%" compares with a shop not yet open. Undefined otherwise.
 */
export function orderComparisonNote(ordersSince: string | null | undefined, previousStart: string): string | undefined {
  if (!ordersSince || new Date(ordersSince).getTime() <= new Date(previousStart).getTime()) return undefined
  return `no orders before ${formatDate(ordersSince)}`
}
