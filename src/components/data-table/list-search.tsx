import { useId } from 'react'
import { SearchInput } from '@/components/ui/search-input'
import { SEARCH_SHORTCUT } from '@/lib/page-shortcuts'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'
import { useSearchTerm } from './use-search-term'

/**
 * A list's search box: its term goes to the list (the URL) once typing pauses; `/` focuses it. Remount it (a key) to
 * empty it. It takes at most the longest term the lists search, and says so beside the box when a term reaches it.
 */
export function ListSearch({
  label,
  placeholder,
  current,
  onSearch,
}: {
  label: string
  placeholder: string
  /** The term the list shows now. */
  current: string | undefined
  onSearch: (term: string | undefined) => void
}) {
  const [term, setTerm] = useSearchTerm(current, onSearch)
  const limitId = useId()
  const atLimit = term.length >= SEARCH_TERM_MAX_LENGTH
  return (
    <SearchInput
      aria-label={label}
      aria-keyshortcuts={SEARCH_SHORTCUT}
      aria-describedby={atLimit ? limitId : undefined}
      placeholder={placeholder}
      maxLength={SEARCH_TERM_MAX_LENGTH}
      value={term}
      onChange={(event) => setTerm(event.target.value)}
    >
      {atLimit && (
        <p id={limitId} role="status" className="absolute top-full left-0 mt-0.5 text-xs text-muted-foreground">
          A search holds at most {SEARCH_TERM_MAX_LENGTH} characters
        </p>
      )}
    </SearchInput>
  )
}
