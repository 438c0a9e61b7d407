/**
 * The longest page any list serves or asks for: the one page-size rule of every list, on the server (pageSizeSchema)
 * and on the screens. Apart from the schemas, so that a list's URL state in the app's entry file does without them.
 */
export const MAX_PAGE_SIZE = 100
