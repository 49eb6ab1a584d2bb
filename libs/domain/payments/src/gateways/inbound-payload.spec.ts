import { documentedPayload, FIELD_MAX_LENGTH, PAYLOAD_MAX_BYTES, storedPayload } from './inbound-payload';

describe('documentedPayload', () => {
  const documented = { token: true, data: { status: true, invoice: { token: true } } } as const;

  it('keeps a message of documented fields as it is', () => {
    const fields = { token: 'T1', data: { status: 'completed', invoice: { token: 'T1' } } };
    expect(documentedPayload(fields, documented)).toEqual(fields);
  });

  it('leaves out the other fields, cuts long texts and lists, and gives the size as received', () => {
    const fields = { token: 'é'.repeat(FIELD_MAX_LENGTH + 10), pirate: 'x', data: { status: ['a'], extra: 1 } };
    expect(documentedPayload(fields, documented)).toEqual({
      token: 'é'.repeat(FIELD_MAX_LENGTH),
      data: {},
      truncated: { original_bytes: Buffer.byteLength(JSON.stringify(fields)) },
    });
  });

  it('never keeps half of a character', () => {
    const kept = documentedPayload({ token: `${'a'.repeat(FIELD_MAX_LENGTH - 1)}😀` }, documented);
    expect(kept.token).toBe('a'.repeat(FIELD_MAX_LENGTH - 1));
  });
});

describe('storedPayload', () => {
  it('stores a small payload whole', () => {
    expect(storedPayload({ code: '00' })).toBe('{"code":"00"}');
    expect(storedPayload(undefined)).toBe('{}');
  });

  it('stores the beginning of a large one with its size, within the limit whatever it holds', () => {
    for (const text of ['x', '"', '\u0001', '😀']) {
      const payload = { excerpt: text.repeat(100_000) };
      const stored = storedPayload(payload);
      expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
      const parsed = JSON.parse(stored) as { truncated: { original_bytes: number }; excerpt: string };
      expect(parsed.truncated.original_bytes).toBe(Buffer.byteLength(JSON.stringify(payload)));
      expect(JSON.stringify(payload).startsWith(parsed.excerpt)).toBe(true);
      expect(parsed.excerpt).not.toMatch(/[\uD800-\uDBFF]$/);
    }
  });
});
