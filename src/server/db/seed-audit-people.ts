import type { SeededPeople } from './seed-people'
import { DAY, DAYS, moments, workMoment, type DemoEvent, type Person } from './seed-audit-time'
import type { SeededRandom } from './seed-random'
import type { Area } from '@/shared/permissions'

// The demo audit log's people: customers' and staff's changes, sign-ins and refusals (src/server/db/seed-audit.ts).

const reasonFor = (area: string, level: string) => `You need ${level} permission in ${area} to do this.`

export function peopleEvents(random: SeededRandom, now: Date, people: SeededPeople, editors: Record<Area, Person[]>) {
  const events: DemoEvent[] = []
  const service = editors.customers
  for (const customer of people.customers) {
    if (!random.chance(0.5)) continue
    const record = { recordType: 'user' as const, recordId: customer.id, recordLabel: customer.email }
    const before = `(555) 01${random.digits(1)}-${random.digits(4)}`
    events.push({
      at: workMoment(random, now),
      actor: random.pick(service),
      action: 'customer.update',
      area: 'customers',
      ...record,
      changes: { phoneNumber: { before, after: customer.phone } },
    })
  }
  const hr = editors.user_management
  for (const person of people.staff) {
    const record = { recordType: 'user' as const, recordId: person.id, recordLabel: person.email }
    if (!person.active) {
      events.push({
        at: workMoment(random, now),
        actor: random.pick(hr),
        action: 'user.deactivate',
        area: 'user_management',
        ...record,
        changes: { active: { before: true, after: false } },
      })
    } else if (random.chance(0.3)) {
      events.push({
        at: workMoment(random, now),
        actor: random.pick(hr),
        action: 'user.password_reset_issued',
        area: 'user_management',
        ...record,
        changes: { passwordResetLink: { changed: true } },
      })
    }
    if (random.chance(0.25)) {
      events.push({
        at: workMoment(random, now),
        actor: { id: person.id, fullName: person.fullName },
        action: 'auth.password_change',
        area: 'auth',
        ...record,
        changes: { passwordHash: { changed: true } },
      })
    }
  }
  for (const at of moments(random, now, 6)) {
    const person = random.pick(people.staff)
    const role = random.pick(['order_manager', 'sales', 'analyst', 'customer_service'])
    events.push({
      at,
      actor: random.pick(hr),
      action: random.chance(0.7) ? 'role.grant' : 'role.grant_level',
      area: 'user_management',
      recordType: 'user',
      recordId: person.id,
      recordLabel: person.email,
      changes: { roles: { before: ['employee (20)'], after: ['employee (20)', `${role} (${random.pick([5, 15])})`] } },
    })
  }
  return events
}

export function authEvents(random: SeededRandom, now: Date, people: SeededPeople, viewer: Person | undefined) {
  const events: DemoEvent[] = []
  const today = Math.floor(now.getTime() / DAY)
  for (const person of people.staff.filter((one) => one.active)) {
    const record = { recordType: 'user' as const, recordId: person.id, recordLabel: person.email }
    for (let day = today - DAYS + 1; day <= today; day++) {
      const weekday = new Date(day * DAY).getUTCDay()
      if (weekday === 0 || weekday === 6 || !random.chance(0.3)) continue
      const at = day * DAY + random.int(7, 10) * 3_600_000 + random.int(0, 3_599_999)
      if (at > now.getTime()) continue
      events.push({ at: new Date(at), actor: person, action: 'auth.sign_in', area: 'auth', ...record })
      if (random.chance(0.3))
        events.push({
          at: new Date(at + random.int(1, 8) * 3_600_000),
          actor: person,
          action: 'auth.sign_out',
          area: 'auth',
          ...record,
        })
    }
  }
  for (const at of moments(random, now, 40)) {
    const known = random.chance(0.75)
    events.push({
      at,
      actor: null,
      action: 'auth.sign_in_failed',
      area: 'auth',
      recordType: 'user',
      recordLabel: known
        ? random.pick(people.staff).email
        : random.pick(['admin@storefront.example', 'test@mail.example', 'root@example.com']),
    })
  }
  if (viewer) {
    const refusals = [
      ['UpdateProduct', 'updateProduct', reasonFor('products', 'Edit')],
      ['UpdateOrderStatus', 'updateOrderStatus', reasonFor('orders', 'Edit')],
      ['Users', 'searchUsers', reasonFor('user management', 'View')],
    ] as const
    for (const at of moments(random, now, 12)) {
      const [operation, path, reason] = random.pick(refusals)
      events.push({ at, actor: viewer, action: 'access.denied', area: null, summary: { operation, path, reason } })
    }
  }
  return events
}
