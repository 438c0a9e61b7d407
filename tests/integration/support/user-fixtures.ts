import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { AccessTokens } from '@/server/auth/access-token'
import type { Db } from '@/server/db/client'
import { groupRoles, groups, refreshTokens, roles, userGroups, userRoles, users } from '@/server/db/schema'
import { TEST_JWT_SECRET } from './test-server'

export interface TestUser {
  firstName: string
  lastName: string
  /** Role name and level, held directly. */
  roles?: readonly (readonly [string, number])[]
  /** Names of groups the user belongs to. */
  groups?: readonly string[]
  active?: boolean
}

let made = 0

/**
 * A user of the test's own, with the demo password (the admin's hash is copied, so no slow hashing),
 * an email unique to this run, and the given roles and groups.
 */
export async function insertUser(db: Db, person: TestUser): Promise<{ id: string; email: string }> {
  made += 1
  const email = `${person.firstName}.${person.lastName}.${Date.now()}${made}@test.example`.toLowerCase()
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin@example.com'))
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: person.firstName,
      lastName: person.lastName,
      passwordHash: admin!.passwordHash,
      active: person.active ?? true,
    })
    .returning({ id: users.id })
  const userId = row!.id
  const held = person.roles ?? []
  if (held.length) {
    const found = await db
      .select()
      .from(roles)
      .where(
        inArray(
          roles.name,
          held.map(([name]) => name),
        ),
      )
    await db.insert(userRoles).values(
      held.map(([name, permissionLevel]) => ({
        userId,
        roleId: found.find((role) => role.name === name)!.id,
        permissionLevel,
      })),
    )
  }
  if (person.groups?.length) {
    const found = await db
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.name, [...person.groups]))
    await db.insert(userGroups).values(found.map((group) => ({ userId, groupId: group.id })))
  }
  return { id: userId, email }
}

/** A group of the test's own holding the given roles. */
export async function insertGroup(db: Db, name: string, held: readonly (readonly [string, number])[]): Promise<string> {
  const [group] = await db.insert(groups).values({ name }).returning({ id: groups.id })
  const found = await db.select().from(roles)
  if (held.length) {
    await db.insert(groupRoles).values(
      held.map(([roleName, permissionLevel]) => ({
        groupId: group!.id,
        roleId: found.find((role) => role.name === roleName)!.id,
        permissionLevel,
      })),
    )
  }
  return group!.id
}

/**
 * A live session for the user without a sign-in (no password hashing, no portal check): what a client
 * holding a valid token would send. Lets a test call as a customer, whom sign-in itself refuses.
 */
export async function mintSession(db: Db, userId: string): Promise<{ token: string; refreshToken: string }> {
  const familyId = randomUUID()
  const refreshToken = randomBytes(32).toString('base64url')
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: createHash('sha256').update(refreshToken).digest('base64url'),
    expiresAt: new Date(Date.now() + 86_400_000),
  })
  const { token } = await new AccessTokens(TEST_JWT_SECRET, 900).sign({ userId, sessionId: familyId })
  return { token, refreshToken }
}

/** Every role's id by its name, as the API lists them. */
export async function roleIdsByName(db: Db): Promise<Map<string, string>> {
  return new Map((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((role) => [role.name, role.id]))
}
