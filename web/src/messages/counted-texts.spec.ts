import { account } from './account';
import { contests } from './contests';
import { participation } from './participation';
import { voting } from './voting';

/** Texts that count something: singular for 0 and 1 (French), plural from 2, the count grouped as in French. */
describe('counted texts of the site', () => {
  it.each([
    [account.children.ageYears(1, 0), '1 an'],
    [account.children.ageYears(1, 3), '1 an et 3 mois'],
    [account.children.ageYears(2, 8), '2 ans et 8 mois'],
    [account.statement.shown(1, 1), '1 ligne affichée sur 1'],
    [account.statement.shown(4, 1200), '4 lignes affichées sur 1\u202f200'],
    [contests.detail.age(5), '5 mois'],
    [contests.detail.age(18), '1 an'],
    [contests.detail.age(30), '2 ans'],
    [contests.myChildren.open('Awa', 1, 1), 'Awa — 1 sur 1 enfant'],
    [contests.myChildren.open('Awa', 1, 2), 'Awa — 1 sur 2 enfants'],
    [participation.preregistration.ageMonths(13), '1 an'],
    [participation.preregistration.ageMonths(40), '3 ans'],
    [voting.packs.closed(1), 'Les achats de votes ferment 1 minute avant la fin du concours.'],
    [voting.packs.closed(5), 'Les achats de votes ferment 5 minutes avant la fin du concours.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
