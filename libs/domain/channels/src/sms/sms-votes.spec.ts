import { codeIn } from './sms-votes';

const KEYWORDS = ['VOTE', 'VOTER'];

describe('the vote code an SMS names', () => {
  it.each([
    ['VOTE 4821', '4821'],
    ['vote 4821', '4821'],
    ['  Vote   48 21 ', '4821'],
    ['VOTER 4821', '4821'],
    ['Voté 4821', '4821'],
    ['VOTE4821', '4821'],
    ['4821', '4821'],
    ['vote 482199', '482199'],
  ])('reads %j as %s', (text, code) => {
    expect(codeIn(text, KEYWORDS)).toBe(code);
  });

  it.each([
    '',
    'bonjour',
    'VOTE',
    'VOTE 0821',
    'VOTE 482',
    'VOTE 4821 4822',
    'STOP',
    'VOTE abcd',
    '😀 4821',
    'VOTEZ 4821',
  ])('finds no code in %j', (text) => {
    expect(codeIn(text, KEYWORDS)).toBeNull();
  });

  it('takes the keywords of the settings', () => {
    expect(codeIn('BEBE 4821', ['BEBE'])).toBe('4821');
    expect(codeIn('VOTE 4821', ['BEBE'])).toBeNull();
  });
});
