import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '@/server/db/connection-errors'

/** An error as the drivers throw it: a message and a SQLSTATE or socket code, wrapped the way Drizzle wraps it. */
const driverError = (code: string, message: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(message), { code }) })

describe('what counts as the database being away', () => {
  it('a refused or dropped connection, or a server shutting down or starting up', () => {
    expect(isDatabaseUnavailable(driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isDatabaseUnavailable(driverError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(driverError('08006', 'connection failure'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('not a statement the server built wrong, even one the protocol refuses', () => {
    const tooManyParameters = driverError('08P01', 'bind message has 4464 parameter formats but 0 parameters')
    expect(isDatabaseUnavailable(tooManyParameters)).toBe(false)
    expect(isDatabaseUnavailable(driverError('42703', 'column "nope" does not exist'))).toBe(false)
  })
})
