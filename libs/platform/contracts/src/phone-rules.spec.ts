import { maskPhone } from './phone-rules';

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+225 07 01 23 45 67')).toBe('+225 •••••• 45 67');
    expect(maskPhone('+221771234567')).toBe('+221 ••••• 45 67');
    expect(maskPhone('07 01 23 45 67')).toBe('•••••• 45 67');
  });

  it('shows nothing of a number too short to mask or of none', () => {
    expect(maskPhone('+225 1234')).toBeNull();
    expect(maskPhone('')).toBeNull();
    expect(maskPhone(null)).toBeNull();
  });
});
