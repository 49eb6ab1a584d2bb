import { checkPhone, DIAL_CODES } from './phone-rules';

const valid = (phone: string) => ({ ok: true, phone });
const invalid = (country: string, example: string) => ({
  ok: false,
  message: `Format invalide pour ${country}. Exemple: ${example}`,
});

describe('checkPhone', () => {
  it('requires a number', () => {
    for (const raw of ['', '   ', ' . - ']) {
      expect(checkPhone('Sénégal', raw)).toEqual({ ok: false, message: 'Le numéro de téléphone est requis' });
    }
  });

  describe('Sénégal: 9 digits starting with 7', () => {
    it('accepts the number with or without +221, spaces, dots or dashes, and stores +221 then the digits', () => {
      for (const raw of [
        '771234567',
        '77 123 45 67',
        '77-123.45.67',
        '+221771234567',
        '+221 77 123 45 67',
        '221 77 123 45 67',
        '00221771234567',
      ]) {
        expect(checkPhone('Sénégal', raw)).toEqual(valid('+221771234567'));
      }
    });

    it('refuses another first digit, another length, letters and another dial code', () => {
      for (const raw of ['671234567', '77123456', '7712345678', '+2217712345', '77 12a 45 67', '+33771234567']) {
        expect(checkPhone('Sénégal', raw)).toEqual(invalid('Sénégal', '771234567'));
      }
    });
  });

  describe.each([
    ['Mali', '+223', '76123456'],
    ['Burkina Faso', '+226', '70123456'],
    ['Niger', '+227', '90123456'],
  ])('%s: 8 digits', (country, dialCode, example) => {
    it('accepts 8 digits, with or without the dial code', () => {
      expect(checkPhone(country, '66 12 34 56')).toEqual(valid(`${dialCode}66123456`));
      expect(checkPhone(country, `${dialCode} 66 12 34 56`)).toEqual(valid(`${dialCode}66123456`));
    });

    it('refuses 7 or 9 digits with the example of the country', () => {
      expect(checkPhone(country, '6612345')).toEqual(invalid(country, example));
      expect(checkPhone(country, '661234567')).toEqual(invalid(country, example));
    });
  });

  describe("Côte d'Ivoire: 8 to 10 digits", () => {
    it('accepts 8, 9 and 10 digits and keeps the leading 0, which is part of the number', () => {
      expect(checkPhone("Côte d'Ivoire", '01020304')).toEqual(valid('+22501020304'));
      expect(checkPhone("Côte d'Ivoire", '701020304')).toEqual(valid('+225701020304'));
      expect(checkPhone("Côte d'Ivoire", '07 01 02 03 04')).toEqual(valid('+2250701020304'));
      expect(checkPhone("Côte d'Ivoire", '+225 07 01 02 03 04')).toEqual(valid('+2250701020304'));
    });

    it('refuses 7 or 11 digits', () => {
      expect(checkPhone("Côte d'Ivoire", '0102030')).toEqual(invalid("Côte d'Ivoire", '0701020304'));
      expect(checkPhone("Côte d'Ivoire", '07010203045')).toEqual(invalid("Côte d'Ivoire", '0701020304'));
    });
  });

  describe('France: 9 or 10 digits', () => {
    it('accepts 9 digits, or 10 with the trunk 0, which the stored international form drops', () => {
      expect(checkPhone('France', '612345678')).toEqual(valid('+33612345678'));
      expect(checkPhone('France', '06 12 34 56 78')).toEqual(valid('+33612345678'));
      expect(checkPhone('France', '+33 6 12 34 56 78')).toEqual(valid('+33612345678'));
      expect(checkPhone('France', '+33 06 12 34 56 78')).toEqual(valid('+33612345678'));
    });

    it('refuses 8 or 11 digits', () => {
      expect(checkPhone('France', '61234567')).toEqual(invalid('France', '612345678'));
      expect(checkPhone('France', '06123456789')).toEqual(invalid('France', '612345678'));
    });
  });

  describe('other countries: 7 to 15 digits', () => {
    it('accepts 7 and 15 digits with the dial code of the country', () => {
      expect(checkPhone('Cameroun', '6991234')).toEqual(valid('+2376991234'));
      expect(checkPhone('Cameroun', '699 123 456')).toEqual(valid('+237699123456'));
      expect(checkPhone('Cameroun', '+237 699 123 456')).toEqual(valid('+237699123456'));
      expect(checkPhone('Togo', '123456789012345')).toEqual(valid('+228123456789012345'));
    });

    it('refuses 6 or 16 digits with the generic example', () => {
      expect(checkPhone('Cameroun', '699123')).toEqual(invalid('Cameroun', '0123456789'));
      expect(checkPhone('Togo', '1234567890123456')).toEqual(invalid('Togo', '0123456789'));
    });

    it("refuses a number written with another country's dial code", () => {
      expect(checkPhone('Cameroun', '+33612345678')).toEqual(invalid('Cameroun', '0123456789'));
    });

    it('drops the trunk 0 where the international form does', () => {
      expect(checkPhone('Belgique', '0470 12 34 56')).toEqual(valid('+32470123456'));
      expect(checkPhone('Maroc', '06 12 34 56 78')).toEqual(valid('+212612345678'));
    });

    it('stores a number of a country without a known dial code as + then its digits', () => {
      expect(checkPhone('Atlantide', '+44 20 7946 0958')).toEqual(valid('+442079460958'));
    });
  });

  it('knows the dial code of each country the product offers', () => {
    expect(DIAL_CODES).toMatchObject({
      Sénégal: '+221',
      "Côte d'Ivoire": '+225',
      'Burkina Faso': '+226',
      Bénin: '+229',
      Mali: '+223',
      Niger: '+227',
      Togo: '+228',
      France: '+33',
      Belgique: '+32',
    });
  });
});
