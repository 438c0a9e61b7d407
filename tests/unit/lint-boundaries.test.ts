import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const RULE = 'local/import-boundaries'
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === RULE })

/** The boundary messages the project's ESLint config gives `code` as if it were the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

describe('import boundaries in the ESLint config', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/orders/x.ts',
      "import { productKeys } from '@/features/products/queries'",
      'Feature "orders" imports feature "products"',
    ],
    [
      'the same through a relative path',
      'src/features/orders/components/x.tsx',
      "import { productKeys } from '../../products/queries'",
      'Feature "orders" imports feature "products"',
    ],
    [
      'the shell importing a feature',
      'src/components/layout/x.tsx',
      "import { CommandPalette } from '@/features/search/components/command-palette'",
      'The shell (src/components) imports feature "search"',
    ],
    [
      'lib importing a feature',
      'src/lib/x.ts',
      "export { orderKeys } from '@/features/orders/queries'",
      'src/lib imports feature "orders"',
    ],
    [
      'client code importing server code',
      'src/features/orders/x.ts',
      "import type { Db } from '@/server/db/client'",
      'Client code does not import server code',
    ],
    [
      'a route importing server code',
      'src/routes/x.tsx',
      "const m = import('../server/app')",
      'Client code does not import server code',
    ],
    [
      'server code importing client code',
      'src/server/services/x.ts',
      "import { gqlRequest } from '../../lib/graphql-client'",
      'Server code does not import client code',
    ],
    [
      'shared importing client code',
      'src/shared/x.ts',
      "import { cn } from '@/lib/cn'",
      'src/shared is imported by the client and the server alike',
    ],
    [
      'shared importing server code',
      'src/shared/x.ts',
      "import { config } from '../server/config'",
      'src/shared is imported by the client and the server alike',
    ],
    [
      'a sub-feature importing another sub-feature of its feature',
      'src/features/user-management/groups/components/x.tsx',
      "import { FormPageHeader } from '@/features/user-management/users/components/form-page'",
      'Sub-feature "user-management/groups" imports sub-feature "user-management/users"',
    ],
    [
      'the same through a relative path',
      'src/features/user-management/users/components/x.tsx',
      "import { allRolesOptions } from '../../roles/queries'",
      'Sub-feature "user-management/users" imports sub-feature "user-management/roles"',
    ],
    [
      'db/ importing a service',
      'src/server/db/x.ts',
      "import { hashPassword } from '../services/password'",
      'src/server/db (schema, client, seed) is the bottom layer',
    ],
    [
      'db/ importing a repository, even a type',
      'src/server/db/x.ts',
      "import type { RoleGrantRow } from '@/server/repositories/user-repository'",
      'src/server/db (schema, client, seed) is the bottom layer',
    ],
    [
      'live/ importing a service, even a type',
      'src/server/live/x.ts',
      "import type { Viewer } from '../services/auth/sign-in'",
      'src/server/live sits below the services',
    ],
    [
      'live/ importing the GraphQL layer',
      'src/server/live/x.ts',
      "import { authorize } from '@/server/graphql/authorize'",
      'src/server/live sits below the services',
    ],
    [
      'auth/ importing a service',
      'src/server/auth/x.ts',
      "import type { AuthDeps } from '../services/auth/auth-deps'",
      'src/server/auth (the Viewer type, password hashing, tokens) sits below the services',
    ],
    [
      'a service importing the GraphQL layer through a relative path',
      'src/server/services/x.ts',
      "import { authorize } from '../graphql/authorize'",
      'Services may not import the GraphQL layer above them',
    ],
    [
      'a service importing the Drizzle tables as values',
      'src/server/services/x.ts',
      "import { users } from '../db/schema'",
      'Services may not import the GraphQL layer above them, and take only types from the Drizzle tables',
    ],
    [
      'a repository importing a service through a relative path',
      'src/server/repositories/x.ts',
      "import { parsePaging } from './../services/shared/search-paging'",
      'Repositories hold SQL only',
    ],
    [
      'a resolver importing a repository as a value through a relative path',
      'src/server/graphql/resolvers/x.ts',
      "import { findUserById } from '../../repositories/user-repository'",
      'The GraphQL layer calls services; only types may come from repositories and db/.',
    ],
  ])('refuses %s', async (_case, filePath, code, reason) => {
    const messages = await refusals(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`${RULE}: ${reason}`)
  })

  it.each([
    [
      'a feature importing its own modules',
      'src/features/user-management/users/x.ts',
      "import { userKeys } from '@/features/user-management/users/queries'",
    ],
    [
      "a sub-feature importing its feature's root and components",
      'src/features/user-management/users/components/x.tsx',
      "import { allRolesOptions } from '../../queries'\nimport { FormPageHeader } from '@/features/user-management/components/form-page'",
    ],
    [
      "a feature's root importing its sub-features",
      'src/features/inventory/x.tsx',
      "import { BulkUploadSection } from './upload/bulk-upload-section'",
    ],
    [
      'a resolver importing types from repositories and db/',
      'src/server/graphql/resolvers/x.ts',
      "import type { UserRow } from '../../db/schema'\nimport { type RoleGrantRow } from '@/server/repositories/user-repository'",
    ],
    [
      'a service importing the Drizzle tables as types',
      'src/server/services/x.ts',
      "import type { UserRow } from '../db/schema'",
    ],
    [
      'db/ and live/ importing src/server/auth and src/shared',
      'src/server/live/x.ts',
      "import type { Viewer } from '../auth/viewer'\nimport { fullName } from '@/shared/names'",
    ],
    ['db/ importing the password hash', 'src/server/db/x.ts', "import { hashPassword } from '@/server/auth/password'"],
    [
      'a feature importing lib, components and shared',
      'src/features/orders/x.ts',
      "import { cn } from '@/lib/cn'\nimport { Button } from '@/components/ui/button'\nimport { can } from '@/shared/permissions'",
    ],
    [
      'a route importing features',
      'src/routes/_app/x.tsx',
      "import { OrderListPage } from '@/features/orders/components/order-list-page'",
    ],
    ['server code importing shared', 'src/server/services/x.ts', "import { can } from '../../shared/permissions'"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([])
  })

  it('finds nothing to refuse in the tree', async () => {
    const results = await eslint.lintFiles(['src/**/*.{ts,tsx}'])
    const refused = results.flatMap((result) =>
      result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`),
    )
    expect(refused).toEqual([])
  }, 120_000)
})
