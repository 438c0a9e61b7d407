import { z } from 'zod/mini'
import { EmailSchema, passwordText, TokenSchema } from '@/shared/auth-schemas'
import { entityName, multiLineText, recordId, singleLineText, TEXT_MAX } from '@/shared/input-bounds'
import { pageSizeSchema, skipSchema } from '@/shared/paging'
import { AREAS, PERMISSION_LEVELS } from '@/shared/permissions'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'

export const PASSWORD_MIN_LENGTH = 8
const GROUP_NAME_MIN_LENGTH = 2
const ROLE_NAME_MIN_LENGTH = 2
const ROLES_PER_GROUP_MAX = 100
/** How long an issued password-reset link stays usable. */
export const PASSWORD_RESET_TTL_HOURS = 24
/** Digits, spaces, hyphens, parentheses and an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/

const required = (label: string, max: number = TEXT_MAX.short) =>
  singleLineText(max, label).check(z.minLength(1, { message: `${label} is required`, abort: true }))

export const PasswordSchema = passwordText('Password').check(
  z.refine((value) => value.trim().length > 0, 'Password is required'),
  z.refine((value) => value.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long'),
)

export const PhoneSchema = required('Phone number', TEXT_MAX.phone).check(
  z.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
)

export const PermissionLevelSchema = z.union(
  PERMISSION_LEVELS.map((level) => z.literal(level)),
  { error: 'Permission level must be 5, 10, 15 or 20' },
)

/** Roles held at a level (a group's roles, a new user's direct roles): each role once. */
const RoleLevelsSchema = z.array(z.object({ roleId: recordId('Role'), permissionLevel: PermissionLevelSchema })).check(
  z.maxLength(ROLES_PER_GROUP_MAX, `At most ${ROLES_PER_GROUP_MAX} roles`),
  z.refine((roles) => new Set(roles.map((role) => role.roleId)).size === roles.length, 'Each role at most once'),
)

/** Groups a new user joins on creation. */
const GROUPS_PER_NEW_USER_MAX = 100

export const CreateUserSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: EmailSchema,
  password: PasswordSchema,
  /** Roles held directly from the start; the form offers employee ticked, without which nobody signs in. */
  roles: z.optional(RoleLevelsSchema),
  groupIds: z.optional(
    z.array(recordId('Group')).check(
      z.maxLength(GROUPS_PER_NEW_USER_MAX, `At most ${GROUPS_PER_NEW_USER_MAX} groups`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each group at most once'),
    ),
  ),
})
export type CreateUserValues = z.infer<typeof CreateUserSchema>

export const EditUserSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: EmailSchema,
  phoneNumber: PhoneSchema,
})
export type EditUserValues = z.infer<typeof EditUserSchema>

/**
 * A staff member's own profile keeps the rules of Edit User; changing one's own email also asks for the current
 * password (emailChangeNeedsPassword), so a borrowed session cannot move the account to another address.
 */
export const ProfileSchema = z.extend(EditUserSchema, { currentPassword: z.optional(passwordText('Current password')) })
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email.'

/** Whether saving `email` over `current` changes the address (case and spaces aside). */
export const changesEmail = (current: string, email: string) =>
  email.trim().toLowerCase() !== current.trim().toLowerCase()
export type ProfileValues = z.infer<typeof ProfileSchema>

/** An administrator editing another user: the email stays read-only. */
export const AdminUpdateUserSchema = z.omit(EditUserSchema, { email: true })

export const GroupSchema = z.object({
  name: entityName('Group name', GROUP_NAME_MIN_LENGTH),
  description: z.optional(multiLineText(TEXT_MAX.note, 'Description')),
  roles: RoleLevelsSchema.check(z.minLength(1, 'At least one role must be selected')),
})
export type GroupValues = z.infer<typeof GroupSchema>

const passwordChange = {
  currentPassword: passwordText('Current password').check(z.minLength(1, 'Current password is required')),
  newPassword: PasswordSchema,
}
const differsFromCurrent = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword
const differsMessage = { path: ['newPassword'], message: 'The new password must differ from the current one' }

export const ChangePasswordSchema = z.object(passwordChange).check(z.refine(differsFromCurrent, differsMessage))
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>

/** A new password typed twice: the second must match the first. */
const confirmation = {
  confirmPassword: passwordText('Confirmation').check(z.minLength(1, 'Please confirm the new password')),
}
const confirmationMatches = (value: { newPassword: string; confirmPassword: string }) =>
  value.confirmPassword === value.newPassword
const mismatchMessage = { path: ['confirmPassword'], message: 'The passwords do not match' }

/** The Security form: the same rules plus a confirmation that must match. */
export const ChangePasswordFormSchema = z
  .object({ ...passwordChange, ...confirmation })
  .check(z.refine(differsFromCurrent, differsMessage), z.refine(confirmationMatches, mismatchMessage))
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>

/** Values one filter of the user list may hold (roles, groups, permissions). */
const USER_FILTER_VALUES_MAX = 50

const filterValues = (label: string) =>
  z
    .array(singleLineText(TEXT_MAX.line, label))
    .check(z.maxLength(USER_FILTER_VALUES_MAX, `At most ${USER_FILTER_VALUES_MAX} values`))

/** The user list's filter (GetUsers); the enums are checked by GraphQL. */
export const UserFilterSchema = z.object({
  search: z.nullish(singleLineText(SEARCH_TERM_MAX_LENGTH, 'Search')),
  roles: z.nullish(filterValues('Role')),
  groups: z.nullish(filterValues('Group')),
  permissions: z.nullish(filterValues('Permission')),
  limit: z.nullish(pageSizeSchema('limit')),
  offset: z.nullish(skipSchema('offset')),
})

/** A role's checklist: the highest level it grants in each area it lists, each area at most once. */
const RoleAreasSchema = z
  .array(
    z.object({
      area: z.enum(AREAS, { error: 'Unknown area' }),
      level: PermissionLevelSchema,
    }),
  )
  .check(
    z.maxLength(AREAS.length, `At most ${AREAS.length} areas`),
    z.refine((areas) => new Set(areas.map((entry) => entry.area)).size === areas.length, 'Each area at most once'),
  )

export const RoleSchema = z.object({
  name: entityName('Role name', ROLE_NAME_MIN_LENGTH),
  description: z.optional(multiLineText(TEXT_MAX.note, 'Description')),
  /** Absent on an update: the role keeps its areas. */
  areas: z.optional(RoleAreasSchema),
})
export type RoleValues = z.infer<typeof RoleSchema>

/** The token of a reset link (`/reset?token=…`). */
export const ResetTokenSchema = TokenSchema.check(z.minLength(1, 'The reset link is incomplete'))

export const ResetPasswordSchema = z.object({
  token: ResetTokenSchema,
  newPassword: PasswordSchema,
})

/** The reset screen: a new password with the same rules, and a confirmation that must match. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: PasswordSchema, ...confirmation })
  .check(z.refine(confirmationMatches, mismatchMessage))
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>

/** Why a reset link cannot be used (the schema's PasswordResetProblem). */
export type PasswordResetProblem = 'INVALID' | 'EXPIRED' | 'USED'

/** Messages the server gives for users, roles and groups beyond the form rules. */
export const USER_MESSAGES = {
  emailTaken: 'This email address is already used by another account.',
  invalid: 'Please correct the highlighted fields.',
  groupNameTaken: 'A group with this name already exists',
  roleNameTaken: 'A role with this name already exists',
  fixedRole: 'The customer and employee roles are fixed at level 20',
  builtInRole: 'Built-in roles cannot be renamed or deleted',
  builtInRoleAreas: "A built-in role's areas cannot be changed",
  roleHeld: 'The user already has this role',
  roleNotHeld: 'The user does not have this role directly',
  alreadyMember: 'The user is already in this group',
  notMember: 'The user is not in this group',
  ownEmail: "Only the user's own profile may change its email",
  resetLinkInvalid: 'This reset link is invalid, used or expired. Ask an administrator for a new one.',
  groupChanged: 'Someone else changed this group. Reload it and try again.',
} as const
