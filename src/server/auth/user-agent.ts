import Bowser from 'bowser'

export interface DescribedClient {
  browser: string
  system: string
}

/** "Chrome 156" and "Linux" from a User-Agent header; "Unknown …" where it names neither (or there was none). */
export function describeUserAgent(userAgent: string | null): DescribedClient {
  if (!userAgent) return { browser: 'Unknown browser', system: 'Unknown system' }
  const parsed = Bowser.getParser(userAgent)
  const browser = parsed.getBrowser()
  const os = parsed.getOS()
  const major = browser.version?.split('.')[0]
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser',
    system: os.name ? [os.name, os.versionName].filter(Boolean).join(' ') : 'Unknown system',
  }
}
