import { describeApiFuzz } from './support/api-fuzz'

// Half of the mutations here and half in api-fuzz-admin-mutations-2.test.ts: together they took over five minutes.
describeApiFuzz(['admin@example.com'], ['mutation'], { index: 0, of: 2 })
