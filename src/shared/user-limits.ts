/**
 * The user list: 10 a page, sorted by first name (at most MAX_PAGE_SIZE a page, as every list). Apart from the schemas,
 * so that the list's URL state in the app's entry file does without them.
 */
export const USER_LIST_PAGE_SIZE = 10
