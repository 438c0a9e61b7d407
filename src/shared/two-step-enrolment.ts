// Small on purpose: the first screens' network code imports it.

/** The refusal of every operation but enrolment to a session that must set up two-step sign-in first. */
export const TWO_STEP_ENROLMENT_REQUIRED = 'The store requires two-step sign-in: set it up to continue.'
/** Where the client takes such a session. */
export const TWO_STEP_SETUP_PATH = '/two-step-setup'
