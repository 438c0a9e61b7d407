import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '@/server/node-flags'

/** Runs the server's own code (`node --import tsx`), so the process id is the server's and can be ended by it. */
export function runServerScript(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Waits until the server on the port answers /healthz. */
export async function healthy(port: number, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server on port ${port} did not start`)
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export async function stopServer(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  process.kill(server.pid, 'SIGTERM')
  const stubborn = setTimeout(() => server.pid !== undefined && process.kill(server.pid, 'SIGKILL'), 10_000)
  await exited
  clearTimeout(stubborn)
}
