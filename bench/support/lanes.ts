/** Runs work(0) … work(count - 1) on `lanes` connections at once, each lane taking the next index when it is free. */
export async function runInLanes(
  count: number,
  lanes: number,
  work: (index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < count) await work(next++)
  }
  await Promise.all(Array.from({ length: Math.min(lanes, count) }, lane))
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

/**
 * Runs work(i) on `lanes` connections at once as runInLanes does, and after each, then(i) strictly in index order:
 * then(i) starts once work(i) and then(i - 1) have finished, whichever lane ran them.
 */
export async function runInLanesThenInOrder(
  count: number,
  lanes: number,
  work: (index: number) => Promise<void>,
  then: (index: number) => Promise<void>,
): Promise<void> {
  const worked = Array.from({ length: count }, deferred)
  let last = Promise.resolve()
  for (let index = 0; index < count; index += 1) {
    const before = last
    last = Promise.all([before, worked[index]!.promise]).then(() => then(index))
    // A failure is reported once, by the last of the chain.
    last.catch(() => undefined)
  }
  await runInLanes(count, lanes, (index) =>
    work(index).then(worked[index]!.resolve, (error: unknown) => {
      worked[index]!.reject(error)
      throw error
    }),
  )
  await last
}
