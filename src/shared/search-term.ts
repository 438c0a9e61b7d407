/**
 * How long a list's search term may be: the search boxes stop there, the URL state of every list clips to it, and the
 * server's schemas refuse longer terms. Apart from the schemas: the lists' URL state is read in the app's entry file.
 */
export const SEARCH_TERM_MAX_LENGTH = 200

/** Control characters and lone surrogates, which no search term may hold. */
const UNSEARCHABLE = /[\p{Cc}\p{Cs}]/gu

/**
 * A term from a URL as the list searches it: unsearchable characters as spaces, clipped to the longest term. A link
 * with a longer term then shows the list for its first 200 characters instead of an error.
 */
export const clipSearchTerm = (term: string) => term.replace(UNSEARCHABLE, ' ').slice(0, SEARCH_TERM_MAX_LENGTH)
