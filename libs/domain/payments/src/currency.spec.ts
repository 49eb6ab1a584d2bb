import { chooseCurrency } from './currency';

describe('chooseCurrency', () => {
  it('reads the participant phone first', () => {
    expect(chooseCurrency({ participantPhone: '+237 6 99 00 00 00', userPhone: '+221770000000' })).toBe('XAF');
    expect(chooseCurrency({ participantPhone: '+2250700000000', participantCountry: 'Cameroun' })).toBe('XOF');
  });

  it('falls back to the user phone, then the participant country, then the user country', () => {
    expect(chooseCurrency({ participantPhone: '', userPhone: '00241 01 23 45 67' })).toBe('XAF');
    expect(chooseCurrency({ participantPhone: '+33612345678', participantCountry: 'Tchad' })).toBe('XAF');
    expect(chooseCurrency({ participantCountry: 'France', userCountry: 'Guinée Équatoriale' })).toBe('XAF');
    expect(chooseCurrency({ participantCountry: 'Sénégal', userCountry: 'Gabon' })).toBe('XOF');
  });

  it('defaults to XOF when nothing is conclusive', () => {
    expect(chooseCurrency({})).toBe('XOF');
    expect(chooseCurrency({ participantPhone: '+33612345678', userCountry: 'France' })).toBe('XOF');
  });
});
