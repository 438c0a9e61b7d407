import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { passwordResetTokens } from '@/server/db/schema'

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  )

/** Spends the user's unused reset tokens and stores a new one: only the newest link works. */
export async function replaceResetToken(
  tx: Tx,
  token: { userId: string; tokenHash: string; expiresAt: Date; createdById: string },
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)))
  await tx.insert(passwordResetTokens).values(token)
}

/** A token's expiry and spending, whatever its state; undefined when no token has this hash. */
export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
  return row
}

/** The user an unspent, unexpired token belongs to. */
export async function findUsableResetToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now))
  return row
}

/** Spends the token if it is still usable; the user it belonged to, or undefined when someone spent it first. */
export async function spendResetToken(tx: Tx, tokenHash: string, now: Date) {
  const [spent] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId })
  return spent
}
