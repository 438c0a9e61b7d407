import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { Button } from '@/components/ui/button'
import { toggleTheme, useTheme } from '@/lib/theme'

export function ThemeToggle() {
  const { theme } = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  )
}
