import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { setServerFieldErrors } from '@/lib/server-field-errors'

type Values = { name: string; images: string[] }

function shown(error: unknown, fields: readonly string[]) {
  const set: Record<string, string | undefined> = {}
  setServerFieldErrors<Values>(error, (name, { message }) => (set[name] = message), fields)
  return set
}

describe('setServerFieldErrors', () => {
  it("puts each of the server's field messages beside the form's field, a nested one on its top-level field", () => {
    const error = new ApiError('Invalid input', 'BAD_USER_INPUT', {
      name: 'Name is required',
      'images.0': 'Image is too large',
    })
    expect(shown(error, ['name', 'images'])).toEqual({ name: 'Name is required', images: 'Image is too large' })
  })

  it('leaves out fields the form does not have, and errors without field messages', () => {
    const error = new ApiError('Invalid input', 'BAD_USER_INPUT', { sku: 'SKU is taken', name: 'Too long' })
    expect(shown(error, ['name'])).toEqual({ name: 'Too long' })
    expect(shown(new Error('Network error'), ['name'])).toEqual({})
  })
})
