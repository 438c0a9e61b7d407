/** What an XML scanner tells as it reads: elements by their local name (any namespace prefix left off). */
export interface XmlHandler {
  /** An element opens, with the text of its attributes; a self-closing one closes at once. */
  open(name: string, attributes: string): void
  close(name: string): void
  /** Text between tags as written (entities not decoded); one run of text may come in several pieces. */
  text(raw: string): void
}

/** XML the scanner cannot read: a document type declaration, a tag longer than `maxTagChars`, a document cut short. */
export class XmlSyntaxError extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** Escapes a CDATA section's text so that it reads as any other text once decoded. */
const escapeCdata = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

/**
 * A streaming scanner of the plain XML that spreadsheets are written in: no DOM, no entity declarations; it holds no
 * more than one unfinished tag between the pieces it is given.
 */
export class XmlScanner {
  private pending = ''

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxTagChars: number,
  ) {}

  write(piece: string): void {
    const text = this.pending + piece
    let at = 0
    while (at < text.length) {
      const start = text.indexOf('<', at)
      if (start < 0) {
        this.handler.text(text.slice(at))
        at = text.length
        break
      }
      if (start > at) this.handler.text(text.slice(at, start))
      const end = this.markup(text, start)
      if (end < 0) {
        at = start
        break
      }
      at = end
    }
    this.pending = text.slice(at)
    if (this.pending.length > this.maxTagChars) throw new XmlSyntaxError(`a tag is longer than ${this.maxTagChars}.`)
  }

  end(): void {
    if (this.pending) throw new XmlSyntaxError('the XML ends inside a tag.')
  }

  /** Reads the markup at `start` (a `<`) and returns where it ends, or -1 when the text ends inside it. */
  private markup(text: string, start: number): number {
    const next = text.charCodeAt(start + 1)
    if (next === 0x3f /* ? */) return skipPast(text, '?>', start + 2)
    if (next === 0x21 /* ! */) {
      if (text.startsWith('<!--', start)) return skipPast(text, '-->', start + 4)
      if (text.startsWith('<![CDATA[', start)) {
        const close = text.indexOf(']]>', start + 9)
        if (close < 0) return -1
        this.handler.text(escapeCdata(text.slice(start + 9, close)))
        return close + 3
      }
      if (text.length - start < 9) return -1
      throw new XmlSyntaxError('a document type declaration is not allowed.')
    }
    const end = tagEnd(text, start + 1)
    if (end < 0) return -1
    if (next === 0x2f /* / */) {
      this.handler.close(localName(text.slice(start + 2, end).trim()))
      return end + 1
    }
    const selfClosing = text.charCodeAt(end - 1) === 0x2f
    const body = text.slice(start + 1, selfClosing ? end - 1 : end)
    let nameEnd = 0
    while (nameEnd < body.length && body.charCodeAt(nameEnd) > 0x20) nameEnd += 1
    const name = localName(body.slice(0, nameEnd))
    this.handler.open(name, body.slice(nameEnd))
    if (selfClosing) this.handler.close(name)
    return end + 1
  }
}

function skipPast(text: string, close: string, from: number): number {
  const at = text.indexOf(close, from)
  return at < 0 ? -1 : at + close.length
}

/** Where the tag that starts before `from` ends (its `>`, not one inside a quoted attribute value), or -1. */
function tagEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at)
    if (code === 0x3e /* > */) return at
    if (code === 0x22 /* " */ || code === 0x27 /* ' */) {
      const close = text.indexOf(text[at]!, at + 1)
      if (close < 0) return -1
      at = close
    }
  }
  return -1
}

/** The decoded value of an attribute written without a namespace prefix, or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  for (let at = attributes.indexOf(name); at >= 0; at = attributes.indexOf(name, at + 1)) {
    if (attributes.charCodeAt(at - 1) > 0x20) continue
    let value = at + name.length
    while (attributes.charCodeAt(value) <= 0x20) value += 1
    if (attributes[value] !== '=') continue
    value += 1
    while (attributes.charCodeAt(value) <= 0x20) value += 1
    const quote = attributes[value]
    if (quote !== '"' && quote !== "'") continue
    const close = attributes.indexOf(quote, value + 1)
    return close < 0 ? undefined : decodeEntities(attributes.slice(value + 1, close))
  }
  return undefined
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/g

function characterEntity(match: string, name?: string, decimal?: string, hex?: string): string {
  if (name) return NAMED_ENTITIES[name]!
  const code = decimal ? Number(decimal) : parseInt(hex!, 16)
  return code <= 0x10ffff ? String.fromCodePoint(code) : match
}

/** Text with XML's five named entities and its character references decoded. */
export function decodeEntities(raw: string): string {
  return raw.includes('&') ? raw.replace(ENTITY, characterEntity) : raw
}
