import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'

/** The sample at quantile q (0..1) of ascending times. */
export const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]!

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`

/** "2 cores, load average 3.1, 2.8, 2.5": printed beside every figure, the machine being shared. */
export const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`

/** Runs and times one labelled setup step. */
export async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** p50 and p95 of `runs` warm calls (after three warm-up calls), each after `before` (not timed) when given. */
export async function timeRuns(
  runs: number,
  work: () => Promise<unknown>,
  before: () => Promise<unknown> = async () => {},
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await work()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    await before()
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) }
}
