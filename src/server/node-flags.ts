import flags from './node-flags.json' with { type: 'json' }

/**
 * The Node.js flags the server process runs with (npm start, the browser tests' and benches' servers). Node.js 24 sizes
 * its heap by the machine's memory (on 24 GiB a 4 GB limit and 64 MB young-generation semi-spaces), and let an idle
 * server keep 306 MB resident and a million-row upload's garbage grow the heap past 250 MB before collecting it:
 * - semi-spaces of at most 16 MB, as Node.js had them before version 22: 188 MB resident when idle;
 * - an old generation of at most 1.5 GB, far above what the server holds (a million-row preview keeps under 100 MB
 *   alive), which makes V8 collect before growing: the preview's heap 117 MB instead of 251 MB (2 GB did not).
 */
export const SERVER_NODE_FLAGS: readonly string[] = flags
