// Two-step sign-in: the store policy, and the codes a user types (forms and resolvers share these).
import { z } from 'zod/mini'
import { passwordText, TokenSchema } from '@/shared/auth-schemas'
import { singleLineText } from '@/shared/input-bounds'
import { AREAS, areaLevel, PermissionLevel, type RoleGrant } from '@/shared/permissions'

export const TWO_STEP_POLICIES = ['NOBODY', 'DELETE_HOLDERS', 'EVERYONE'] as const
export type TwoStepPolicy = (typeof TWO_STEP_POLICIES)[number]

export const TWO_STEP_POLICY_LABELS: Record<TwoStepPolicy, string> = {
  NOBODY: 'Nobody: each user chooses',
  DELETE_HOLDERS: 'Holders of Delete in any area',
  EVERYONE: 'Everyone',
}

/** Whether the store's policy requires a second step of someone holding these grants. */
export function twoStepRequired(policy: TwoStepPolicy, grants: readonly RoleGrant[]): boolean {
  if (policy === 'EVERYONE') return true
  if (policy === 'DELETE_HOLDERS') return AREAS.some((area) => areaLevel(grants, area) >= PermissionLevel.Delete)
  return false
}

export const RECOVERY_CODE_COUNT = 10
/** A recovery code as shown: two groups of five, from an alphabet without look-alikes (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A code as typed: spaces and hyphens dropped, lower case. A six-digit one is from the app, else a recovery code. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()
export const isAppCode = (code: string) => /^\d{6}$/.test(code)

const CODE_REQUIRED = 'Enter the code from your authenticator app'
const codeText = singleLineText(40, 'Code').check(z.minLength(1, CODE_REQUIRED))
/** A six-digit code from the authenticator app, as the enrolment and the confirmations ask for. */
const appCodeText = z.pipe(
  codeText,
  z.string().check(z.refine((code) => isAppCode(normalizeCode(code)), 'Enter the 6-digit code from your app')),
)

/** The second step of a sign-in: the challenge the password step gave, and an app or recovery code. */
export const SecondStepSchema = z.object({ challenge: TokenSchema, code: codeText })
export const ConfirmEnrolmentSchema = z.object({ code: appCodeText })
export const DisableTwoStepSchema = z.object({
  password: passwordText('Password').check(z.minLength(1, 'Password is required')),
  code: codeText,
})
export const RegenerateRecoveryCodesSchema = z.object({ code: codeText })
export const TwoStepPolicySchema = z.enum(TWO_STEP_POLICIES)
