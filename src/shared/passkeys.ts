import { z } from 'zod/mini'
import { TokenSchema } from '@/shared/auth-schemas'
import { secretText, singleLineText } from '@/shared/input-bounds'

/** The browser's PublicKeyCredential as JSON (an attestation is a few KB). */
const credentialJson = secretText(16_000, 'Passkey').check(z.minLength(1, 'The browser gave no passkey.'))

/** What the browser made, named by the user, with the ticket its options came with. */
export const PasskeyRegistrationSchema = z.object({
  ticket: TokenSchema,
  name: singleLineText(60, 'Name').check(z.minLength(1, 'Please name the passkey.')),
  response: credentialJson,
})

/** The browser's assertion for a passkey sign-in, with the ticket its options came with. */
export const PasskeySignInSchema = z.object({
  ticket: TokenSchema,
  response: credentialJson,
})
