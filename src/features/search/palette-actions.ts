import { NAV_ITEMS } from '@/components/layout/nav-items'
import { can, PermissionLevel, type Area, type RoleGrant } from '@/shared/permissions'
import type { ActionPath, PaletteGroup, PaletteItem } from './palette-items'

interface Action {
  title: string
  detail: string
  to: ActionPath
  /** What the user must hold to see it; null: every staff member. */
  needs: { area: Area; level: PermissionLevel } | null
}

const view = (area: Area) => ({ area, level: PermissionLevel.View })
const create = (area: Area) => ({ area, level: PermissionLevel.Create })

const ACTIONS: readonly Action[] = [
  { title: 'New product', detail: 'Add a product to the catalogue', to: '/products/new', needs: create('products') },
  {
    title: 'New user',
    detail: 'Create a staff or customer account',
    to: '/users/new',
    needs: create('user_management'),
  },
  { title: 'New role', detail: 'Create a role', to: '/users/roles/new', needs: create('user_management') },
  { title: 'New group', detail: 'Create a group of users', to: '/users/groups/new', needs: create('user_management') },
  ...NAV_ITEMS.map((item) => ({
    title: `Go to ${item.label}`,
    detail: 'Open the screen',
    to: item.to,
    needs: item.area && view(item.area),
  })),
  { title: 'Go to Roles', detail: 'Open the screen', to: '/users/roles', needs: view('user_management') },
  { title: 'Go to Groups', detail: 'Open the screen', to: '/users/groups', needs: view('user_management') },
]

/** The actions the user may take whose title holds every word typed; all of them while nothing is typed. */
export function actionGroup(term: string, roles: readonly RoleGrant[]): PaletteGroup[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  const items = ACTIONS.filter(
    (action) =>
      (action.needs === null || can(roles, action.needs.area, action.needs.level)) &&
      words.every((word) => action.title.toLowerCase().includes(word)),
  ).map((action): PaletteItem => ({
    key: `action-${action.to}`,
    title: action.title,
    detail: action.detail,
    target: { to: action.to },
  }))
  return items.length > 0 ? [{ kind: 'actions', label: 'Actions', items }] : []
}
