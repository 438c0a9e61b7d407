import { can, type Area, type RoleGrant } from './permissions'

/** What the top-bar search finds, each kind with the area that opens it and how the hints name it. */
const GLOBAL_SEARCH_KINDS = [
  { kind: 'products', area: 'products', noun: 'products', hint: 'a product name or SKU' },
  { kind: 'orders', area: 'orders', noun: 'orders', hint: 'an order number' },
  { kind: 'customers', area: 'customers', noun: 'customers', hint: 'a customer name or email' },
  { kind: 'staff', area: 'user_management', noun: 'staff', hint: 'a staff member’s name or email' },
] as const satisfies readonly { kind: string; area: Area; noun: string; hint: string }[]

export type GlobalSearchKind = (typeof GLOBAL_SEARCH_KINDS)[number]['kind']

/** The kinds these grants may search: each needs View in its area. */
export function searchableKinds(roles: readonly RoleGrant[]) {
  return GLOBAL_SEARCH_KINDS.filter((kind) => can(roles, kind.area))
}

/** 'a', 'a and b', 'a, b and c' */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** The kinds the spec's placeholder names ('Search products, orders, customers...'). */
const SPEC_NOUNS: readonly string[] = ['products', 'orders', 'customers']

/**
 * The kinds the search hints name: those the grants may search. Whoever may search the spec's three kinds keeps the
 * spec's wording (staff, for user managers among them, come as an extra group of results).
 */
function hintNouns(roles: readonly RoleGrant[]): string[] {
  const nouns: string[] = searchableKinds(roles).map((kind) => kind.noun)
  return SPEC_NOUNS.every((noun) => nouns.includes(noun)) ? [...SPEC_NOUNS] : nouns
}

/** The top-bar box's placeholder ('Search products, orders, customers...'). */
export function searchPlaceholder(roles: readonly RoleGrant[]): string {
  const nouns = hintNouns(roles)
  return nouns.length === 0 ? 'Search actions...' : `Search ${nouns.join(', ')}...`
}

/** The palette box's accessible name ('Search products, orders and customers'). */
export function searchLabel(roles: readonly RoleGrant[]): string {
  const nouns = hintNouns(roles)
  return nouns.length === 0 ? 'Search actions' : `Search ${listed(nouns)}`
}

/** What the palette asks for before anything is typed. */
export function searchPrompt(roles: readonly RoleGrant[]): string {
  const hints = searchableKinds(roles).map((kind) => kind.hint)
  return hints.length === 0 ? 'Type an action.' : `Type ${hints.join(', ')}, or an action.`
}
