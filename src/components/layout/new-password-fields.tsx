import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { PASSWORD_MIN_LENGTH } from '@/shared/user-schemas'

/** New Password and its confirmation, as the password change and the reset link ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
}: {
  newPassword: UseFormRegisterReturn
  confirmPassword: UseFormRegisterReturn
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } }
}) {
  return (
    <>
      <FormField
        label="New Password"
        required
        error={errors.newPassword?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(control) => (
          <PasswordInput {...control} subject="new password" autoComplete="new-password" {...newPassword} />
        )}
      </FormField>
      <FormField label="Confirm New Password" required error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            subject="password confirmation"
            autoComplete="new-password"
            {...confirmPassword}
          />
        )}
      </FormField>
    </>
  )
}
