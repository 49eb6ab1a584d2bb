import { describe, expect, it } from 'vitest';
import { checkPhone, dialCodeOf, digitsOnly } from './phone-rules';

describe('checkPhone', () => {
  it('requires a number', () => {
    expect(checkPhone('Sénégal', '')).toEqual({ ok: false, message: 'Le numéro de téléphone est requis' });
  });

  it.each([
    ['Sénégal', '771234567', '+221771234567'],
    ['Mali', '76123456', '+22376123456'],
    ['Burkina Faso', '70123456', '+22670123456'],
    ['Niger', '90123456', '+22790123456'],
    ["Côte d'Ivoire", '07010203', '+22507010203'],
    ["Côte d'Ivoire", '0701020304', '+2250701020304'],
    ['France', '612345678', '+33612345678'],
    ['France', '0612345678', '+33612345678'],
    ['Cameroun', '6712345', '+2376712345'],
    ['Cameroun', '671234567890123', '+237671234567890123'],
  ])('accepts a valid %s number %s as %s', (country, digits, phone) => {
    expect(checkPhone(country, digits)).toEqual({ ok: true, phone });
  });

  it.each([
    ['Sénégal', '671234567', '771234567'],
    ['Sénégal', '77123456', '771234567'],
    ['Mali', '761234567', '76123456'],
    ['Burkina Faso', '7012345', '70123456'],
    ['Niger', '901234567', '90123456'],
    ["Côte d'Ivoire", '0701020', '0701020304'],
    ["Côte d'Ivoire", '07010203045', '0701020304'],
    ['France', '61234567', '612345678'],
    ['Cameroun', '612345', '0123456789'],
    ['Cameroun', '6123456789012345', '0123456789'],
  ])('refuses %s %s with an example', (country, digits, example) => {
    expect(checkPhone(country, digits)).toEqual({
      ok: false,
      message: `Format invalide pour ${country}. Exemple: ${example}`,
    });
  });

  it('uses the dial code the API gives for a country outside the table', () => {
    expect(dialCodeOf('Kenya', '+254')).toBe('+254');
    expect(dialCodeOf('Sénégal', '+999')).toBe('+221');
    expect(checkPhone('Kenya', '712345678', '+254')).toEqual({ ok: true, phone: '+254712345678' });
  });

  it('keeps only digits of what is typed', () => {
    expect(digitsOnly('77 123-45.67a')).toBe('771234567');
  });
});
