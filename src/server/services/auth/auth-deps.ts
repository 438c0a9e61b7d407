import type { AccessTokens } from '@/server/auth/access-token'
import type { PasswordHasher } from '@/server/auth/password'
import type { SecretBox } from '@/server/auth/secret-box'
import type { Throttle } from '@/server/auth/throttle'
import type { Db } from '@/server/db/client'

/** What the sign-in, token and session services are handed: the server's equipment for them (context.services.auth). */
export interface AuthDeps {
  db: Db
  accessTokens: AccessTokens
  /** Sign-in attempts reserved per account and address, and per address. */
  throttle: Throttle
  passwords: PasswordHasher
  refreshTtlMs: number
  /** Where passkeys belong (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN). */
  relyingParty: RelyingParty
  /** Seals the authenticator-app secrets stored in the database (TWO_STEP_KEY). */
  twoStepSecrets: SecretBox
  now: () => Date
}

/** The relying party passkeys are made for: its id (a domain), its name, and the origin the browser must report. */
interface RelyingParty {
  id: string
  name: string
  origin: string
}
