import path from 'node:path'

/**
 * Where a file under src/ belongs. Features are the folders of src/features, and a folder of a feature other than its
 * components/ is a sub-feature (user-management/users, inventory/stock); the shell is src/components; routes, main.tsx
 * and generated documents are client code like lib. Server code is placed in its layer: the folder under src/server
 * (graphql, services, repositories, db, live, auth), or null for a module at its root (config, errors, app).
 */
function zoneOf(file) {
  const parts = file.split('/')
  if (parts[0] !== 'src' || parts.length < 2) return null
  switch (parts[1]) {
    case 'server':
      return { kind: 'server', layer: parts.length > 3 ? parts[2] : null, file }
    case 'shared':
    case 'lib':
      return { kind: parts[1] }
    case 'components':
      return { kind: 'shell' }
    case 'features':
      return { kind: 'feature', name: parts[2], sub: parts.length > 4 && parts[3] !== 'components' ? parts[3] : null }
    default:
      return { kind: 'client' }
  }
}

/**
 * The server's layers (DESIGN §3: resolvers → services → repositories → db, never upwards), by what each may not
 * import. `types` lists the layers (or files) it may take types from but no values. live/ (the event hub services
 * publish to and streams read), auth/ and db/ sit below the services.
 */
const SERVER_LAYERS = {
  graphql: {
    refused: [],
    types: ['repositories', 'db'],
    reason: 'The GraphQL layer calls services; only types may come from repositories and db/.',
  },
  services: {
    refused: ['graphql'],
    types: ['src/server/db/schema'],
    reason:
      'Services may not import the GraphQL layer above them, and take only types from the Drizzle tables (every statement lives in src/server/repositories/).',
  },
  repositories: {
    refused: ['services', 'graphql', 'live'],
    types: [],
    reason: 'Repositories hold SQL only; they may not import the services, live or GraphQL layers above them.',
  },
  db: {
    refused: ['repositories', 'services', 'graphql', 'live'],
    types: [],
    reason:
      'src/server/db (schema, client, seed) is the bottom layer: it imports no repositories, services, live or GraphQL code; move what it needs to src/server/auth or src/shared.',
  },
  auth: {
    refused: ['services', 'graphql', 'live'],
    types: [],
    reason:
      'src/server/auth (the Viewer type, password hashing, tokens) sits below the services, so live/ and db/ may use it: it imports no services, live or GraphQL code.',
  },
  live: {
    refused: ['repositories', 'services', 'graphql'],
    types: [],
    reason:
      'src/server/live sits below the services that publish to it: it imports no repositories, services or GraphQL code, not even types; move what it needs to src/server/auth or src/shared.',
  },
}

/** Why server code in `from` may not import `to` (`typeOnly`: the import takes types alone), or null. */
function layerRefusal(from, to, typeOnly) {
  const rule = SERVER_LAYERS[from.layer]
  if (!rule || from.layer === to.layer) return null
  if (rule.refused.includes(to.layer)) return rule.reason
  if (!typeOnly && rule.types.some((layer) => layer === to.layer || layer === to.file)) return rule.reason
  return null
}

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to, typeOnly) {
  if (from.kind === 'shared' && to.kind !== 'shared')
    return 'src/shared is imported by the client and the server alike, so it imports neither.'
  if (from.kind === 'server' && to.kind !== 'server' && to.kind !== 'shared')
    return 'Server code does not import client code; share it through src/shared.'
  if (from.kind === 'server' && to.kind === 'server') return layerRefusal(from, to, typeOnly)
  if (from.kind !== 'server' && to.kind === 'server')
    return 'Client code does not import server code; share it through src/shared.'
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name)
    return `Feature "${from.name}" imports feature "${to.name}": move what both need to components/, lib/ or shared/.`
  if (from.kind === 'feature' && to.kind === 'feature' && from.sub && to.sub && from.sub !== to.sub)
    return `Sub-feature "${from.name}/${from.sub}" imports sub-feature "${to.name}/${to.sub}": move what both need to the feature's root or its components/.`
  if (from.kind === 'shell' && to.kind === 'feature')
    return `The shell (src/components) imports feature "${to.name}": pass it in as a prop or slot instead.`
  if (from.kind === 'lib' && to.kind === 'feature')
    return `src/lib imports feature "${to.name}": lib serves every feature and depends on none.`
  return null
}

/** The import's file (without its extension), relative to the project root, or null for a package. */
function resolve(specifier, importer) {
  let target = null
  if (specifier.startsWith('@/')) target = path.posix.join('src', specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))
  return target?.replace(/\.(js|mjs|ts|tsx)$/, '') ?? null
}

/** Whether a declaration brings in types alone: `import type`, or every specifier marked `type`. */
function typeOnly(node, kind) {
  if (node[kind] === 'type') return true
  const specifiers = node.specifiers ?? []
  return specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type')
}

/**
 * DESIGN §2-3: no cross-feature or cross-sub-feature imports, a shell free of features, client and server apart,
 * shared imports neither, the server's layers one direction only. Relative and `@/` paths alike.
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps features, the shell, client, server, its layers and shared code within their boundaries.',
    },
    schema: [],
    messages: { refused: '{{reason}}' },
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    const from = zoneOf(importer)
    if (!from) return {}
    const check = (source, types = false) => {
      if (typeof source?.value !== 'string') return
      const target = resolve(source.value, importer)
      const to = target && zoneOf(target)
      const reason = to && refusal(from, to, types)
      if (reason) context.report({ node: source, messageId: 'refused', data: { reason } })
    }
    return {
      ImportDeclaration: (node) => check(node.source, typeOnly(node, 'importKind')),
      ExportNamedDeclaration: (node) => check(node.source, typeOnly(node, 'exportKind')),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source),
    }
  },
}
