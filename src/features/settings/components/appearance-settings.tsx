import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { resetThemeToSystem, setTheme, useTheme } from '@/lib/theme'

const CHOICES = [
  { value: 'light', label: 'Light', description: 'Always light.', icon: Sun },
  { value: 'dark', label: 'Dark', description: 'Always dark.', icon: Moon },
  { value: 'auto', label: 'Auto', description: 'Follows your system setting.', icon: Monitor },
] as const
type Choice = (typeof CHOICES)[number]['value']

function choose(choice: Choice) {
  if (choice === 'auto') resetThemeToSystem()
  else setTheme(choice)
}

/** Settings › Appearance: the same theme the top bar toggles; Auto forgets the stored choice. */
export function AppearanceSettings() {
  const { theme, stored } = useTheme()
  const current: Choice = stored ?? 'auto'
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>
          Kept in this browser. {current === 'auto' && `Your system asks for the ${theme} theme right now.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {CHOICES.map(({ value, label, description, icon: Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/50 has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={current === value}
                  onChange={() => choose(value)}
                  className="mt-1 size-4 accent-primary outline-none"
                />
                <span className="flex flex-col gap-1">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    <Icon aria-hidden className="size-4" />
                    {label}
                  </span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  )
}
