import { z } from 'zod'
import { secretText, singleLineText, TEXT_MAX } from '@/shared/input-bounds'

export const EmailSchema = singleLineText(TEXT_MAX.email, 'Email')
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'))

/** A password as typed: never trimmed, bounded so that hashing it costs what any other does. */
export const passwordText = (label: string) => secretText(TEXT_MAX.password, label)

export const LoginSchema = z.object({
  email: EmailSchema,
  password: passwordText('Password').min(1, 'Password is required'),
})

/** A refresh token (and the access token it replaces) as the client holds them. */
export const TokenSchema = secretText(TEXT_MAX.token, 'Token')
export type LoginValues = z.infer<typeof LoginSchema>
