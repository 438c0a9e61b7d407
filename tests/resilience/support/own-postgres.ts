import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort, sleep } from './free-port'

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

/** A PostgreSQL cluster of the test's own, which it may stop, restart and kill without touching the shared one. */
export interface OwnPostgres {
  url: string
  /** `pg_ctl restart -m fast`: sessions are ended, the server is back when this resolves. */
  restartFast(): Promise<void>
  /** SIGKILL to the postmaster, as a crash or the OOM killer would. */
  kill(): Promise<void>
  start(): Promise<void>
  remove(): Promise<void>
}

const run = promisify(execFile)

/**
 * initdb refuses to run as root, so as root (CI) the PostgreSQL programs run as the `postgres` OS user, in a folder
 * it owns; otherwise as the current user.
 */
function asOwner(program: string, args: string[]) {
  const command = join(BIN, program)
  const isRoot = process.getuid?.() === 0
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args)
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'storefront-pg-'))
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    chownSync(root, Number(stdout.trim()), Number(group.trim()))
  }
  const data = join(root, 'data')
  const port = await freePort()
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`
  const pgCtl = (...args: string[]) => asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), ...args])
  const start = async () => {
    // After a SIGKILL, backends the postmaster left behind hold its shared memory for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await pgCtl('start', '-w', '-t', '30')
        return
      } catch (error) {
        if (attempt >= 20) throw error
        await sleep(500)
      }
    }
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async restartFast() {
      await pgCtl('restart', '-m', 'fast', '-w', '-t', '30')
    },
    async kill() {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, 'SIGKILL')
      await sleep(200)
    },
    async remove() {
      await pgCtl('stop', '-m', 'immediate', '-w').catch(() => {
        // Already stopped.
      })
      rmSync(root, { recursive: true, force: true })
    },
  }
}
