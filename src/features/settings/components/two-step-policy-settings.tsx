import { useQuery } from '@tanstack/react-query'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { TWO_STEP_POLICIES, TWO_STEP_POLICY_LABELS, type TwoStepPolicy } from '@/shared/two-step'
import { twoStepPolicyQueryOptions, useSetTwoStepPolicy } from '../queries'

/** For store settings holders: who must sign in with two steps (from their next sign-in). */
export function TwoStepPolicySettings() {
  const policy = useQuery(twoStepPolicyQueryOptions())
  const change = useSetTwoStepPolicy()

  return (
    <Card>
      <CardHeader>
        <CardTitle>Store policy: two-step sign-in</CardTitle>
        <CardDescription>
          Whom the store requires to sign in with two steps. Anyone required who has not set it up is taken to the setup
          after their password at their next sign-in, and can do nothing else until done.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {policy.isPending && <Skeleton className="h-10 max-w-sm" />}
        {policy.isError && (
          <Alert variant="destructive">
            <AlertDescription>{toApiError(policy.error).message}</AlertDescription>
          </Alert>
        )}
        {policy.data && (
          <FormField label="Require two-step sign-in of" className="max-w-sm">
            {(control) => (
              <Select
                value={policy.data}
                disabled={change.isPending}
                onValueChange={(value) =>
                  change.mutate(value as TwoStepPolicy, {
                    onSuccess: (saved) =>
                      toast.success(`Two-step sign-in required of: ${TWO_STEP_POLICY_LABELS[saved]}.`),
                    onError: (error) => toast.error(toApiError(error).message),
                  })
                }
              >
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TWO_STEP_POLICIES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {TWO_STEP_POLICY_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      </CardContent>
    </Card>
  )
}
