import { z } from 'zod'
import { badInput, type FieldErrors } from '@/server/errors'

/** Validates resolver input with a shared zod schema; BAD_USER_INPUT with a message per field otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message = 'Invalid input'): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_'
    fieldErrors[field] ??= issue.message
  }
  throw badInput(message, fieldErrors)
}

/** One argument on its own (a search term, a token, a reason): its errors are reported under its name. */
export function parseArgument<S extends z.ZodType>(
  name: string,
  schema: S,
  value: unknown,
  message = 'Invalid input',
): z.output<S> {
  return (parseInput(z.object({ [name]: schema }), { [name]: value }, message) as Record<string, z.output<S>>)[name]!
}
