/** Values the fuzz test puts in each position, by the position's GraphQL type. */

type Payload = readonly [label: string, value: unknown]

/** About 1 MB, just inside the server's 1 MiB limit on a JSON body, so the value itself is what gets checked. */
const MEGABYTE = 'x'.repeat(1_000_000)

export const STRING_PAYLOADS: readonly Payload[] = [
  ['empty', ''],
  ['blank', '   '],
  ['1 MB', MEGABYTE],
  ['NUL', 'a\u0000b'],
  ['C0, DEL and C1 controls', 'a\u0001\u001b\u007f\u0085b'],
  ['lone surrogate', 'a\ud800b'],
  ['line breaks and tab', 'a\r\nb\tc'],
  ['emoji, RTL override and zero-width', '👍🏽 \u202eadmin\u202c ad\u200bmin\ufeff'],
  ['SQL and HTML', "' OR 1=1; DROP TABLE products; -- <script>alert(1)</script>"],
  ['LIKE wildcards', '%_\\'],
  ['not a UUID', 'not-a-uuid'],
  ['2^31 as text', '2147483648'],
  ['1e400 as text', '1e400'],
  ['date far away', '99999-12-31'],
]

export const INT_PAYLOADS: readonly Payload[] = [
  ['0', 0],
  ['-1', -1],
  ['2^31-1', 2 ** 31 - 1],
  ['-2^31', -(2 ** 31)],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['1.5', 1.5],
  ['"1" as text', '1'],
]

export const FLOAT_PAYLOADS: readonly Payload[] = [
  ['0', 0],
  ['-0.01', -0.01],
  ['0.001', 0.001],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['NaN as text', 'NaN'],
]

export const BOOLEAN_PAYLOADS: readonly Payload[] = [
  ['"true" as text', 'true'],
  ['0', 0],
]

/** Put in place of each argument: values of the wrong shape. */
export const WRONG_SHAPES: readonly Payload[] = [
  ['object', { a: 1 }],
  ['array', ['a']],
]

/** An array nested as deep as JSON parsers take without complaint. */
export const DEEPLY_NESTED = JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown

export const LONG_LIST_LENGTH = 10_000
