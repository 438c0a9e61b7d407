import { describe, expect, it } from 'vitest'
import { CreateUserSchema, EditUserSchema, GroupSchema } from '@/shared/user-schemas'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('user forms', () => {
  it('counts whitespace-only values as empty on create', () => {
    const result = CreateUserSchema.safeParse({ firstName: '  ', lastName: '', email: ' ', password: '        ' })
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('checks the email format and the password length', () => {
    const result = CreateUserSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b', password: 'short' })
    expect(messages(result)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    })
  })

  it('accepts phone numbers of digits, spaces, hyphens, parentheses and a leading plus', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@example.com' }
    expect(EditUserSchema.safeParse({ ...base, phoneNumber: '+1 (555) 010-1234' }).success).toBe(true)
    expect(messages(EditUserSchema.safeParse({ ...base, phoneNumber: '555-CALL' }))).toEqual({
      phoneNumber: 'Please enter a valid phone number',
    })
    expect(messages(EditUserSchema.safeParse({ ...base, phoneNumber: ' ' }))).toEqual({
      phoneNumber: 'Phone number is required',
    })
  })
})

describe('group form', () => {
  it('needs a name of two characters and at least one role', () => {
    expect(messages(GroupSchema.safeParse({ name: ' ', roles: [] }))).toEqual({
      name: 'Group name is required',
      roles: 'At least one role must be selected',
    })
    expect(messages(GroupSchema.safeParse({ name: 'A', roles: [{ roleId: 'r', permissionLevel: 5 }] }))).toEqual({
      name: 'Group name must be at least 2 characters long',
    })
  })
})
