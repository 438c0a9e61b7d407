import { Checkbox } from '@/components/ui/checkbox'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import {
  AREAS,
  PERMISSION_LEVELS,
  PERMISSION_NAMES,
  roleAreaLevel,
  type Area,
  type PermissionLevel,
} from '@/shared/permissions'
import { useAuth } from '@/lib/session/auth-store'
import { checklistLevels } from '@/shared/grant-ceiling'
import { AREA_LABELS, withAreaLevel } from '@/shared/role-areas'

export type RoleAreas = { area: Area; level: PermissionLevel }[]

/**
 * What a role grants: one row per area, one box per level (View, Create, Edit, Delete). Checking a level checks the
 * lower ones, unchecking one clears the higher ones (`withAreaLevel`). Read-only, with the reason, for built-in roles.
 */
export function RoleAreaChecklist({
  value,
  onChange,
  readOnlyReason,
  error,
}: {
  value: RoleAreas
  onChange: (next: RoleAreas) => void
  /** Why the boxes cannot change; the checklist is editable when absent. */
  readOnlyReason?: string
  error?: string
}) {
  // The grant ceiling: a checklist may only give levels the signed-in user holds in each area.
  const me = useAuth().user?.roles ?? []
  const allowed = new Map(AREAS.map((area) => [area, checklistLevels(me, area)]))
  const capped = [...allowed.values()].some((levels) => levels.length < PERMISSION_LEVELS.length)
  const hintId = 'role-areas-hint'
  const errorId = error ? 'role-areas-error' : undefined
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ')} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Permissions</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {readOnlyReason ??
          'What holders of this role may do in each area. A level includes the ones before it; a holder gets at most the level their assignment carries.' +
            (capped ? ' Levels above your own cannot be chosen.' : '')}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Area</TableHead>
              {PERMISSION_LEVELS.map((level) => (
                <TableHead key={level} scope="col" className="px-1 text-center text-xs sm:text-sm">
                  {PERMISSION_NAMES[level]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {AREAS.map((area) => {
              const held = roleAreaLevel(value, area)
              return (
                <TableRow key={area}>
                  <TableHead scope="row" className="font-normal whitespace-normal">
                    {AREA_LABELS[area]}
                  </TableHead>
                  {PERMISSION_LEVELS.map((level) => (
                    <TableCell key={level} className="px-1 text-center [&:has([role=checkbox])]:pr-1">
                      <Checkbox
                        aria-label={`${AREA_LABELS[area]}: ${PERMISSION_NAMES[level]}`}
                        checked={held >= level}
                        disabled={readOnlyReason !== undefined || !allowed.get(area)!.includes(level)}
                        onCheckedChange={(checked) => onChange(withAreaLevel(value, area, level, checked === true))}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
