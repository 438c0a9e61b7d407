import type { InventoryFilterInput } from '@/gql/graphql'
import type { SearchParameter } from '@/shared/search-parameters'

export interface CatalogueCase {
  name: string
  /** searchProducts' parameters. */
  parameters: SearchParameter[]
  /** A command-palette search (globalSearch, five of each kind) instead. */
  palette?: string
  /** The inventory stock list (inventoryProducts) with this filter instead. */
  stock?: InventoryFilterInput
  /** The term, for the raw reference count. */
  term?: string
  /** A further page as the list asks for it while scrolling: after the cursor of this row (1-based), no counts. */
  afterRow?: number
}

const p = (key: string, ...value: string[]): SearchParameter => ({ key, value })

const search = (name: string, term: string | undefined, ...filters: SearchParameter[]): CatalogueCase => ({
  name,
  term,
  parameters: [...(term ? [p('Search', term)] : []), ...filters],
})

const palette = (name: string, term: string): CatalogueCase => ({ name, term, parameters: [], palette: term })

const stock = (name: string, filter: InventoryFilterInput): CatalogueCase => ({
  name: `stock list: ${name}`,
  term: filter.search ?? undefined,
  parameters: [],
  stock: filter,
})

/**
 * In the seeded million (`npm run seed -- --products 1000000`): 'b0123456' is one bulk SKU; 'zebra' is nowhere;
 * 'yoke' is in 1.6 % of names, all of them PTO; 'pro' is in 16 % of products (most of them Manufacture, 4,407 in
 * Tools); 'work' is in 14 % (every Apparel product's description, and the work lights), and its matches sit late in
 * the name order (none among the first 78,000 names) and in the middle of the price order; 80 % of products are
 * Active, 5 % Discontinued; each category holds about 150,000. 'waterproof' begins 3 % of names (a name's first word,
 * as staff often type it): every match sits in one block near the end of the name order.
 */
export const CATALOGUE_CASES: CatalogueCase[] = [
  search('rare SKU fragment', 'b0123456'),
  search('rare SKU fragment + status', 'b0123456', p('status', 'ACTIVE')),
  search('no-hit term', 'zebra'),
  search('no-hit term + category', 'zebra', p('category', 'PTO')),
  search("'yoke' (1.6 %)", 'yoke'),
  search("'yoke' + its category", 'yoke', p('category', 'PTO')),
  search("'yoke' + status Discontinued", 'yoke', p('status', 'DISCONTINUED')),
  search("'pro' (16 %)", 'pro'),
  search("'pro' + a small category", 'pro', p('category', 'Tools')),
  search("'pro' + status Active", 'pro', p('status', 'ACTIVE')),
  search("'pro', skip 5,000", 'pro', p('Skip', '5000')),
  search("'work' (14 %, late by name)", 'work'),
  search("'work' by name, descending", 'work', p('SortOrder', 'desc')),
  search("'work' by price", 'work', p('SortBy', 'price')),
  search("'work' by price, descending", 'work', p('SortBy', 'price'), p('SortOrder', 'desc')),
  search("'work' by created date", 'work', p('SortBy', 'createdAt')),
  search("'work' by stock", 'work', p('SortBy', 'stock')),
  search("'work' + status Active", 'work', p('status', 'ACTIVE')),
  search("'work' + a category", 'work', p('category', 'Apparel')),
  search("'waterproof' (3 %, one block late by name)", 'waterproof'),
  search('no term', undefined),
  search('no term + category', undefined, p('category', 'Tools')),
  search('no term + status Discontinued', undefined, p('status', 'DISCONTINUED')),
  search('no term + category + status', undefined, p('category', 'Tools'), p('status', 'INACTIVE')),
  search('no term + status, skip 5,000', undefined, p('status', 'ACTIVE'), p('Skip', '5000')),
  { ...search("'pro', after row 5,000 (keyset)", 'pro'), afterRow: 5_000 },
  { ...search("'yoke', after row 5,000 (keyset)", 'yoke'), afterRow: 5_000 },
  { ...search("'work', after row 5,000 (keyset)", 'work'), afterRow: 5_000 },
  { ...search('no term + status, after row 5,000 (keyset)', undefined, p('status', 'ACTIVE')), afterRow: 5_000 },
  palette("palette: 'b0123456'", 'b0123456'),
  palette("palette: 'zebra'", 'zebra'),
  palette("palette: 'yoke'", 'yoke'),
  palette("palette: 'pro'", 'pro'),
  palette("palette: 'work'", 'work'),
  stock('first page', {}),
  stock('page 200', { skip: 3_980 }),
  stock('by stock, page 200', { sortBy: 'STOCK', skip: 3_980 }),
  stock('low stock', { lowStockOnly: true }),
  stock('low stock, page 200', { lowStockOnly: true, skip: 3_980 }),
  stock("'b0123456'", { search: 'b0123456' }),
  stock("'yoke'", { search: 'yoke' }),
  stock("'pro' by stock", { search: 'pro', sortBy: 'STOCK' }),
]
