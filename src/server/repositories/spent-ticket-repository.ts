import { lt } from 'drizzle-orm'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { spentTickets } from '@/server/db/schema'

/**
 * Marks a ticket used; false when it was used before (a replayed answer). Tickets past their expiry are refused by
 * their signature anyway, so their rows go here too.
 */
export async function spendTicket(db: Db, ticket: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(spentTickets).where(lt(spentTickets.expiresAt, now))
  const spent = await db
    .insert(spentTickets)
    .values({ ticketHash: hashToken(ticket), expiresAt })
    .onConflictDoNothing()
    .returning({ ticketHash: spentTickets.ticketHash })
  return spent.length === 1
}
