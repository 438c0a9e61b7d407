/* global document, localStorage, location, window, __FIRST_SCREENS__ */
// Runs before the app's modules, inlined into index.html by scripts/boot-script-plugin.ts (the Content-Security-Policy
// allows it by its hash): a file of its own would be one more request, revalidated before any module may run.

// Zod would probe `new Function` to compile faster parsers; our CSP has no 'unsafe-eval', so the browser reports that
// probe as a violation. Zod reads this shared config object when it loads, before any schema is built.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

try {
  // The dark theme before the first paint.
  const stored = localStorage.getItem('theme')
  const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches
  if (dark) document.documentElement.classList.add('dark')

  // A stored session opening a first screen ('/', '/dashboard', '/orders'): its modules (the shell, the GraphQL
  // client and documents, the screen) load now, beside the entry, not in waves as each one's imports are found.
  // Signed out, the sign-in page loads none of them.
  const screens = __FIRST_SCREENS__
  const screen = screens.byPath[location.pathname]
  if (screen && localStorage.getItem('token')) {
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
