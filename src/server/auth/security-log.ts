import type { FastifyBaseLogger } from 'fastify'
import type { Plugin } from 'graphql-yoga'
import type { GraphQLError } from 'graphql'
import { noteAuditFailure } from '@/server/db/audit-log'

/** Events worth a security review; refusals and throttling are warnings, the rest information. */
const EVENT_LEVELS = {
  sign_in_failed: 'warn',
  sign_in_throttled: 'warn',
  password_change_failed: 'warn',
  password_check_failed: 'warn',
  password_reset_failed: 'warn',
  reset_throttled: 'warn',
  request_throttled: 'warn',
  refresh_token_reused: 'warn',
  privilege_refused: 'warn',
  second_step_failed: 'warn',
  user_deactivated: 'info',
  user_activated: 'info',
  password_reset_issued: 'info',
  password_reset: 'info',
  sessions_ended: 'info',
  signed_in_with_second_step: 'info',
  recovery_code_used: 'info',
  two_step_enrolment_required: 'info',
  two_step_enrolled: 'info',
  two_step_disabled: 'info',
  two_step_reset: 'info',
  recovery_codes_regenerated: 'info',
  two_step_policy_changed: 'info',
  passkey_added: 'info',
  passkey_removed: 'info',
} as const

export type SecurityEvent = keyof typeof EVENT_LEVELS

/** The refusals that reach the audit log too (never with a password: these events carry none). */
const AUDITED_FAILURES = new Set<SecurityEvent>([
  'sign_in_failed',
  'sign_in_throttled',
  'password_change_failed',
  'password_check_failed',
  'password_reset_failed',
  'reset_throttled',
  'refresh_token_reused',
])

export interface SecurityEventFields {
  /** The signed-in user who acted, when there is one. */
  actorId?: string
  /** The user the event is about. */
  userId?: string
  email?: string
  [field: string]: unknown
}

/** Structured security events through the request's logger, each with the client address. */
export class SecurityLog {
  constructor(
    private readonly log: FastifyBaseLogger,
    readonly address: string,
  ) {}

  record(event: SecurityEvent, fields: SecurityEventFields = {}): void {
    this.log[EVENT_LEVELS[event]]({ event, address: this.address, ...fields }, `security: ${event}`)
    if (AUDITED_FAILURES.has(event)) {
      const { actorId: _actor, userId, email, ...details } = fields
      // Kept in the audit log even though the mutation fails (src/server/db/audit-log.ts).
      noteAuditFailure({
        action: `auth.${event}`,
        area: 'auth',
        recordType: 'user',
        recordId: userId ?? fields.actorId ?? null,
        recordLabel: email ?? null,
        summary: Object.keys(details).length ? details : null,
      })
    }
  }
}

interface LoggingContext {
  security: SecurityLog
  viewer(): Promise<{ user: { id: string } }>
}

const refusals = (errors: readonly GraphQLError[] | undefined) =>
  (errors ?? []).filter((error) => error.extensions?.code === 'FORBIDDEN')

/** Logs every FORBIDDEN answer as `privilege_refused`, with the operation, the actor and the reason. */
export const logPrivilegeRefusals: Plugin<LoggingContext> = {
  onExecute: () => ({
    onExecuteDone: async ({ args, result }) => {
      if (Symbol.asyncIterator in result) return
      const refused = refusals(result.errors)
      if (!refused.length) return
      const actorId = await args.contextValue.viewer().then(
        (viewer) => viewer.user.id,
        () => undefined,
      )
      for (const error of refused) {
        args.contextValue.security.record('privilege_refused', {
          actorId,
          operation: args.operationName ?? undefined,
          path: error.path?.join('.'),
          reason: error.message,
        })
      }
    },
  }),
}
