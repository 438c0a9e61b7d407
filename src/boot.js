/* global document, localStorage, window */
// Runs before the app's modules. A file rather than an inline script: the Content-Security-Policy forbids inline ones.

// Zod would probe `new Function` to compile faster parsers; our CSP has no 'unsafe-eval', so the browser reports that
// probe as a violation. Zod reads this shared config object when it loads, before any schema is built.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

// The dark theme before the first paint.
try {
  const stored = localStorage.getItem('theme')
  const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches
  if (dark) document.documentElement.classList.add('dark')
} catch {
  // Storage may be unavailable (privacy settings): the light theme stays.
}
