import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { recoveryCodes, refreshTokens, storeSettings, twoStepFactors, type TwoStepFactorRow } from '@/server/db/schema'
import type { TwoStepPolicy } from '@/shared/two-step'

export async function findTwoStepFactor(db: Db, userId: string): Promise<TwoStepFactorRow | undefined> {
  const [row] = await db.select().from(twoStepFactors).where(eq(twoStepFactors.userId, userId)).limit(1)
  return row
}

/** Starts (or starts again) an enrolment that is not yet confirmed; an enrolled factor is left alone (undefined). */
export async function savePendingFactor(db: Db, userId: string, secretCipher: string): Promise<boolean> {
  const rows = await db
    .insert(twoStepFactors)
    .values({ userId, secretCipher })
    .onConflictDoUpdate({
      target: twoStepFactors.userId,
      set: { secretCipher, lastTimeStep: null },
      setWhere: isNull(twoStepFactors.enrolledAt),
    })
    .returning({ userId: twoStepFactors.userId })
  return rows.length === 1
}

/**
 * Records that a code of `timeStep` was accepted, only when no code of that step or a later one was (so a code works
 * once, even when two requests bring it at the same moment); `enrol` also marks a pending factor enrolled.
 */
export async function claimTimeStep(db: Db, userId: string, timeStep: number, enrol?: { at: Date }): Promise<boolean> {
  const rows = await db
    .update(twoStepFactors)
    .set(enrol ? { lastTimeStep: timeStep, enrolledAt: enrol.at } : { lastTimeStep: timeStep })
    .where(
      and(
        eq(twoStepFactors.userId, userId),
        enrol ? isNull(twoStepFactors.enrolledAt) : undefined,
        or(isNull(twoStepFactors.lastTimeStep), lt(twoStepFactors.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoStepFactors.userId })
  return rows.length === 1
}

/** Replaces the user's recovery codes with these (hashed) ones. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
}

/** Spends an unused recovery code; false when the user has no such code or it was used. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return rows.length === 1
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.left ?? 0
}

/** Removes the user's factor and recovery codes; whether there was a factor. */
export async function deleteTwoStep(db: Db, userId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  const rows = await db
    .delete(twoStepFactors)
    .where(eq(twoStepFactors.userId, userId))
    .returning({ userId: twoStepFactors.userId })
  return rows.length === 1
}

/** Lifts the enrolment-only mark from the user's sessions once they have enrolled. */
export async function openEnrolmentOnlySessions(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ enrolmentOnly: false })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.enrolmentOnly, true)))
}

export async function readTwoStepPolicy(db: Db): Promise<TwoStepPolicy> {
  const [row] = await db.select({ policy: storeSettings.twoStepPolicy }).from(storeSettings).limit(1)
  return (row?.policy ?? 'NOBODY') as TwoStepPolicy
}

export async function writeTwoStepPolicy(db: Db, policy: TwoStepPolicy, at: Date): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, twoStepPolicy: policy, updatedAt: at })
    .onConflictDoUpdate({ target: storeSettings.id, set: { twoStepPolicy: policy, updatedAt: at } })
}
