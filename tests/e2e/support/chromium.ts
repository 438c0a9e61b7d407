/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell: the same engine without the browser's
 * window layer, which Playwright itself runs headless tests in), with the network features that would flood a closed
 * network turned off. On two cores it runs the browser tests in about a sixth less CPU than the full `chromium`.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 loads its omnibox popup, a WebUI page of its own, in a renderer of its own for every window, headless
  // too: on the 2-core machine it took more CPU than the page under test while that page loaded.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
