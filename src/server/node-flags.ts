import flags from './node-flags.json' with { type: 'json' }

/**
 * The Node.js flags the server process runs with (npm start, the browser tests' and benches' servers): young
 * generation semi-spaces of at most 16 MB, as Node.js had them before version 22. Node.js 24 sizes them by the
 * machine's memory, and on 24 GiB an idle server kept 306 MB resident against 187 MB with this flag.
 */
export const SERVER_NODE_FLAGS: readonly string[] = flags
