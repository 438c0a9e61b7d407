/** A small seeded PRNG (mulberry32) so demo data, and figures tests derive from it, repeat exactly. */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** A value from weighted options: [[value, weight], ...]. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [value, weight] of options) {
      roll -= weight
      if (roll < 0) return value
    }
    return options[options.length - 1]![0]
  }

  /** count distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const result: T[] = []
    while (result.length < count && pool.length) result.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!)
    return result
  }

  digits(count: number): string {
    let text = ''
    for (let i = 0; i < count; i++) text += String(this.int(0, 9))
    return text
  }

  code(count: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
    let text = ''
    for (let i = 0; i < count; i++) text += this.pick([...alphabet])
    return text
  }
}
