import { CHANNEL_VOTES, USSD } from '@app/channels/channels.messages';
import { readAnswer, refusalKind, stepProblem, stepText, ussdForm } from './ussd-session';

describe('a free vote by USSD, as the bench makes it', () => {
  const call = { sessionId: 'bench-1-42', phoneNumber: '+2250700000123', code: '1051' };

  it('sends the inputs of the session so far at each step, joined by *', () => {
    expect([0, 1, 2].map((step) => stepText(step, '1051'))).toEqual(['', '1', '1*1051']);
  });

  it("posts Africa's Talking's form fields, the number's + and the inputs' * as a form encodes them", () => {
    const form = new URLSearchParams(ussdForm(call, 2));
    expect(Object.fromEntries(form)).toEqual({
      sessionId: 'bench-1-42',
      serviceCode: '*384*7#',
      phoneNumber: '+2250700000123',
      networkCode: '61203',
      text: '1*1051',
    });
    expect(ussdForm(call, 0)).toContain('phoneNumber=%2B2250700000123');
  });

  it('reads a screen, a counted vote and a held vote with its receipt', () => {
    expect(readAnswer(`CON ${USSD.home}`)).toEqual({ kind: 'menu', text: USSD.home });
    expect(readAnswer(`END ${CHANNEL_VOTES.counted('Bébé 07', '1051', 98765)}`)).toEqual({
      kind: 'counted',
      receipt: 98765,
    });
    expect(readAnswer(`END ${CHANNEL_VOTES.held('Bébé 07', '1051', 98766)}`)).toEqual({
      kind: 'held',
      receipt: 98766,
    });
  });

  it('names why a session ended without a vote', () => {
    expect(readAnswer(`END ${CHANNEL_VOTES.cooldown(9)}`)).toEqual({ kind: 'refused', reason: 'cooldown' });
    expect(refusalKind(CHANNEL_VOTES.cooldown(1))).toBe('cooldown');
    expect(refusalKind(CHANNEL_VOTES.dailyCap)).toBe('daily cap');
    expect(refusalKind(USSD.unknownCode('1051'))).toBe('unknown code');
    expect(refusalKind(USSD.sessionExpired('*384*7#'))).toBe('session expired');
    expect(refusalKind(USSD.sessionOver)).toBe('session over');
    expect(refusalKind(USSD.unavailable)).toBe('unavailable');
    expect(refusalKind('Autre chose encore')).toBe('other: Autre chose encore');
    expect(readAnswer('Merci')).toEqual({ kind: 'malformed' });
  });

  it('expects a menu at the first two steps and a vote at the last', () => {
    const menu = readAnswer(`CON ${USSD.askCodeToVote}`);
    const vote = readAnswer(`END ${CHANNEL_VOTES.counted('Bébé 07', '1051', 12)}`);
    const refused = readAnswer(`END ${CHANNEL_VOTES.dailyCap}`);
    expect(stepProblem(0, 200, menu)).toBeNull();
    expect(stepProblem(1, 200, menu)).toBeNull();
    expect(stepProblem(2, 200, vote)).toBeNull();
    expect(stepProblem(2, 200, menu)).toBe('vote: CON instead of END');
    expect(stepProblem(2, 200, refused)).toBe('vote: END, daily cap');
    expect(stepProblem(1, 200, vote)).toBe('code: END with a vote before the code');
    expect(stepProblem(0, 503, null)).toBe('home: HTTP 503');
    expect(stepProblem(1, 200, readAnswer('oops'))).toBe('code: neither CON nor END');
  });
});
