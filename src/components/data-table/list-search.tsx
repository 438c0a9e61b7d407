import { SearchInput } from '@/components/ui/search-input'
import { useSearchTerm } from './use-search-term'

/** A list's search box: its term goes to the list (the URL) once typing pauses. Remount it (a key) to empty it. */
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
      placeholder={placeholder}
      maxLength={maxLength}
      value={term}
      onChange={(event) => setTerm(event.target.value)}
    />
  )
}
