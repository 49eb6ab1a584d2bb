import { maskEmail, maskReference } from './masking';

describe('what a parent reads of voters and payments', () => {
  it('keeps an e-mail’s first letter, its domain’s first letter and its ending', () => {
    expect(maskEmail('fatou.ndiaye@gmail.com')).toBe('f***@g***.com');
    expect(maskEmail('a@b.sn')).toBe('a***@b***.sn');
    expect(maskEmail(null)).toBe('Compte supprimé');
    expect(maskEmail('no-at-sign')).toBe('***');
  });

  it('keeps a payment reference’s last four characters', () => {
    expect(maskReference('bs-1f2e3d4c5b6a')).toBe('****5B6A');
    expect(maskReference(null)).toBeNull();
  });
});
