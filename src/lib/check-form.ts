import type { z } from 'zod/mini'

export type FieldMessages<T> = Partial<Record<keyof T & string, string>>

/**
 * Checks a form's values with its schema from src/shared/: the parsed values, or the first message for each top-level
 * field the schema rejects (what react-hook-form's zod resolver shows). For a form too small to earn react-hook-form's
 * weight: the sign-in page, whose first visit has a budget.
 */
export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  form: HTMLFormElement,
): { values: z.output<S>; errors?: never } | { values?: never; errors: FieldMessages<z.output<S>> } {
  const result = schema.safeParse(Object.fromEntries(new FormData(form)))
  if (result.success) return { values: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { errors: errors as FieldMessages<z.output<S>> }
}
