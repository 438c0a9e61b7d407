/**
 * The user list: 10 a page, sorted by first name, at most 100 a page. Apart from the schemas, so that the list's URL
 * state in the app's entry file does without them.
 */
export const USER_LIST_PAGE_SIZE = 10
export const USER_LIST_MAX_PAGE_SIZE = 100
