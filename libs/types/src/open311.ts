/** An Open311 API key as the admin's settings tab lists it: never the key itself (docs/open311.md). */
export interface Open311Key {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer of `POST /api/admin/open311-keys`: the only time the key is shown. */
export interface IssuedOpen311Key {
  id: number;
  key: string;
}
