import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import Loader2 from 'lucide-react/icons/loader-circle'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import * as Primitive from '@radix-ui/react-dialog'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useReturnFocus } from '@/components/ui/focus-return'
import type { SessionUser } from '@/lib/session/session-user'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { searchLabel, searchPrompt } from '@/shared/global-search-kinds'
import { actionGroup } from '../palette-actions'
import { paletteGroups, type PaletteItem, type PaletteTarget } from '../palette-items'
import { globalSearchOptions, PALETTE_DEBOUNCE_MS } from '../queries'
import { countOf } from '@/shared/count-text'

/** Ctrl/Cmd+K and the top-bar box open it: searches what the user may open (searchableKinds) as they type. */
export function CommandPalette({
  user,
  open,
  initialTerm,
  onOpenChange,
}: {
  user: SessionUser
  open: boolean
  /** What the user had typed into the top-bar box. */
  initialTerm: string
  onOpenChange: (open: boolean) => void
}) {
  // Focus goes to the box with the caret after what was typed in the top bar (Radix would select it all).
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      event.preventDefault()
      const box = (event.currentTarget as Element).querySelector('input')
      box?.focus()
      box?.setSelectionRange(box.value.length, box.value.length)
    },
  })
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-lg border bg-background shadow-lg sm:top-[12vh] sm:max-h-[70vh]"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <Primitive.Title className="sr-only">Search the store</Primitive.Title>
          {/* Keys typed into the top-bar box before focus moves here change initialTerm: start again from it. */}
          {open && (
            <PaletteBody key={initialTerm} user={user} initialTerm={initialTerm} onClose={() => onOpenChange(false)} />
          )}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  )
}

function PaletteBody({ user, initialTerm, onClose }: { user: SessionUser; initialTerm: string; onClose: () => void }) {
  const navigate = useNavigate()
  const ids = useId()
  const [term, setTerm] = useState(initialTerm)
  const searched = useDebouncedValue(term.trim(), PALETTE_DEBOUNCE_MS)
  // Results as the user types: the box keeps focus and the last results stay until the next ones come.
  const query = useQuery(globalSearchOptions(searched))
  const groups = useMemo(
    () => [
      ...actionGroup(term.trim(), user.roles),
      ...(query.data && searched !== '' ? paletteGroups(query.data) : []),
    ],
    [term, searched, query.data, user.roles],
  )
  const choices = useMemo(() => groups.flatMap((group) => group.items).filter((item) => item.target), [groups])
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const active = choices.find((item) => item.key === activeKey) ?? choices[0]
  const optionId = (item: PaletteItem) => `${ids}-${item.key}`
  const listboxId = `${ids}-results`
  const waiting = term.trim() !== searched || query.isFetching

  const scroller = useRef<HTMLDivElement>(null)
  // Keeps the active option in view by scrolling the results only (scrollIntoView would scroll the dialog too).
  useEffect(() => {
    const option = active && document.getElementById(optionId(active))
    const list = scroller.current
    if (!option || !list) return
    const [outer, inner] = [list.getBoundingClientRect(), option.getBoundingClientRect()]
    if (inner.top < outer.top) list.scrollTop -= outer.top - inner.top
    else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom
  })

  function go(target: PaletteTarget) {
    if (!target) return
    onClose()
    void navigate(target)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const index = active ? choices.indexOf(active) : -1
    const move = (to: number) => {
      event.preventDefault()
      const next = choices[(to + choices.length) % choices.length]
      if (next) setActiveKey(next.key)
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home' && event.ctrlKey) move(0)
    else if (event.key === 'End' && event.ctrlKey) move(choices.length - 1)
    else if (event.key === 'Enter' && active && (!waiting || active.key.startsWith('action-'))) {
      event.preventDefault()
      go(active.target)
    }
  }

  const showList = groups.length > 0
  return (
    <>
      <div className="flex items-center gap-2 border-b px-3">
        {waiting && searched !== '' ? (
          <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <input
          role="combobox"
          aria-label={searchLabel(user.roles)}
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active ? optionId(active) : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setActiveKey(null)
          }}
          onKeyDown={onKeyDown}
          placeholder="Search or type a command..."
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
          autoComplete="off"
          spellCheck={false}
        />
        <kbd className="hidden shrink-0 rounded border px-1.5 py-0.5 text-xs text-muted-foreground sm:inline">Esc</kbd>
        <Primitive.Close className="shrink-0 rounded-xs p-1 text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none sm:hidden">
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </Primitive.Close>
      </div>
      {/* In the tab order so the results can be scrolled by keyboard too (the arrow keys in the box move the choice). */}
      <div
        ref={scroller}
        tabIndex={0}
        className="min-h-0 overflow-y-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
      >
        <div id={listboxId} role="listbox" aria-label="Search results" hidden={!showList} className="p-2">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${ids}-${group.kind}`} className="pb-2 last:pb-0">
              <div id={`${ids}-${group.kind}`} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                {group.label}
              </div>
              {group.items.map((item) => (
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item === active}
                  aria-disabled={item.target ? undefined : true}
                  onMouseMove={() => item.target && setActiveKey(item.key)}
                  onClick={() => go(item.target)}
                  className={cn(
                    'flex flex-col rounded-md px-2 py-2 text-sm',
                    item.target ? 'cursor-pointer' : 'cursor-default',
                    item === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span className="truncate font-medium">{item.title}</span>
                  <span className="truncate text-xs text-muted-foreground">{item.detail}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
        <PaletteStatus
          term={searched}
          prompt={searchPrompt(user.roles)}
          waiting={waiting}
          failed={query.isError}
          count={showList ? choices.length : 0}
        />
      </div>
    </>
  )
}

function PaletteStatus({
  term,
  prompt,
  waiting,
  failed,
  count,
}: {
  term: string
  prompt: string
  waiting: boolean
  failed: boolean
  count: number
}) {
  let message: string | null = null
  if (term === '') message = prompt
  else if (waiting && count === 0) message = 'Searching...'
  else if (failed) message = 'Search failed. Check your connection and try again.'
  else if (count === 0) message = `No results for "${term}".`
  return (
    <p role="status" className={cn('px-4 py-6 text-center text-sm text-muted-foreground', !message && 'sr-only')}>
      {message ?? countOf(count, 'result')}
    </p>
  )
}
