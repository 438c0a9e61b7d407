import { createHash } from 'node:crypto'

/** How an opaque token (refresh, password reset) is stored: its SHA-256, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
