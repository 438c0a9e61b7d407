import { migrate, openDatabase, type Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { insertOrder, insertProduct } from '../../integration/support/order-fixtures'
import { TEST_PASSWORD_COST } from '../../integration/support/test-password-cost'
import { startOwnPostgres, type OwnPostgres } from './own-postgres'
import { startOwnRedis, type OwnRedis } from './own-redis'
import { startServerProcess, type ServerProcess } from './server-process'
import { signIn } from './write-load'

/** PostgreSQL and Redis of its own, seeded, and the real server over them, signed in as the admin. */
export interface FaultRig {
  postgres: OwnPostgres
  redis: OwnRedis
  server: ServerProcess
  token: string
  /** Products the write load adjusts (100 in stock each). */
  productIds: string[]
  /** Pending orders, one per edit writer. */
  orderIds: string[]
  remove(): Promise<void>
}

export async function startFaultRig(options: {
  products: number
  orders: number
  /** More data for the scenario, written before the server starts. */
  prepare?: (db: Db) => Promise<void>
}): Promise<FaultRig> {
  const parts: Partial<FaultRig> = {}
  const remove = async () => {
    await parts.server?.remove()
    await parts.redis?.stop()
    await parts.postgres?.remove()
  }
  try {
    const postgres = (parts.postgres = await startOwnPostgres())
    const redis = (parts.redis = await startOwnRedis())
    const database = await openDatabase({ url: postgres.url })
    let productIds: string[]
    let orderIds: string[]
    try {
      await migrate(database)
      await seedDemoData(database.db, { size: 'small', passwordCost: TEST_PASSWORD_COST })
      const products = await Promise.all(
        Array.from({ length: options.products }, () => insertProduct(database.db, 10, 100)),
      )
      productIds = products.map((product) => product.id)
      orderIds = await Promise.all(
        products
          .slice(0, options.orders)
          .map((product) => insertOrder(database.db, { lines: [{ product, quantity: 1 }] })),
      )
      await options.prepare?.(database.db)
    } finally {
      await database.close()
    }
    const server = (parts.server = await startServerProcess({ DATABASE_URL: postgres.url, REDIS_URL: redis.url }))
    const token = await signIn(server.url, 'admin@example.com')
    return { postgres, redis, server, token, productIds, orderIds, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
