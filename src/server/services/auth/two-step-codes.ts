import { randomInt } from 'node:crypto'
import { verify } from 'otplib'
import type { SecurityLog } from '@/server/auth/security-log'
import { hashToken } from '@/server/auth/token-hash'
import type { TwoStepFactorRow } from '@/server/db/schema'
import { badInput } from '@/server/errors'
import { claimTimeStep, spendRecoveryCode } from '@/server/repositories/two-step-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { isAppCode, normalizeCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@/shared/two-step'

/** The one answer to any code that is not accepted: wrong, already used, or a recovery code where none is taken. */
const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.'

/** Codes of the step before and after the server's clock are accepted too (RFC 6238 §5.2: one step of drift). */
const DRIFT_SECONDS = 30

/** Ten fresh recovery codes as the user is shown them (`xxxxx-xxxxx`), and their hashes as stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const pick = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, pick).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
  return { codes, hashes: codes.map((code) => hashToken(normalizeCode(code))) }
}

/**
 * Whether the code is accepted for the factor, and if so spends it: an app code's time step must be later than the
 * last one accepted (a code works once, even within its window), a recovery code (enrolled factors only) is marked
 * used. `enrol` confirms a pending factor with an app code.
 */
async function acceptCode(
  deps: AuthDeps,
  factor: TwoStepFactorRow,
  code: string,
  enrol: boolean,
): Promise<'app' | 'recovery' | undefined> {
  const typed = normalizeCode(code)
  const now = deps.now()
  if (isAppCode(typed)) {
    const result = await verify({
      secret: deps.twoStepSecrets.open(factor.secretCipher),
      token: typed,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: DRIFT_SECONDS,
      afterTimeStep: factor.lastTimeStep ?? undefined,
    })
    if (!result.valid || !('timeStep' in result)) return undefined
    const claimed = await claimTimeStep(deps.db, factor.userId, result.timeStep, enrol ? { at: now } : undefined)
    return claimed ? 'app' : undefined
  }
  if (enrol || !factor.enrolledAt) return undefined
  return (await spendRecoveryCode(deps.db, factor.userId, hashToken(typed), now)) ? 'recovery' : undefined
}

/**
 * Checks a code like a password: an attempt is reserved for the account from the caller's address first (its own
 * counter, so a right password does not wipe the failures of the second step), and a wrong code counts and slows the
 * next try. Throws WRONG_CODE as the `code` field's error; how the code was accepted otherwise.
 */
export async function checkCode(
  deps: AuthDeps,
  { factor, email, code, enrol = false }: { factor: TwoStepFactorRow; email: string; code: string; enrol?: boolean },
  security: SecurityLog,
): Promise<'app' | 'recovery'> {
  const attempt = await deps.throttle.reserveSignIn(`two-step:${email}`, security)
  let accepted: 'app' | 'recovery' | undefined
  try {
    accepted = await acceptCode(deps, factor, code, enrol)
  } catch (error) {
    await attempt.release()
    throw error
  }
  await (accepted ? attempt.succeeded() : attempt.failed())
  if (accepted === 'recovery') security.record('recovery_code_used', { userId: factor.userId })
  if (accepted) return accepted
  security.record('second_step_failed', { userId: factor.userId })
  throw badInput(WRONG_CODE, { code: WRONG_CODE })
}
