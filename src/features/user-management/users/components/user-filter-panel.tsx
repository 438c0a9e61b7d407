import { useSuspenseQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { PERMISSION_LEVELS, PERMISSION_NAMES } from '@/shared/permissions'
import { USER_STATUS_LABELS, USER_STATUSES, type UserFilterKey, type UserListSearch } from '../user-list-search'
import { allGroupsOptions, allRolesOptions } from '@/features/user-management/queries'

interface Option {
  value: string
  label: string
}

/** Status, roles, groups and permissions: any value within a category, every category at once (spec part 2 §5). */
export function UserFilterPanel({
  search,
  onChange,
  onClear,
}: {
  search: UserListSearch
  onChange: (key: UserFilterKey, values: string[]) => void
  onClear: () => void
}) {
  const { data: roles } = useSuspenseQuery(allRolesOptions())
  const { data: groups } = useSuspenseQuery(allGroupsOptions())
  const categories: { key: UserFilterKey; legend: string; options: Option[] }[] = [
    {
      key: 'status',
      legend: 'Status',
      options: USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] })),
    },
    { key: 'roles', legend: 'Roles', options: roles.map(({ name }) => ({ value: name, label: name })) },
    { key: 'groups', legend: 'Groups', options: groups.map(({ name }) => ({ value: name, label: name })) },
    {
      key: 'permissions',
      legend: 'Permissions',
      options: PERMISSION_LEVELS.map((level) => ({ value: PERMISSION_NAMES[level], label: PERMISSION_NAMES[level] })),
    },
  ]
  return (
    <section id="user-filters" aria-label="Filters" className="mb-4 rounded-lg border p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ key, legend, options }) => {
          const chosen: readonly string[] = search[key] ?? []
          return (
            <fieldset key={key} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{legend}</legend>
              {options.map((option) => {
                const id = `user-filter-${key}-${option.value}`
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={chosen.includes(option.value)}
                      onCheckedChange={(on) =>
                        onChange(key, on ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                )
              })}
            </fieldset>
          )
        })}
      </div>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onClear}>
        Clear filters
      </Button>
    </section>
  )
}
