import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { Socket } from 'node:net'
import { freePort, sleep } from './free-port'

/** A redis-server of the test's own, without persistence, which it may stop and start again on the same port. */
export interface OwnRedis {
  url: string
  stop(): Promise<void>
  start(): Promise<void>
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort()
  let server: ChildProcess | undefined
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await answersPing(port)) return
      await sleep(100)
    }
    throw new Error(`redis-server on port ${port} did not start`)
  }
  const stop = async () => {
    if (!server || server.exitCode !== null) return
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    socket.setTimeout(500)
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
  })
}
