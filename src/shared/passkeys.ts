import { z } from 'zod/mini'
import { TokenSchema } from '@/shared/auth-schemas'
import { secretText, singleLineText } from '@/shared/input-bounds'

/** What the browser made, named by the user, with the ticket its options came with. */
export const PasskeyRegistrationSchema = z.object({
  ticket: TokenSchema,
  name: singleLineText(60, 'Name').check(z.minLength(1, 'Please name the passkey.')),
  /** The browser's PublicKeyCredential as JSON (an attestation is a few KB). */
  response: secretText(16_000, 'Passkey'),
})
