/**
 * The deletion promises (spec §9: access disabled immediately, personal data removed within 7
 * days, full removal within 30) as the code keeps them. Counted from the confirmation.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the mailed confirmation link works. */
export const CONFIRM_LINK_HOURS = 24;

/** The promise for the personal fields; the job anonymises at its first run after confirmation. */
export const ANONYMISE_WITHIN_DAYS = 7;

/** The promise for everything else. */
export const REMOVE_WITHIN_DAYS = 30;

/**
 * When the job completes the removal: two days before the promise, so a job stopped for a day or
 * two still keeps it. Until then support can still find the request by the e-mail it came from
 * (spec §9: support replies within 48 hours).
 */
export const REMOVE_AFTER_DAYS = 28;

/** Confirmation mails per address and day, whoever asks: the form cannot be used to flood an inbox. */
export const CONFIRM_MAILS_PER_DAY = 3;

/** An unconfirmed request keeps the e-mail typed on the form this long after its link expired. */
export const UNCONFIRMED_KEPT_DAYS = 30;

/** What the citizen's personal text fields read once anonymised: language-neutral, never a name. */
export const REMOVED_TEXT = '—';

/** Erasure of a request filed without an account: how long the SMS code works. */
export const ERASURE_OTP_MINUTES = 10;

/** Wrong codes a challenge takes before it is dead (a new SMS is needed). */
export const ERASURE_OTP_ATTEMPTS = 5;

/** SMS codes per request code and day, whoever asks: a number cannot be flooded through the form. */
export const ERASURE_SMS_PER_CODE_PER_DAY = 3;
