/**
 * The screens a stored session opens on, by path: the route file whose modules the boot script preloads
 * (scripts/first-visit/boot-script-plugin.ts) and the build's first paint shown until the app renders
 * (first-paint.tsx). Their loaders stay in the entry (see their routes), and the boot script sends their queries ahead
 * (boot-requests.ts). Imported by vite.config.ts too, so it imports nothing.
 */
export const FIRST_SCREENS = {
  '/': { route: 'src/routes/_app/index.tsx', paint: 'list' },
  '/dashboard': { route: 'src/routes/_app/dashboard.tsx', paint: 'dashboard' },
  '/orders': { route: 'src/routes/_app/orders/index.tsx', paint: 'list' },
} as const

export const FIRST_SCREEN_PATHS: string[] = Object.keys(FIRST_SCREENS)
