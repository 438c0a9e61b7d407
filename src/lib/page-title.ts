export const APP_NAME = 'Storefront Admin'

/** A route's `head`: the page's own title, then the app's ("Order #11497 · Storefront Admin"). */
export const pageHead = (page: string) => ({ meta: [{ title: `${page} · ${APP_NAME}` }] })
