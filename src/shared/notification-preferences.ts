import { z } from 'zod/mini'

export const NOTIFICATION_KEYS = [
  'email',
  'push',
  'sms',
  'orderUpdates',
  'marketing',
  'security',
  'newsletter',
  'promotions',
] as const
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number]
export type NotificationPreferences = Record<NotificationKey, boolean>

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: false,
  sms: true,
  orderUpdates: true,
  marketing: false,
  security: true,
  newsletter: true,
  promotions: false,
}

/** Stored preferences over the defaults, so a key never set reads as its default. */
export function withDefaults(stored: Partial<Record<string, boolean | undefined>>): NotificationPreferences {
  const result = { ...DEFAULT_NOTIFICATION_PREFERENCES }
  for (const key of NOTIFICATION_KEYS) {
    const value = stored[key]
    if (typeof value === 'boolean') result[key] = value
  }
  return result
}

/** A change to some of the preferences; keys left out keep their value. */
export const NotificationPreferencesChangeSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.nullish(z.boolean())])) as Record<
    NotificationKey,
    z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniBoolean>>
  >,
)
