import { z } from 'zod'
import { EmailSchema } from '@/shared/auth-schemas'

export const PASSWORD_MIN_LENGTH = 8
export const GROUP_NAME_MIN_LENGTH = 2
/** Digits, spaces, hyphens, parentheses and an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/

const required = (message: string) => z.string().trim().min(1, { message, abort: true })

export const PasswordSchema = z
  .string()
  .refine((value) => value.trim().length > 0, 'Password is required')
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long')

export const PhoneSchema = required('Phone number is required').regex(
  PHONE_PATTERN,
  'Please enter a valid phone number',
)

export const CreateUserSchema = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  email: EmailSchema,
  password: PasswordSchema,
})
export type CreateUserValues = z.infer<typeof CreateUserSchema>

export const EditUserSchema = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  email: EmailSchema,
  phoneNumber: PhoneSchema,
})
export type EditUserValues = z.infer<typeof EditUserSchema>

/** A staff member's own profile keeps the rules of Edit User. */
export const ProfileSchema = EditUserSchema
export type ProfileValues = EditUserValues

export const USER_MESSAGES = {
  emailTaken: 'This email address is already used by another account.',
  invalid: 'Please correct the highlighted fields.',
} as const

export const GroupSchema = z.object({
  name: required('Group name is required').min(GROUP_NAME_MIN_LENGTH, 'Group name must be at least 2 characters long'),
  description: z.string().trim().optional(),
  roles: z
    .array(z.object({ roleId: z.string().min(1), permissionLevel: z.number().int() }))
    .min(1, 'At least one role must be selected'),
})
export type GroupValues = z.infer<typeof GroupSchema>

const passwordChange = {
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: PasswordSchema,
}
const differsFromCurrent = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword
const differsMessage = { path: ['newPassword'], message: 'The new password must differ from the current one' }

export const ChangePasswordSchema = z.object(passwordChange).refine(differsFromCurrent, differsMessage)
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>

/** The Security form: the same rules plus a confirmation that must match. */
export const ChangePasswordFormSchema = z
  .object({ ...passwordChange, confirmPassword: z.string().min(1, 'Please confirm the new password') })
  .refine(differsFromCurrent, differsMessage)
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  })
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>
