import type { ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '@/components/layout/error-screen'

/** A user-management list that failed to load (spec part 2 §8: 'Error loading data' with the message). */
export function ListLoadError(props: ErrorComponentProps) {
  return <RouteError {...props} title="Error loading data" />
}
