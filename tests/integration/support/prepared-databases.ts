import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate, openDatabase } from '@/server/db/client'
import { seedDemoData, type SeedOptions } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'
import { TEST_PASSWORD_COST } from './test-password-cost'

/** The seeds most test servers start from, migrated and seeded once per run instead of once per file. */
export const PREPARED_SEEDS: readonly SeedOptions[] = [{ size: 'small' }, { size: 'small', products: 500 }]

export const seedKey = (seed: SeedOptions) => JSON.stringify(seed)

/** Per seed: a PGlite data directory (tarball path) and, with TEST_DATABASE_URL, a PostgreSQL template database. */
export type PreparedDatabases = Record<string, { pgliteTarball: string; postgresTemplate?: string }>

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases
  }
}

async function preparePglite(seed: SeedOptions, tarball: string) {
  const database = await openDatabase({})
  if (database.kind !== 'pglite') throw new Error('expected PGlite')
  await migrate(database)
  await seedDemoData(database.db, { ...seed, passwordCost: TEST_PASSWORD_COST })
  await writeFile(tarball, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()))
  await database.close()
}

async function preparePostgres(seed: SeedOptions) {
  const template = await createTestDatabase(undefined, 'storefront_template')
  const database = await openDatabase({ url: template.url })
  await migrate(database)
  await seedDemoData(database.db, { ...seed, passwordCost: TEST_PASSWORD_COST })
  await database.close()
  return template
}

/** Vitest globalSetup: prepares every seed on every target, and removes them when the run ends. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'storefront-prepared-'))
  const templates: Awaited<ReturnType<typeof preparePostgres>>[] = []
  const prepared: PreparedDatabases = {}
  await Promise.all(
    PREPARED_SEEDS.map(async (seed, index) => {
      const pgliteTarball = join(folder, `seed-${index}.tar`)
      const [, template] = await Promise.all([
        preparePglite(seed, pgliteTarball),
        process.env.TEST_DATABASE_URL ? preparePostgres(seed) : undefined,
      ])
      if (template) templates.push(template)
      prepared[seedKey(seed)] = { pgliteTarball, postgresTemplate: template?.name }
    }),
  )
  project.provide('preparedDatabases', prepared)
  return async () => {
    await Promise.all(templates.map((template) => template.drop()))
    await rm(folder, { recursive: true, force: true })
  }
}
