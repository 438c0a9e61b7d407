import { cp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { migrate, openDatabase } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { TEST_PASSWORD_COST } from '../../integration/support/test-password-cost'
import { E2E_DATA_DIR, E2E_WORKERS, SEEDED_DATA_DIR, workerDataDir } from './server-env'

/**
 * Seeds the demo store (with its pictures) once, then copies it for each worker's server: one seeding instead of one
 * per server, and none racing another for the two cores while the servers start. The demo accounts' hashes are made
 * at the test cost (the sign-in form is the same; password changes made by the tests hash at production's).
 */
await rm(E2E_DATA_DIR, { recursive: true, force: true })
const database = await openDatabase({ dataDir: join(SEEDED_DATA_DIR, 'pglite') })
await migrate(database)
await seedDemoData(database.db, { uploadsDir: join(SEEDED_DATA_DIR, 'uploads'), passwordCost: TEST_PASSWORD_COST })
await database.close()
for (let index = 0; index < E2E_WORKERS; index++) {
  await cp(SEEDED_DATA_DIR, workerDataDir(index), { recursive: true })
}
