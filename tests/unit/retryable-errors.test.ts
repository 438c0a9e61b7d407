import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { createQueryClient } from '@/lib/query-client'

const unavailable = () =>
  new ApiError('The database is not available right now. Please try again in a moment.', 'SERVICE_UNAVAILABLE')

describe('queries while the server cannot reach its database', () => {
  it('retries SERVICE_UNAVAILABLE with backoff and shows the data once the database is back', async () => {
    let calls = 0
    const data = await createQueryClient().fetchQuery({
      queryKey: ['orders'],
      queryFn: async () => {
        calls += 1
        if (calls === 1) throw unavailable()
        return 'orders'
      },
    })
    expect(data).toBe('orders')
    expect(calls).toBe(2)
  })

  it('gives up after the retries with the server’s message, not a generic failure', async () => {
    let calls = 0
    const failing = createQueryClient().fetchQuery({
      queryKey: ['orders'],
      queryFn: async () => {
        calls += 1
        throw unavailable()
      },
    })
    await expect(failing).rejects.toThrow('The database is not available right now. Please try again in a moment.')
    expect(calls).toBe(3)
  })
})
