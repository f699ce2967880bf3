// The rating and reopen rules as plain numbers, apart from the joi schemas: the citizen dashboard
// shows them (the scale, the reopens left) without loading joi, which a module holding a schema
// would bring along whatever the importer uses.

/** How a citizen rates a closed request: 1 (not at all) to 5 (fully). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
/** 'Not satisfied': a rating at or below this reopens the request within the window. */
export const NOT_SATISFIED_MAX_RATING = 2;
/** 'Satisfied' on the transparency dashboard: a rating at or above this. */
export const SATISFIED_MIN_RATING = 4;
/** Days after closure during which the citizen may reopen it. */
export const REOPEN_WINDOW_DAYS = 15;
/** Reopens a request may have; a further one goes to the administrators' queue. */
export const MAX_REOPENS = 2;
export const FEEDBACK_TEXT_MAX = 1000;
