import type { Db } from '@/server/db/client'

/**
 * A load of what an event reports, made once per event whatever the number of listeners: every listener in the
 * process receives the same event object, so it keys the load (and lets it go with the event). Only what does not
 * depend on the viewer is loaded here; each listener's fields are still judged on its own viewer.
 */
export function oncePerEvent<E extends object, R>(
  load: (db: Db, event: E) => Promise<R>,
): (db: Db, event: E) => Promise<R> {
  const loads = new WeakMap<E, Promise<R>>()
  return (db, event) => {
    let loading = loads.get(event)
    if (!loading) {
      loading = load(db, event)
      loads.set(event, loading)
    }
    return loading
  }
}
