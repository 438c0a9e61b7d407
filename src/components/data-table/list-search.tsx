import { SearchInput } from '@/components/ui/search-input'
import { SEARCH_SHORTCUT } from '@/lib/page-shortcuts'
import { useSearchTerm } from './use-search-term'

/**
 * A list's search box: its term goes to the list (the URL) once typing pauses; `/` focuses it. Remount it (a key) to
 * empty it.
 */
export function ListSearch({
  label,
  placeholder,
  current,
  onSearch,
  maxLength,
}: {
  label: string
  placeholder: string
  /** The term the list shows now. */
  current: string | undefined
  onSearch: (term: string | undefined) => void
  maxLength?: number
}) {
  const [term, setTerm] = useSearchTerm(current, onSearch)
  return (
    <SearchInput
      aria-label={label}
      aria-keyshortcuts={SEARCH_SHORTCUT}
      placeholder={placeholder}
      maxLength={maxLength}
      value={term}
      onChange={(event) => setTerm(event.target.value)}
    />
  )
}
