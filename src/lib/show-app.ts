/** The element of index.html that holds the build's first paints (src/first-visit/first-paint.tsx). */
export const FIRST_PAINT_ID = 'first-paint'

/**
 * Takes the build's first paint off the page, once the app shows a screen of its own in its place: the shell (with
 * the page's pending screen or the page), or whatever screen the router's first load ends on. Until then it covers
 * the app's first renders, which are not yet that screen.
 */
export function showApp(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove()
  delete document.documentElement.dataset.firstPaint
}
