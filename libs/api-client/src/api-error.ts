/** A non-OK answer of the API; its message is 'STATUS: body' (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own message ({error}) when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown } | null;
    return body && typeof body.error === 'string' ? body.error : undefined;
  }
}
