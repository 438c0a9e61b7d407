import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { sendFirstRequests } from '@/first-visit/first-screen'
import { queryClient } from '@/lib/query-client'
import { authStore } from '@/lib/session/auth-store'
import { ForbiddenAreaError } from '@/lib/session/require-area'
import { router } from '@/router'
import './styles.css'

sendFirstRequests(authStore, queryClient)

createRoot(document.getElementById('root')!, {
  // An error screen caught what it was made for; only the unexpected ones are worth the console. "No access" is
  // expected: the route guard's answer, shown as a page.
  onCaughtError: (error, info) => {
    if (error instanceof ForbiddenAreaError) return
    console.error(error, info.componentStack)
  },
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
