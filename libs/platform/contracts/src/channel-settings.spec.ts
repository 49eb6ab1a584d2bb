import { CHANNEL_SETTINGS_MESSAGES as M, keywordsProblem, SHORT_CODE, USSD_SERVICE_CODE } from './channel-settings';

describe('the channel settings’ rules', () => {
  it('takes a short code of 3 to 8 digits and a USSD string of digit groups between * and #', () => {
    expect(['757', '75750000'].every((code) => SHORT_CODE.test(code))).toBe(true);
    expect(['75', '757500001', '75a5'].some((code) => SHORT_CODE.test(code))).toBe(false);
    expect(['*384#', '*384*7#'].every((code) => USSD_SERVICE_CODE.test(code))).toBe(true);
    expect(['384*7#', '*384*7', '**7#', '*38a#'].some((code) => USSD_SERVICE_CODE.test(code))).toBe(false);
  });

  it('wants 1 to 10 keywords in capitals, none twice, VOTE among them', () => {
    expect(keywordsProblem(['VOTE', 'VOTER'])).toBeNull();
    expect(keywordsProblem([])).toBe(M.keywordsList);
    expect(keywordsProblem(Array.from({ length: 11 }, (_, index) => `VOTE${'A'.repeat(index)}`))).toBe(M.keywordsList);
    expect(keywordsProblem(['VOTE', 'vote'])).toBe(M.keyword('vote'));
    expect(keywordsProblem(['VOTE', 'ÉLIRE'])).toBe(M.keyword('ÉLIRE'));
    expect(keywordsProblem(['VOTE', 7])).toBe(M.keyword('7'));
    expect(keywordsProblem(['VOTE', 'VOTE'])).toBe(M.keywordTwice('VOTE'));
    expect(keywordsProblem(['VOTER'])).toBe(M.voteRequired);
  });
});
