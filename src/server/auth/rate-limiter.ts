/**
 * Counts failures per key in a sliding window. In memory: one server process keeps its own counts.
 */
export class FailureRateLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key)
    if (recent.length < this.maxFailures) return 0
    const oldest = recent[recent.length - this.maxFailures] ?? this.now()
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000))
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }
}
