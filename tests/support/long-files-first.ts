import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that run for most of a minute or more (fuzz and property runs, large catalogues, outages, a killed server),
 * longest first, as the CI run of 39b13e0 timed them. Without timings of its own (a fresh clone) Vitest starts the
 * largest files first; these are small files that run long, so they came last and the run ended on the admin fuzz alone
 * while the other worker waited (about 100 s). A file missing here only starts in Vitest's own order.
 */
const LONG_FILES = [
  'tests/security/api-fuzz-admin-mutations.test.ts',
  'tests/security/api-fuzz-admin-mutations-2.test.ts',
  'tests/integration/bulk-all-matching-large.test.ts',
  'tests/resilience/outages.test.ts',
  'tests/resilience/interrupted-upload.test.ts',
  'tests/security/upload-bombs.test.ts',
  'tests/integration/authorization.test.ts',
  'tests/security/grant-ceiling.property.test.ts',
  'tests/security/api-fuzz.test.ts',
  'tests/integration/product-keyset.test.ts',
  'tests/security/api-fuzz-admin-queries.test.ts',
  'tests/security/sign-in-throttling.test.ts',
  'tests/integration/live-stream-fanout.test.ts',
  'tests/integration/db-seed.test.ts',
]

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file))
  return index === -1 ? LONG_FILES.length : index
}

/** Vitest's order, with the long files moved to the front: the two workers then finish close together. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec)
  }
}
