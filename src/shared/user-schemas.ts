import { z } from 'zod'
import { EmailSchema } from '@/shared/auth-schemas'
import { PERMISSION_LEVELS } from '@/shared/permissions'

export const PASSWORD_MIN_LENGTH = 8
export const GROUP_NAME_MIN_LENGTH = 2
export const ROLE_NAME_MIN_LENGTH = 2
/** How long an issued password-reset link stays usable. */
export const PASSWORD_RESET_TTL_HOURS = 24
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

/** An administrator editing another user: the email stays read-only. */
export const AdminUpdateUserSchema = EditUserSchema.omit({ email: true })
export type AdminUpdateUserValues = z.infer<typeof AdminUpdateUserSchema>

export const PermissionLevelSchema = z.union(
  PERMISSION_LEVELS.map((level) => z.literal(level)),
  { error: 'Permission level must be 5, 10, 15 or 20' },
)

export const GroupSchema = z.object({
  name: required('Group name is required').min(GROUP_NAME_MIN_LENGTH, 'Group name must be at least 2 characters long'),
  description: z.string().trim().optional(),
  roles: z
    .array(z.object({ roleId: z.string().min(1), permissionLevel: PermissionLevelSchema }))
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

/** The user list: 10 a page, sorted by first name, at most 100 a page. */
export const USER_LIST_PAGE_SIZE = 10
export const USER_LIST_MAX_PAGE_SIZE = 100

export const RoleSchema = z.object({
  name: required('Role name is required').min(ROLE_NAME_MIN_LENGTH, 'Role name must be at least 2 characters long'),
  description: z.string().trim().optional(),
})
export type RoleValues = z.infer<typeof RoleSchema>

export const ResetPasswordSchema = z.object({
  token: required('The reset link is incomplete'),
  newPassword: PasswordSchema,
})

/** Messages the server gives for users, roles and groups beyond the form rules. */
export const USER_MESSAGES = {
  emailTaken: 'This email address is already used by another account.',
  invalid: 'Please correct the highlighted fields.',
  groupNameTaken: 'A group with this name already exists',
  roleNameTaken: 'A role with this name already exists',
  fixedRole: 'The customer and employee roles are fixed at level 20',
  builtInRole: 'Built-in roles cannot be renamed or deleted',
  roleHeld: 'The user already has this role',
  roleNotHeld: 'The user does not have this role directly',
  alreadyMember: 'The user is already in this group',
  notMember: 'The user is not in this group',
  ownEmail: "Only the user's own profile may change its email",
  resetLinkInvalid: 'This reset link is invalid, used or expired. Ask an administrator for a new one.',
  groupChanged: 'Someone else changed this group. Reload it and try again.',
} as const
