import { globSync, readFileSync } from 'node:fs'

/**
 * Reads this run's Vitest and Playwright JSON reports (test-reports/), prints how many tests each runner ran, and
 * fails when a test was skipped or a test file ran no test: a suite that shrinks shows in every CI log.
 */
interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
}
interface PlaywrightSuite {
  file: string
  specs: { title: string; tests: { status: string }[] }[]
  suites?: PlaywrightSuite[]
}

/** How each runner calls a test that did not run (skipped, todo, skipIf, fixme). */
const NOT_RUN = ['skipped', 'pending', 'todo', 'disabled']
const problems: string[] = []
const relative = (path: string) => path.replace(`${process.cwd()}/`, '')

function check(runner: string, expectedFiles: string[], ran: Map<string, { title: string; status: string }[]>) {
  let tests = 0
  for (const file of expectedFiles) {
    const results = ran.get(file) ?? []
    tests += results.length
    if (results.length === 0) problems.push(`${runner}: ${file} ran no test`)
    const notRun = results.filter((result) => NOT_RUN.includes(result.status))
    problems.push(...notRun.map((result) => `${runner}: skipped in ${file}: ${result.title}`))
  }
  console.log(`${runner}: ${tests} tests in ${expectedFiles.length} files`)
}

const vitest = JSON.parse(readFileSync('test-reports/vitest.json', 'utf8')) as VitestReport
check(
  'Vitest',
  globSync('tests/{unit,integration,security,resilience}/*.test.ts').sort(),
  new Map(
    vitest.testResults.map((file) => [
      relative(file.name),
      file.assertionResults.map((test) => ({ title: test.fullName, status: test.status })),
    ]),
  ),
)

const playwright = JSON.parse(readFileSync('test-reports/playwright.json', 'utf8')) as { suites: PlaywrightSuite[] }
const byFile = new Map<string, { title: string; status: string }[]>()
const collect = (suite: PlaywrightSuite) => {
  const list = byFile.get(`tests/e2e/${suite.file}`) ?? []
  for (const spec of suite.specs) for (const test of spec.tests) list.push({ title: spec.title, status: test.status })
  byFile.set(`tests/e2e/${suite.file}`, list)
  suite.suites?.forEach(collect)
}
playwright.suites.forEach(collect)
check('Playwright', globSync('tests/e2e/*.spec.ts').sort(), byFile)

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
