import { z } from 'zod/mini'
import { secretText, singleLineText, TEXT_MAX } from '@/shared/input-bounds'

export const EmailSchema = z.pipe(
  singleLineText(TEXT_MAX.email, 'Email').check(z.minLength(1, 'Email is required')),
  z.email('Please enter a valid email address'),
)

/** A password as typed: never trimmed, bounded so that hashing it costs what any other does. */
export const passwordText = (label: string) => secretText(TEXT_MAX.password, label)

export const LoginSchema = z.object({
  email: EmailSchema,
  password: passwordText('Password').check(z.minLength(1, 'Password is required')),
})

/** A refresh token (and the access token it replaces) as the client holds them. */
export const TokenSchema = secretText(TEXT_MAX.token, 'Token')
export type LoginValues = z.infer<typeof LoginSchema>
