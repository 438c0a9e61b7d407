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
  ])('refuses %s', async (_case, filePath, code, reason) => {
    const messages = await refusals(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`${RULE}: ${reason}`)
  })

  it.each([
    [
      'a feature importing its own modules',
      'src/features/user-management/users/x.ts',
      "import { roleKeys } from '@/features/user-management/roles/queries'",
    ],
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
