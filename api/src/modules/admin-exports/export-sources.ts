/**
 * What each export reads: explicit allow-lists of tables and columns. A column not listed here is
 * never exported, so a column added later (a token, a hash) stays out until someone decides
 * otherwise. The lists and the reasons for what is left out are in docs/admin-exports.md.
 */
export interface ExportSource {
  table: string;
  /** Database column names, in file order. */
  columns: readonly string[];
  /** A unique key, so the order (and a cursor over it) is stable. */
  orderBy: string;
  /** Leave out soft-deleted rows when the table has a `deleted_at` column. */
  liveRowsOnly?: boolean;
}

/** The four admin list downloads (spec §2, §7), keyed by the path segment. */
export const LIST_EXPORTS = {
  users: {
    table: 'users',
    // Never password_hash; sessions, tokens and login attempts live in other tables.
    columns: [
      'id', 'username', 'name', 'first_name', 'last_name', 'email', 'phone', 'role', 'district', 'constituency', 'mandal',
      'ward', 'address', 'pincode', 'voter_id_number', 'department', 'is_active', 'allow_notifications', 'preferred_language',
      'terms_accepted_at', 'privacy_accepted_at', 'privacy_policy_version', 'created_at', 'updated_at',
    ],
    orderBy: 'id',
    // A deleted account is no longer a user of the office: the list download leaves it out, as the
    // admin list does; the database export keeps it with its deleted_at (docs/admin-exports.md).
    liveRowsOnly: true,
  },
  roles: {
    table: 'roles',
    columns: ['id', 'name', 'display_name', 'display_name_hi', 'description', 'escalation_level', 'is_active', 'is_system', 'created_at', 'updated_at'],
    orderBy: 'id',
  },
  'request-types': {
    table: 'request_types',
    columns: [
      'id', 'name', 'display_name', 'display_name_hi', 'description', 'description_hi', 'department', 'department_hi',
      'standard_response_time', 'is_active', 'created_at', 'updated_at',
    ],
    orderBy: 'id',
  },
  locations: {
    table: 'locations',
    columns: ['id', 'type', 'name', 'name_hi', 'code', 'parent_id', 'is_active', 'created_at', 'updated_at'],
    orderBy: 'id',
  },
} as const satisfies Record<string, ExportSource>;

export type ListExportName = keyof typeof LIST_EXPORTS;

/**
 * The business tables of the database export, in an order where parents come before children.
 * Every column is named; the secrets and the machinery are in EXCLUDED_TABLES.
 */
export const DATABASE_EXPORT: readonly ExportSource[] = [
  LIST_EXPORTS.roles,
  { ...LIST_EXPORTS.users, columns: [...LIST_EXPORTS.users.columns, 'notify_email', 'notify_sms', 'notify_push', 'deleted_at'], liveRowsOnly: false },
  LIST_EXPORTS['request-types'],
  LIST_EXPORTS.locations,
  {
    table: 'requests',
    columns: [
      'id', 'request_id', 'title', 'request_type', 'category', 'priority', 'status', 'description', 'name', 'phone', 'email',
      'voter_id_number', 'district', 'vidhansabha', 'constituency', 'block', 'address', 'attachment_url', 'attachment_path',
      'attachment_type', 'attachment_name', 'assigned_to', 'escalation_level', 'response', 'response_key', 'language', 'submitter_id', 'submitter_type',
      'open311_key_id', 'duplicate_of_id', 'show_publicly', 'public_note', 'submitted_at', 'sla_started_at', 'due_at', 'resolved_at',
      'anonymised_at', 'created_at', 'updated_at',
    ],
    orderBy: 'id',
  },
  { table: 'request_history', columns: ['id', 'request_id', 'action', 'from_status', 'to_status', 'notes', 'notes_key', 'internal_note', 'user_id', 'user_role', 'created_at'], orderBy: 'id' },
  { table: 'escalations', columns: ['id', 'request_id', 'escalation_level', 'from_user_id', 'to_user_id', 'reason', 'escalated_at'], orderBy: 'id' },
  // The citizens' ratings, reopens and the reasons sent to the administrators.
  {
    table: 'request_feedback',
    columns: ['id', 'request_id', 'citizen_id', 'rating', 'comment', 'district', 'request_type', 'request_month', 'official_id', 'via', 'created_at'],
    orderBy: 'id',
  },
  { table: 'request_reopens', columns: ['id', 'request_id', 'round', 'reason', 'source', 'user_id', 'from_level', 'to_level', 'created_at'], orderBy: 'id' },
  { table: 'reopen_appeals', columns: ['id', 'request_id', 'citizen_id', 'reason', 'source', 'created_at'], orderBy: 'id' },
  {
    table: 'message_templates',
    columns: ['id', 'type', 'category', 'event', 'title', 'title_hi', 'content', 'content_hi', 'language', 'is_active', 'created_at', 'updated_at'],
    orderBy: 'id',
  },
  {
    table: 'events',
    columns: [
      'id', 'title', 'title_hi', 'description', 'description_hi', 'event_date', 'event_time', 'location', 'location_hi', 'category',
      'priority', 'is_public', 'is_active', 'image_url', 'external_link', 'created_by', 'created_at', 'updated_at',
    ],
    orderBy: 'id',
  },
  {
    table: 'gallery_items',
    columns: [
      'id', 'title', 'title_hi', 'description', 'description_hi', 'media_type', 'media_url', 'thumbnail_url', 'category', 'tags',
      'captured_date', 'is_public', 'is_active', 'sort_order', 'view_count', 'created_by', 'created_at', 'updated_at',
    ],
    orderBy: 'id',
  },
  {
    table: 'social_handles',
    columns: ['id', 'platform', 'username', 'display_name', 'profile_url', 'is_active', 'auto_sync', 'last_synced_at', 'created_at', 'updated_at'],
    orderBy: 'id',
  },
  {
    table: 'social_posts',
    columns: ['id', 'handle_id', 'platform', 'external_id', 'post_date', 'post_url', 'content', 'media_urls', 'likes', 'shares', 'comments', 'created_at', 'updated_at'],
    orderBy: 'id',
  },
  { table: 'holidays', columns: ['id', 'date', 'name', 'name_hi', 'created_by', 'created_at'], orderBy: 'id' },
  // Office settings (language, contact e-mail, office hours). Transport credentials come from the
  // environment, never from this table (docs/admin-exports.md).
  { table: 'system_settings', columns: ['key', 'value', 'updated_by', 'created_at', 'updated_at'], orderBy: 'key' },
  {
    table: 'data_deletion_requests',
    // Never the confirmation token's hash (docs/data-deletion.md).
    columns: [
      'id', 'request_code', 'email', 'reason', 'additional_info', 'status', 'processed_at', 'created_at', 'updated_at',
      'user_id', 'confirm_expires_at', 'confirmed_at', 'anonymised_at', 'completed_at',
    ],
    orderBy: 'id',
  },
  // What the deletion job did and when (counts and request ids only).
  { table: 'data_deletion_steps', columns: ['id', 'deletion_request_id', 'step', 'at', 'detail'], orderBy: 'id' },
  // Who changed what: part of the office's record. Its before/after never hold a password or token
  // (modules/admin-audit/audit.service.ts leaves them out when the row is written).
  { table: 'admin_audit', columns: ['id', 'actor_id', 'action', 'entity', 'entity_id', 'at', 'ip', 'user_agent', 'before', 'after'], orderBy: 'id' },
];

/**
 * Tables the database export leaves out, with the reason. A test fails when the database has a
 * table in neither list, so a new table is classified before it can be exported by accident.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'session ids and CSRF tokens',
  captcha_challenges: 'captcha answers',
  login_attempts: 'security counters',
  rate_limit_buckets: 'security counters',
  idempotency_keys: 'replayed responses of writes',
  request_uploads: 'upload tokens of files not yet claimed by a request',
  media_uploads: 'upload tokens and staging state of the gallery upload; the published media are in gallery_items',
  notification_outbox: 'delivery queue: rendered messages and transport errors, not office records',
  staff_inbox_marks: 'per-user "seen up to" times of the notification bell',
  request_counts: 'counts derived from requests by triggers (migration 014); the requests are exported',
  request_assignee_counts: 'counts derived from requests by triggers (migration 014); the requests are exported',
  transparency_refreshes: 'when the transparency summary was last refreshed (migration 021); derived bookkeeping',
  transparency_figures: 'public dashboard figures derived from requests by each refresh (migration 023); the requests are exported',
  open311_keys: 'hashes of Open311 API keys (credentials); issue and revocation are in admin_audit',
  request_erasure_challenges: 'one-time code hashes of an erasure by request code and phone (credentials); the erasure itself is in data_deletion_requests',
  retention_runs: 'what each run of the retention job did (counts only), shown on the settings tab; technical records, deleted after their period',
  knex_migrations: 'schema bookkeeping',
  knex_migrations_lock: 'schema bookkeeping',
};
