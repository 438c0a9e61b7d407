import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, sleep } from './free-port'
import { SERVER_NODE_FLAGS } from '@/server/node-flags'

const SERVER_JWT_SECRET = 'resilience-test-signing-key-long-enough-for-hs256'

/** The real server (`src/server/main.ts`) as a child process, as production runs it. */
export interface ServerProcess {
  origin: string
  url: string
  /** Whether the process is still running. */
  alive(): boolean
  /** What it wrote to stdout and stderr, for a failing test's message. */
  output(): string
  /** Starts it again (after it died or was killed), on the same port and data folder. */
  restart(): Promise<void>
  kill(signal?: NodeJS.Signals): Promise<number | null>
  remove(): Promise<void>
}

export async function startServerProcess(env: { DATABASE_URL: string; REDIS_URL?: string }): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-server-'))
  const origin = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  let output = ''
  const start = async () => {
    // Node itself with tsx's loader (not the tsx CLI, which would run the server as a grandchild a kill misses).
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: SERVER_JWT_SECRET,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    for (let attempt = 0; attempt < 600; attempt++) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output.slice(-5000)}`)
      const healthy = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) return
      await sleep(100)
    }
    throw new Error(`The server did not answer /healthz within 60 s:\n${output.slice(-5000)}`)
  }
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null
    const exited = once(child, 'exit') as Promise<[number | null]>
    child.kill(signal)
    return (await exited)[0]
  }
  await start()
  return {
    origin,
    url: `${origin}/graphql`,
    alive: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    output: () => output,
    restart: start,
    kill,
    async remove() {
      await kill()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
