import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, Socket } from 'node:net'

export interface OwnRedis {
  url: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

async function answersPing(port: number): Promise<boolean> {
  const socket = new Socket()
  try {
    socket.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write('PING\r\n')
    const [reply] = (await once(socket, 'data')) as [Buffer]
    return reply.toString().startsWith('+PONG')
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/** A redis-server of the test's own (no persistence) on a free port, so the test may stop it. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = once(child, 'exit')
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
  for (let tries = 0; !(await answersPing(port)); tries++) {
    if (tries > 100) {
      await stop()
      throw new Error(`redis-server did not start on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
