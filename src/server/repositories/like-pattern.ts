/** An ILIKE pattern matching the text anywhere, with the text's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
