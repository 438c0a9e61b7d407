import { errorCode, type GraphQLResponse } from '../../integration/support/test-server'

const LOGIN = 'mutation ($token: LoginInput!) { login(token: $token) { token } }'

/** A GraphQL request that says (through X-Forwarded-For, for a server with trustProxy) it comes from `address`. */
export async function gqlFrom<T = Record<string, unknown>>(
  url: string,
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphQLResponse<T>
}

export const signInFrom = (url: string, address: string, email: string, password: string) =>
  gqlFrom<{ login: { token: string } }>(url, address, LOGIN, { token: { email, password } })

/** How many responses ended with each error code ('OK' for none). */
export function countCodes(responses: readonly GraphQLResponse<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const response of responses) {
    const code = errorCode(response) ?? 'OK'
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

export const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)))
