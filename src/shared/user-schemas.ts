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

export const GroupSchema = z.object({
  name: required('Group name is required').min(GROUP_NAME_MIN_LENGTH, 'Group name must be at least 2 characters long'),
  description: z.string().trim().optional(),
  roles: z
    .array(z.object({ roleId: z.string().min(1), permissionLevel: z.number().int() }))
    .min(1, 'At least one role must be selected'),
})
export type GroupValues = z.infer<typeof GroupSchema>

/** The user list: 10 a page, sorted by first name, at most 100 a page. */
export const USER_LIST_PAGE_SIZE = 10
export const USER_LIST_MAX_PAGE_SIZE = 100
