import type { Modifiers } from 'objection';
import { BaseModel } from '../../db/base-model';

/**
 * A file sent ahead of its request (POST /api/upload, spec §7; migration 005). The row is written
 * before the file so the sweep can always find it; a request claims it in its own transaction.
 */
export class RequestUpload extends BaseModel {
  static override tableName = 'request_uploads';

  /** sha256 of the token in the upload's url; the url itself is never stored. */
  id!: string;
  storageKey!: string;
  attachmentType!: 'pdf' | 'image';
  fileName!: string;
  size!: number;
  /** user:<id> or anon:<ip>: only the uploader may attach it to a request. */
  scope!: string;
  createdAt!: Date;
  claimedAt!: Date | null;

  static override modifiers: Modifiers = {
    /** Not attached to a request yet: the only rows a claim, a discard or the sweep may touch. */
    unclaimed: (query) => query.whereNull('request_uploads.claimedAt'),
  };
}
