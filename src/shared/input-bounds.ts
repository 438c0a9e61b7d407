import { en } from 'zod/locales'
import { z } from 'zod/mini'
import { countOf, formatCount } from '@/shared/count-text'

/**
 * The bounds every input keeps (README, "Input bounds"): each text has a maximum length and no control characters,
 * each number a range the database column holds. The schemas of src/shared/ are built from these helpers, with zod's
 * functional API (`zod/mini`): the browser then loads a fraction of zod, and the server checks with the same schemas.
 */

// zod/mini loads no messages of its own: English ones for the rules that bring none, as `zod` would give.
z.config(en())

/** PostgreSQL `integer`: stock, quantities, versions. */
export const INT4_MAX = 2_147_483_647
/** Highest amount a `numeric(12, 2)` column holds: prices, costs, order amounts. */
export const MONEY_MAX = 9_999_999_999.99
/** Deepest a list may be paged. */
export const SKIP_MAX = 1_000_000_000

export const TEXT_MAX = {
  /** Person names, cities, ids, single values. */
  short: 100,
  /** Product, category, role and group names, address lines, search terms. */
  line: 200,
  email: 254,
  /** Long enough for any passphrase, short enough to hash without strain. */
  password: 128,
  phone: 32,
  /** Reasons, role and group descriptions. */
  note: 500,
  /** Shipping notes. */
  notes: 1000,
  /** Product descriptions. */
  description: 5000,
  /** Refresh tokens, reset tokens, access tokens. */
  token: 2048,
} as const

/** C0 controls (tab, line feed and carriage return included), DEL and the C1 controls. */
const CONTROL_CHARACTER = /\p{Cc}/u
/** The same, but tab, line feed and carriage return are allowed. */
const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u
/** A UTF-16 surrogate without its partner: not a character, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /\p{Cs}/u

const controlCharacterMessage = (label: string) => `${label} contains characters that are not allowed`

const withoutControls = (multiLine: boolean) => (text: string) =>
  !(multiLine ? CONTROL_CHARACTER_EXCEPT_LINE_BREAKS : CONTROL_CHARACTER).test(text) && !LONE_SURROGATE.test(text)

/** Text of one line: trimmed, at most `max` characters, no control characters. */
export const singleLineText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(withoutControls(false), controlCharacterMessage(label)),
    )

/** Text that may span lines (descriptions, notes): tabs and line breaks are fine, other controls are not. */
export const multiLineText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(withoutControls(true), controlCharacterMessage(label)),
    )

/** A secret taken exactly as typed (not trimmed): bounded, one line. */
export const secretText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(withoutControls(false), controlCharacterMessage(label)),
    )

/** A whole number from `min` to `max`. */
export const boundedInt = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(min, `${label} must be at least ${formatCount(min)}`),
      z.lte(max, `${label} must be at most ${formatCount(max)}`),
    )

/**
 * A whole number as typed into a text field: plain digits with an optional sign (not 1e9, not 1.5), then `field`'s own
 * bounds.
 */
export const wholeNumberText = (field: z.ZodMiniType<number, number>, messages: { empty: string; notWhole: string }) =>
  z.pipe(
    z.pipe(
      z.string().check(
        z.refine((text) => text.trim() !== '', { message: messages.empty, abort: true }),
        z.refine((text) => /^[+-]?\d+$/.test(text.trim()), messages.notWhole),
      ),
      z.transform((text) => Number(text.trim())),
    ),
    field,
  )

/** What was typed, read by `schema`: its value, or the first rule it breaks. */
export function readTyped<T>(schema: z.ZodMiniType<T, string>, text: string): { value: T } | { error: string } {
  const parsed = z.safeParse(schema, text)
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid value' }
}

/** A number from 0 to `max` (what its column holds); zod's numbers are finite. */
export const boundedAmount = (max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} is too large`))

/** Whether `value` has at most `places` decimal places (within what a double holds of a decimal fraction). */
function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled))
}

/** At most `places` decimal places: a value with more is refused with a message, never rounded in silence. */
export const atMostDecimals = (places: number, label: string) =>
  z.refine<number>(
    (value) => hasAtMostDecimals(value, places),
    `${label} can have at most ${countOf(places, 'decimal place')}`,
  )

/** An amount of money from 0 to what `numeric(12, 2)` holds, in whole cents. */
export const moneyAmount = (label: string) => boundedAmount(MONEY_MAX, label).check(atMostDecimals(2, label))

/** A record id as the client sends it; one that is not a UUID simply matches nothing. */
export const recordId = (label = 'Id') =>
  singleLineText(TEXT_MAX.short, label).check(z.minLength(1, `${label} is required`))

/** Role and group names: letters (any script), digits, spaces, '_' and '-'. */
const ENTITY_NAME = /^[\p{L}\p{N} _-]+$/u

/** NFKC (so look-alike forms become one), trimmed, runs of spaces as one: how role and group names are kept. */
const normaliseEntityName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ')

/** A role or group name, normalised; names are unique by the lowercase of this form. */
export const entityName = (label: string, min: number, max: number = TEXT_MAX.line) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.overwrite(normaliseEntityName),
      z.minLength(1, { message: `${label} is required`, abort: true }),
      z.minLength(min, `${label} must be at least ${min} characters long`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.regex(ENTITY_NAME, `${label} may contain only letters, digits, spaces, '_' and '-'`),
    )

/** How long a staff note (on an order, on a customer) may be. */
export const NOTE_MAX_LENGTH = 2000

/** A staff note as written: a body of several lines, not blank. */
export const NoteSchema = z.object({
  body: multiLineText(NOTE_MAX_LENGTH, 'The note').check(z.minLength(1, 'Write the note first')),
})
