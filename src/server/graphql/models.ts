/** The server-side shapes that resolvers return for GraphQL object types (codegen mappers). */
export interface UserModel {
  id: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string | null
  active: boolean
  createdAt: Date
  updatedAt: Date
  notificationPreferences: Record<string, boolean | undefined>
}
