import type { ScryptCost } from '@/server/auth/password'

/**
 * scrypt at N=2^10 (about 1 ms) for test servers and their demo accounts: production's N=2^17 costs 650 ms a hash here,
 * paid at every sign-in. The tests whose subject is the hashing itself start their servers at production's cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }
