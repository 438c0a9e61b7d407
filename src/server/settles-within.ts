/** Whether the work succeeds within ms; a late failure is swallowed rather than left unhandled. */
export async function settlesWithin(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const succeeded = work.then(
    () => true,
    () => false,
  )
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([succeeded, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
