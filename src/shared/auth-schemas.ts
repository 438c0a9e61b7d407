import { z } from 'zod'

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'))

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required'),
})
export type LoginValues = z.infer<typeof LoginSchema>
