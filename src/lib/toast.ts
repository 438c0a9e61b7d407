import type { ExternalToast } from 'sonner'
import { toApiError } from '@/lib/api-error'

/**
 * Messages, shown by sonner (components/layout/toaster.tsx). Sonner is imported on first use, so that it stays out of
 * a first visit (see "Size of a first visit" in the README): every message follows a user's action.
 */
const sonner = async () => (await import('sonner')).toast

export const toast = {
  success: (message: string, options?: ExternalToast) => void sonner().then((show) => show.success(message, options)),
  error: (message: string, options?: ExternalToast) => void sonner().then((show) => show.error(message, options)),
  message: (message: string, options?: ExternalToast) => void sonner().then((show) => show.message(message, options)),
}

/** A message with Undo stays longer than a plain one (5 s): there is something to decide. */
const UNDO_TOAST_MS = 10_000

/**
 * The message for a change that can be taken back. Undo runs `undo`, which resolves to the message saying what came
 * back; a refused undo says why.
 */
export function toastWithUndo(message: string, undo: () => Promise<string>) {
  toast.success(message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: 'Undo',
      onClick: () =>
        void undo().then(
          (undone) => toast.success(undone),
          (error: unknown) => toast.error(`Could not undo: ${toApiError(error).message}`),
        ),
    },
  })
}
