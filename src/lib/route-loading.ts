/** Why the router runs a loader: a page entered, the open page's params or search changed, or a link's preload. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/**
 * A list's loader. Entering the page waits for its data, so the route's pending screen shows meanwhile. A new search
 * on the open page renders at once: its results suspend in place behind their own skeletons, the search box keeps
 * its focus, and the old results never stand in for the new ones. A failure then reaches the route's error screen
 * through the page's useSuspenseQuery, from this same fetch (no second round of retries).
 */
export function waitOnEnter(cause: LoadCause, data: Promise<unknown>): Promise<unknown> | undefined {
  if (cause !== 'stay') return data
  data.catch(() => undefined)
  return undefined
}
