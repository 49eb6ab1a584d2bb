import { maskRecipient, recipientHash } from './recipient';

describe('recipient', () => {
  it('masks all but the country code, the first two and the last two digits', () => {
    expect(maskRecipient('+2250701020304')).toBe('+225 07 •• •• •• 04');
    expect(maskRecipient('+221771234567')).toBe('+221 77 •• •• • 67');
    expect(maskRecipient('+33612345678')).toBe('+33 61 •• •• • 78');
  });

  it('hashes a number the same way each time, and two numbers apart', () => {
    expect(recipientHash('k', '+2250701020304')).toBe(recipientHash('k', '+2250701020304'));
    expect(recipientHash('k', '+2250701020304')).not.toBe(recipientHash('k', '+2250701020305'));
    expect(recipientHash('k', '+2250701020304')).toMatch(/^[0-9a-f]{64}$/);
  });
});
