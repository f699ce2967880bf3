import { ApiError, messageFromError } from '../index';

const refused = (body: unknown) => new ApiError(400, JSON.stringify(body), body);

describe('messageFromError: the one way a failure becomes words', () => {
  it("gives the server's catalogue reason in the reader's language", () => {
    expect(messageFromError(refused({ error: 'Remarks are required for rejection.', messageKey: 'remarksRequiredForRejection' }), 'en', 'x')).toBe('Remarks are required for rejection.');
    expect(messageFromError(refused({ error: 'Remarks are required for rejection.', messageKey: 'remarksRequiredForRejection' }), 'hi', 'x')).not.toMatch(/[A-Za-z]/);
  });

  it('finds the catalogue entry from an English text without a key, else keeps the server text, else the fallback', () => {
    expect(messageFromError(refused({ error: 'Remarks are required for rejection.' }), 'hi', 'x')).not.toMatch(/[A-Za-z]/);
    expect(messageFromError(refused({ error: 'Something only the server knows' }), 'hi', 'x')).toBe('Something only the server knows');
    expect(messageFromError(refused('not json'), 'en', 'Failed to update request')).toBe('Failed to update request');
    expect(messageFromError(new TypeError('network'), 'en', 'Failed to update request')).toBe('Failed to update request');
  });
});
