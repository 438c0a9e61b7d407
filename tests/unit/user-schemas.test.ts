import { describe, expect, it } from 'vitest'
import { EmailSchema } from '@/shared/auth-schemas'
import {
  AdminUpdateUserSchema,
  CreateUserSchema,
  EditUserSchema,
  GroupSchema,
  PasswordSchema,
  PhoneSchema,
  ResetPasswordSchema,
  RoleSchema,
} from '@/shared/user-schemas'

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

describe('single rules', () => {
  it('counts a whitespace-only password as empty and checks its length after that', () => {
    expect(PasswordSchema.safeParse('   ').error?.issues[0]?.message).toBe('Password is required')
    expect(PasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    )
    expect(PasswordSchema.safeParse('12345678').success).toBe(true)
  })

  it('needs an email that looks like one', () => {
    expect(EmailSchema.safeParse('').error?.issues[0]?.message).toBe('Email is required')
    expect(EmailSchema.safeParse('  ').error?.issues[0]?.message).toBe('Email is required')
    expect(EmailSchema.safeParse('someone@').error?.issues[0]?.message).toBe('Please enter a valid email address')
    expect(EmailSchema.safeParse(' someone@example.com ').data).toBe('someone@example.com')
  })

  it('takes a phone of digits, spaces, hyphens, parentheses and only a leading plus', () => {
    for (const phone of ['5550100', '555 0100', '(555) 010-0100', '+44 20 7946 0958']) {
      expect(PhoneSchema.safeParse(phone).success).toBe(true)
    }
    for (const phone of ['555+0100', '555.0100', 'call me', '++1 555']) {
      expect(PhoneSchema.safeParse(phone).error?.issues[0]?.message).toBe('Please enter a valid phone number')
    }
    expect(PhoneSchema.safeParse('').error?.issues[0]?.message).toBe('Phone number is required')
  })

  it('lets an administrator edit names and phone without the email', () => {
    const result = AdminUpdateUserSchema.safeParse({ firstName: ' ', lastName: 'B', phoneNumber: '555' })
    expect(messages(result)).toEqual({ firstName: 'First name is required' })
    expect(AdminUpdateUserSchema.safeParse({ firstName: 'A', lastName: 'B', phoneNumber: '555' }).success).toBe(true)
  })

  it('accepts only the four permission levels in a group', () => {
    const group = (permissionLevel: number) =>
      GroupSchema.safeParse({ name: 'Ops', roles: [{ roleId: 'r', permissionLevel }] })
    expect([5, 10, 15, 20].map((level) => group(level).success)).toEqual([true, true, true, true])
    expect(messages(group(7))).toEqual({ 'roles.0.permissionLevel': 'Permission level must be 5, 10, 15 or 20' })
  })

  it('needs a role name of two characters', () => {
    expect(messages(RoleSchema.safeParse({ name: '  ' }))).toEqual({ name: 'Role name is required' })
    expect(messages(RoleSchema.safeParse({ name: 'a' }))).toEqual({
      name: 'Role name must be at least 2 characters long',
    })
  })

  it('resets a password only with a token and a valid new password', () => {
    expect(messages(ResetPasswordSchema.safeParse({ token: '', newPassword: 'short' }))).toEqual({
      token: 'The reset link is incomplete',
      newPassword: 'Password must be at least 8 characters long',
    })
  })
})
