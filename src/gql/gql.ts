/* eslint-disable */
import * as types from './graphql'
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core'

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation Login($token: LoginInput!) {\n  login(token: $token) {\n    token\n    refreshToken\n    expire\n    firstName\n    lastName\n    fullName\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nquery GetMe {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nmutation RefreshToken($refresh: RefreshInput!) {\n  refreshToken(refresh: $refresh) {\n    token\n    refreshToken\n    expire\n    expiresAt\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}': typeof types.LoginDocument
  'fragment ProductListItem on Product {\n  id\n  name\n  description\n  price\n  quantity\n  status\n  category\n  sku\n  images\n  createdAt\n}\n\nquery SearchProducts($search: SearchInput!) {\n  searchProducts(search: $search) {\n    products {\n      ...ProductListItem\n    }\n    pagination {\n      totalCount\n      skip\n      pageSize\n    }\n    filters {\n      key\n      value {\n        partId\n        name\n        count\n      }\n    }\n  }\n}\n\nquery GetProductById($id: ID!) {\n  productById(id: $id) {\n    success\n    message\n    product {\n      id\n      name\n      description\n      price\n      stock\n      status\n      category\n      categories\n      sku\n      images\n      createdAt\n      cost\n    }\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    success\n    message\n    deletedCount\n    archivedCount\n  }\n}': typeof types.ProductListItemFragmentDoc
  'query GetProfile {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n  }\n}\n\nquery GetNotificationPreferences {\n  me {\n    notificationPreferences {\n      email\n      push\n      sms\n      orderUpdates\n      marketing\n      security\n      newsletter\n      promotions\n    }\n  }\n}': typeof types.GetProfileDocument
}
const documents: Documents = {
  'mutation Login($token: LoginInput!) {\n  login(token: $token) {\n    token\n    refreshToken\n    expire\n    firstName\n    lastName\n    fullName\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nquery GetMe {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nmutation RefreshToken($refresh: RefreshInput!) {\n  refreshToken(refresh: $refresh) {\n    token\n    refreshToken\n    expire\n    expiresAt\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}':
    types.LoginDocument,
  'fragment ProductListItem on Product {\n  id\n  name\n  description\n  price\n  quantity\n  status\n  category\n  sku\n  images\n  createdAt\n}\n\nquery SearchProducts($search: SearchInput!) {\n  searchProducts(search: $search) {\n    products {\n      ...ProductListItem\n    }\n    pagination {\n      totalCount\n      skip\n      pageSize\n    }\n    filters {\n      key\n      value {\n        partId\n        name\n        count\n      }\n    }\n  }\n}\n\nquery GetProductById($id: ID!) {\n  productById(id: $id) {\n    success\n    message\n    product {\n      id\n      name\n      description\n      price\n      stock\n      status\n      category\n      categories\n      sku\n      images\n      createdAt\n      cost\n    }\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    success\n    message\n    deletedCount\n    archivedCount\n  }\n}':
    types.ProductListItemFragmentDoc,
  'query GetProfile {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n  }\n}\n\nquery GetNotificationPreferences {\n  me {\n    notificationPreferences {\n      email\n      push\n      sms\n      orderUpdates\n      marketing\n      security\n      newsletter\n      promotions\n    }\n  }\n}':
    types.GetProfileDocument,
}

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation Login($token: LoginInput!) {\n  login(token: $token) {\n    token\n    refreshToken\n    expire\n    firstName\n    lastName\n    fullName\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nquery GetMe {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nmutation RefreshToken($refresh: RefreshInput!) {\n  refreshToken(refresh: $refresh) {\n    token\n    refreshToken\n    expire\n    expiresAt\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}',
): (typeof documents)['mutation Login($token: LoginInput!) {\n  login(token: $token) {\n    token\n    refreshToken\n    expire\n    firstName\n    lastName\n    fullName\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nquery GetMe {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    roles {\n      id\n      name\n      permissionLevel\n    }\n  }\n}\n\nmutation RefreshToken($refresh: RefreshInput!) {\n  refreshToken(refresh: $refresh) {\n    token\n    refreshToken\n    expire\n    expiresAt\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductListItem on Product {\n  id\n  name\n  description\n  price\n  quantity\n  status\n  category\n  sku\n  images\n  createdAt\n}\n\nquery SearchProducts($search: SearchInput!) {\n  searchProducts(search: $search) {\n    products {\n      ...ProductListItem\n    }\n    pagination {\n      totalCount\n      skip\n      pageSize\n    }\n    filters {\n      key\n      value {\n        partId\n        name\n        count\n      }\n    }\n  }\n}\n\nquery GetProductById($id: ID!) {\n  productById(id: $id) {\n    success\n    message\n    product {\n      id\n      name\n      description\n      price\n      stock\n      status\n      category\n      categories\n      sku\n      images\n      createdAt\n      cost\n    }\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    success\n    message\n    deletedCount\n    archivedCount\n  }\n}',
): (typeof documents)['fragment ProductListItem on Product {\n  id\n  name\n  description\n  price\n  quantity\n  status\n  category\n  sku\n  images\n  createdAt\n}\n\nquery SearchProducts($search: SearchInput!) {\n  searchProducts(search: $search) {\n    products {\n      ...ProductListItem\n    }\n    pagination {\n      totalCount\n      skip\n      pageSize\n    }\n    filters {\n      key\n      value {\n        partId\n        name\n        count\n      }\n    }\n  }\n}\n\nquery GetProductById($id: ID!) {\n  productById(id: $id) {\n    success\n    message\n    product {\n      id\n      name\n      description\n      price\n      stock\n      status\n      category\n      categories\n      sku\n      images\n      createdAt\n      cost\n    }\n  }\n}\n\nmutation DeleteProducts($ids: [ID!]!) {\n  deleteProducts(ids: $ids) {\n    success\n    message\n    deletedCount\n    archivedCount\n  }\n}']
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GetProfile {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n  }\n}\n\nquery GetNotificationPreferences {\n  me {\n    notificationPreferences {\n      email\n      push\n      sms\n      orderUpdates\n      marketing\n      security\n      newsletter\n      promotions\n    }\n  }\n}',
): (typeof documents)['query GetProfile {\n  me {\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n  }\n}\n\nquery GetNotificationPreferences {\n  me {\n    notificationPreferences {\n      email\n      push\n      sms\n      orderUpdates\n      marketing\n      security\n      newsletter\n      promotions\n    }\n  }\n}']

export function graphql(source: string) {
  return (documents as any)[source] ?? {}
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never
