import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Utilities that change a colour only. */
const COLOUR_UTILITY =
  /^(bg|text|border|ring|outline|fill|stroke|shadow|placeholder|from|via|to|decoration|divide|accent|caret)-/

/** Every `dark:` utility in the app's sources, without its further variants (`dark:data-[state=on]:bg-x` → `bg-x`). */
function darkUtilities(): { file: string; utility: string }[] {
  return globSync('src/**/*.{ts,tsx}').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bdark:([^\s"'`]+)/g)].map((match) => ({
      file,
      utility: match[1]!.replace(/^(?:[\w-]*(?:\[[^\]]*\])?:)*/, ''),
    })),
  )
}

// The browser tests check the dark theme with axe's colour rules only (tests/e2e/support/app.ts): that holds while
// the dark theme changes colours and nothing else.
describe('the dark theme', () => {
  it('changes colours only: no `dark:` utility shows, hides, moves or resizes anything', () => {
    const utilities = darkUtilities()
    expect(utilities.length).toBeGreaterThan(20)
    expect(utilities.filter(({ utility }) => !COLOUR_UTILITY.test(utility))).toEqual([])
  })

  it('is a set of colour variables and the colour scheme', () => {
    const css = readFileSync('src/styles.css', 'utf8')
    const blocks = [...css.matchAll(/(^|\n)\s*[^\n{]*\.dark[^{\n;]*\{([^}]*)\}/g)].map((match) => match[2]!)
    expect(blocks.length).toBeGreaterThan(0)
    for (const declaration of blocks.flatMap((block) =>
      block
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean),
    )) {
      expect(declaration).toMatch(/^(--[\w-]+|color-scheme):/)
    }
  })
})
