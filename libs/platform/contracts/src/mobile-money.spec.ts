import { isOperatorOf, MOBILE_MONEY_OPERATORS } from './mobile-money';
import { DIAL_CODES } from './phone-rules';

describe('mobile money operators', () => {
  it('are listed only for countries the product serves', () => {
    expect(Object.keys(MOBILE_MONEY_OPERATORS).filter((country) => !DIAL_CODES[country])).toEqual([]);
  });

  it('take an operator of the country’s list, or any name where the country has none', () => {
    expect(isOperatorOf('Sénégal', 'Wave')).toBe(true);
    expect(isOperatorOf("Côte d'Ivoire", 'MTN MoMo')).toBe(true);
    expect(isOperatorOf('Sénégal', 'MTN MoMo')).toBe(false);
    expect(isOperatorOf('France', 'Lydia')).toBe(true);
    expect(isOperatorOf('France', '  ')).toBe(false);
    expect(isOperatorOf('France', 'x'.repeat(41))).toBe(false);
  });
});
