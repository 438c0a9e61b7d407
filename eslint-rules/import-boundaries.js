import path from 'node:path'

/**
 * Where a file under src/ belongs. Features are the folders of src/features; the shell is src/components; routes,
 * main.tsx and generated documents are client code like lib.
 */
function zoneOf(file) {
  const parts = file.split('/')
  if (parts[0] !== 'src' || parts.length < 2) return null
  switch (parts[1]) {
    case 'server':
    case 'shared':
    case 'lib':
      return { kind: parts[1] }
    case 'components':
      return { kind: 'shell' }
    case 'features':
      return { kind: 'feature', name: parts[2] }
    default:
      return { kind: 'client' }
  }
}

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to) {
  if (from.kind === 'shared' && to.kind !== 'shared')
    return 'src/shared is imported by the client and the server alike, so it imports neither.'
  if (from.kind === 'server' && to.kind !== 'server' && to.kind !== 'shared')
    return 'Server code does not import client code; share it through src/shared.'
  if (from.kind !== 'server' && to.kind === 'server')
    return 'Client code does not import server code; share it through src/shared.'
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name)
    return `Feature "${from.name}" imports feature "${to.name}": move what both need to components/, lib/ or shared/.`
  if (from.kind === 'shell' && to.kind === 'feature')
    return `The shell (src/components) imports feature "${to.name}": pass it in as a prop or slot instead.`
  if (from.kind === 'lib' && to.kind === 'feature')
    return `src/lib imports feature "${to.name}": lib serves every feature and depends on none.`
  return null
}

/** The import's file, relative to the project root, or null for a package. */
function resolve(specifier, importer) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))
  return null
}

/** DESIGN §2-3: no cross-feature imports, a shell free of features, client and server apart, shared imports neither. */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features, the shell, client, server and shared code within their boundaries.' },
    schema: [],
    messages: { refused: '{{reason}}' },
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    const from = zoneOf(importer)
    if (!from) return {}
    const check = (source) => {
      if (typeof source?.value !== 'string') return
      const target = resolve(source.value, importer)
      const to = target && zoneOf(target)
      const reason = to && refusal(from, to)
      if (reason) context.report({ node: source, messageId: 'refused', data: { reason } })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
