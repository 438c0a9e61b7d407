import type { TypedDocumentString } from '@/gql/graphql'
import type { GraphQLResult } from '@/lib/graphql-response'

/** A request the inline boot script (boot.js) sent before any module loaded, and its answer. */
export interface SentAhead {
  body: { query: string; operationName?: string; variables: object }
  /** The answer's body; undefined when the request failed or the answer was not JSON. */
  answer: Promise<GraphQLResult<unknown> | undefined>
}

/** What the boot script sent on a first screen: `GetMe`, and the screen's query when it could tell which. */
export interface FirstRequestsSentAhead {
  me?: SentAhead
  screen?: SentAhead
}

declare global {
  interface Window {
    __sentAhead?: FirstRequestsSentAhead
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    /** A first screen's prefetch hands its query the request the boot script sent for it. */
    queryMeta: { sentAhead?: SentAhead }
  }
}

/** The requests the boot script sent, taken once: they answer the first screen of this page load and nothing later. */
export function takeSentAhead(): FirstRequestsSentAhead {
  const sent = window.__sentAhead ?? {}
  delete window.__sentAhead
  return sent
}

const adopted = new WeakSet<SentAhead>()

/**
 * The data of a request sent ahead, the first time it is asked for: when it was this very request (same document,
 * same variables) and the server answered it with data and no error. Anything else is undefined.
 */
export async function dataSentAhead<R, V extends object>(
  sent: SentAhead | undefined,
  document: TypedDocumentString<R, V>,
  variables: V,
): Promise<R | undefined> {
  if (!sent || adopted.has(sent)) return undefined
  adopted.add(sent)
  const same = sent.body.query === String(document) && JSON.stringify(sent.body.variables) === JSON.stringify(variables)
  const result = same ? await sent.answer : undefined
  return result?.data && !result.errors?.length ? (result.data as R) : undefined
}
