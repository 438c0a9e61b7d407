/** How the browser tests start the real server: its own port, a fresh embedded database, a known signing key. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/storefront-admin-e2e-data'
export const E2E_JWT_SECRET = 'e2e-signing-key-that-is-long-enough-for-hs256'
