import { CappedBadges } from '@/components/layout/capped-badges'
import type { UserListItemFragment } from '@/gql/graphql'
import { roleWithLevel } from '@/shared/permissions'
import { PERMISSION_BADGE_CLASSES } from '@/features/user-management/permission-style'

type User = Pick<UserListItemFragment, 'roles' | 'groups' | 'permissions'>

export const RoleBadges = ({ user }: { user: User }) => (
  <CappedBadges
    label="Roles"
    items={user.roles.map((role) => ({
      key: role.id,
      label: roleWithLevel(role.name, role.permissionLevel),
    }))}
  />
)

export const GroupBadges = ({ user }: { user: User }) => (
  <CappedBadges label="Groups" items={user.groups.map((group) => ({ key: group.groupId, label: group.groupName }))} />
)

export const PermissionBadges = ({ user }: { user: User }) => (
  <CappedBadges
    label="Permissions"
    items={user.permissions.map((name) => ({ key: name, label: name, className: PERMISSION_BADGE_CLASSES[name] }))}
  />
)
