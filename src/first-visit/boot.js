/* global AbortSignal, atob, document, fetch, localStorage, location, requestAnimationFrame, setTimeout, window, __BOOT_REQUESTS__, __ENTRY__, __FIRST_PAINTS__, __FIRST_SCREENS__ */
// Runs before the app's modules, inlined into index.html by scripts/first-visit/boot-script-plugin.ts (the
// Content-Security-Policy allows it by its hash): a file of its own would be one more request, revalidated before any
// module may run.

// Zod would probe `new Function` to compile faster parsers; our CSP has no 'unsafe-eval', so the browser reports that
// probe as a violation. Zod reads this shared config object when it loads, before any schema is built.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

// Whether an access token (a JWT) has not expired yet: an expired one is for the entry to refresh first.
const unexpired = (token) => {
  try {
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    return claims.exp * 1000 > Date.now()
  } catch {
    return false
  }
}

// The build's renderings of the first screens in index.html, by path (first-paint.tsx).
const firstPaints = __FIRST_PAINTS__

try {
  // The dark theme before the first paint.
  const stored = localStorage.getItem('theme')
  const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches
  if (dark) document.documentElement.classList.add('dark')

  // What shows until the app renders the same screen: the build's rendering of this path's, if it has one.
  // A session that may only set up two-step sign-in opens no screen but the setup: nothing to paint or send ahead.
  const token = localStorage.getItem('twoStepEnrolmentOnly') ? null : localStorage.getItem('token')
  const paint = firstPaints[token ? 'signedIn' : 'signedOut'][location.pathname]
  if (paint) document.documentElement.dataset.firstPaint = paint

  // A stored session opening a first screen: GetMe and the screen's query go out now, with the bodies the entry would
  // send (boot-requests.ts, by the stored start page and the URL), not after the modules load and run. The entry
  // takes their answers (first-screen.ts), and sends its own where one failed or was not the same request.
  const requests = __BOOT_REQUESTS__
  if (token && requests.paths.includes(location.pathname) && unexpired(token)) {
    const send = (body) => ({
      body,
      answer: fetch('/graphql', {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json, application/json',
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requests.timeoutMs),
      })
        .then((response) => response.json())
        .catch(() => undefined),
    })
    const { query, operationName, variables } = requests.byStartPage[localStorage.getItem('startPage')] || {}
    const known = variables && variables[location.pathname + location.search]
    window.__sentAhead = { me: send(requests.me), screen: known && send({ query, operationName, variables: known }) }
  }

  // The first screen's modules (the shell, the GraphQL client and documents, the screen) load now, beside the entry,
  // not in waves as each one's imports are found. Signed out, the sign-in page loads none of them.
  const screens = __FIRST_SCREENS__
  const screen = screens.byPath[location.pathname]
  if (screen && token) {
    for (const href of [...screens.signedIn, ...screen]) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
} catch {
  // Storage may be unavailable (privacy settings): the light theme stays, and modules load as they are imported.
}

// The app's entry module (the build's; in development index.html loads it), run once the page is parsed. Under the
// first paints that have nothing else to wait for (signed out, the sign-in page), a frame later: the browser paints
// it first, where the modules, already loaded, would otherwise run before any paint. A signed-in first screen starts
// them at once: its data is on its way, and rendering the shell and page sooner matters more there than a paint before
// them. A hidden tab has no frames: a short timeout starts it there.
const entry = __ENTRY__
if (entry) {
  document.addEventListener('DOMContentLoaded', () => {
    let started = false
    const start = () => {
      if (!started) import(entry)
      started = true
    }
    if (!firstPaints.beforeModules.includes(document.documentElement.dataset.firstPaint)) return start()
    requestAnimationFrame(() => setTimeout(start))
    setTimeout(start, 100)
  })
}
