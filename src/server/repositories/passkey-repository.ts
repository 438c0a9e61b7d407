import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { passkeys, type PasskeyRow } from '@/server/db/schema'
import { isUuid } from '@/server/repositories/uuid'

export type NewPasskey = Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'signCount' | 'transports' | 'name'>

/** Stores a passkey; undefined when its credential is registered already. */
export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning()
  return row
}

/** The user's passkeys, newest first. */
export function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt))
}

/** Removes one of the user's passkeys; whether there was one. */
export async function deletePasskey(db: Db, userId: string, passkeyId: string): Promise<boolean> {
  if (!isUuid(passkeyId)) return false
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, passkeyId)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}

/** Removes every passkey of the user; how many there were. */
export async function deleteUserPasskeys(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id })
  return rows.length
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1)
  return row
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1)
  return row !== undefined
}

/** Records a sign-in with the passkey: its authenticator's new sign count and when. */
export async function recordPasskeyUse(db: Db, passkeyId: string, signCount: number, at: Date): Promise<void> {
  await db.update(passkeys).set({ signCount, lastUsedAt: at }).where(eq(passkeys.id, passkeyId))
}
