import { describeApiFuzz } from './support/api-fuzz'

// The other half of the mutations (see api-fuzz-admin-mutations.test.ts).
describeApiFuzz(['admin@example.com'], ['mutation'], { index: 1, of: 2 })
