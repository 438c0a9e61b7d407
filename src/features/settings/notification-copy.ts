import type { NotificationKey } from '@/shared/notification-preferences'

/** Title and one-line description of each notification preference. */
export const NOTIFICATION_COPY: Record<NotificationKey, { title: string; description: string }> = {
  email: { title: 'Email notifications', description: 'Receive notifications by email.' },
  push: { title: 'Push notifications', description: 'Get browser notifications while the admin is open.' },
  sms: { title: 'SMS notifications', description: 'Receive urgent notifications as text messages.' },
  orderUpdates: { title: 'Order updates', description: 'Hear when orders are placed, shipped, cancelled or returned.' },
  marketing: { title: 'Marketing', description: 'News about campaigns the store is running.' },
  security: { title: 'Security alerts', description: 'Sign-ins from new devices and password changes.' },
  newsletter: { title: 'Newsletter', description: 'The monthly round-up of store performance.' },
  promotions: { title: 'Promotions', description: 'Offers and discounts from our partners.' },
}
