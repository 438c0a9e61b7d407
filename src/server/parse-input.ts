import { z } from 'zod/mini'
import { badInput, type FieldErrors } from '@/server/errors'

/** Any zod schema: the shared ones are built with `zod/mini`, the server's own with either API. */
type Schema = z.core.$ZodType

/**
 * Validates resolver input with a shared zod schema; BAD_USER_INPUT with a message per field otherwise, its message
 * naming the first reason ("The order could not be saved: Tax rate must be at most 100"), so that a refusal always says
 * why, also where no field shows it.
 */
export function parseInput<S extends Schema>(schema: S, input: unknown, message = 'Invalid input'): z.output<S> {
  const result = z.safeParse(schema, input)
  if (result.success) return result.data
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_'
    fieldErrors[field] ??= issue.message
  }
  const reason = result.error.issues[0]?.message
  throw badInput(reason && reason !== message ? `${message}: ${reason}` : message, fieldErrors)
}

/** One argument on its own (a search term, a token, a reason): its errors are reported under its name. */
export function parseArgument<S extends Schema>(
  name: string,
  schema: S,
  value: unknown,
  message = 'Invalid input',
): z.output<S> {
  return (parseInput(z.object({ [name]: schema }), { [name]: value }, message) as Record<string, z.output<S>>)[name]!
}

/** GraphQL sends absent optional arguments as null; zod defaults only replace undefined: drop them before parsing. */
export const withoutNulls = (input: object | null | undefined) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined))
