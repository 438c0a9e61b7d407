/** The error and the ones it wraps (Drizzle and GraphQL keep the driver's error as `cause` or `originalError`). */
export function* causeChain(error: unknown): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; depth++) {
    yield current
    const { cause, originalError } = current as { cause?: unknown; originalError?: unknown }
    current = cause ?? originalError
  }
}

/** The code of a database or socket error (PostgreSQL SQLSTATE, or ECONNREFUSED and the like), however wrapped. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    const code = (link as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** unique_violation: a second writer raced us to a unique value. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505'

/** The unique constraint or index a unique violation hit (`products_sku_unique`); undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined
  for (const link of causeChain(error)) {
    const constraint = (link as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
  }
  return undefined
}
