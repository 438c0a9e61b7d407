import type { Tx } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { addToStock, recordAdjustments, stockQuantity, type StockChange } from '@/server/repositories/stock-repository'

export interface StockMove extends StockChange {
  /** The product's name, for the message when its stock runs short. */
  name: string
}

/**
 * Moves stock for an order's lines and records each move in the inventory history with the reason. Refuses
 * (BAD_USER_INPUT) a move that would take stock below zero; the caller's transaction then writes nothing.
 */
export async function moveStock(tx: Tx, moves: readonly StockMove[], reason: string, actorId: string): Promise<void> {
  const real = moves.filter((move) => move.change !== 0)
  if (real.length === 0) return
  const after = await addToStock(tx, real)
  const short = real.find((move) => !after.has(move.productId))
  if (short) {
    const message = `Only ${await stockQuantity(tx, short.productId)} of ${short.name} left in stock`
    throw badInput(message, { products: message })
  }
  await recordAdjustments(
    tx,
    real.map((move) => ({
      productId: move.productId,
      adjustment: move.change,
      quantityAfter: after.get(move.productId)!,
      reason,
      createdById: actorId,
    })),
  )
}
