import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { loginThroughApi } from './app'

/** Asks the server directly, as the signed-in user of the page: what is stored, not what the screen shows. */
export async function apiQuery<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
      if (!body.data) throw new Error(body.errors?.map((error) => error.message).join('; ') ?? 'no data')
      return body.data
    },
    { query, variables },
  )
}

export type Api = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>

/** GraphQL calls to the test's server as this user, beside the browser: to read what the server holds. */
export async function apiAs(request: APIRequestContext, email: string): Promise<Api> {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    const body = (await response.json()) as { data?: T; errors?: unknown[] }
    expect(body.errors, query).toBeUndefined()
    return body.data!
  }
  const { token } = await loginThroughApi(request, email)
  return (query, variables) => call(query, variables, token)
}

/**
 * A staff member of the test's own, holding employee and any further roles (name, level), made through the API: the
 * demo accounts stay as they are.
 */
export async function newEmployee(
  request: APIRequestContext,
  person: { email: string; firstName: string; lastName: string; password: string },
  roles: readonly (readonly [string, number])[] = [],
): Promise<string> {
  const admin = await apiAs(request, 'admin@example.com')
  const { register } = await admin<{ register: { id: string } }>(
    'mutation ($request: RegisterInput!) { register(request: $request) { id } }',
    { request: person },
  )
  const { allRoles } = await admin<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }')
  for (const [name, permissionLevel] of [['employee', 20] as const, ...roles]) {
    await admin('mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }', {
      request: { userId: register.id, roleId: allRoles.find((role) => role.name === name)!.id, permissionLevel },
    })
  }
  return register.id
}
