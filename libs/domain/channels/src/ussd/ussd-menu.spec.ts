import { type MenuParticipant, USSD_SCREEN_LIMIT, type UssdMenuPort, ussdInputs, ussdScreen } from './ussd-menu';

const CONTESTS = [
  { id: 1, title: 'Les plus beaux sourires de Côte d’Ivoire, édition de la saison des pluies 2026' },
  { id: 2, title: 'Bébés de Dakar' },
];
const PEOPLE: MenuParticipant[] = Array.from({ length: 7 }, (_, index) => ({
  id: 100 + index,
  contestId: 1,
  name: index === 0 ? 'Marie-Françoise-Adjoua-Kouassi-Yao' : `Enfant ${index + 1}`,
  code: String(4821 + index),
}));

/** The menu's world: two contests, seven participants in the first, two packs; actions recorded. */
function world() {
  const acts: string[] = [];
  const port: UssdMenuPort = {
    contests: () => Promise.resolve(CONTESTS),
    participants: (contestId, offset, limit) => {
      const lines = PEOPLE.filter((person) => person.contestId === contestId);
      return Promise.resolve({ total: lines.length, lines: lines.slice(offset, offset + limit) });
    },
    ranking: (contestId, offset, limit) => {
      const lines = PEOPLE.filter((person) => person.contestId === contestId).map((person, index) => ({
        rank: index + 1,
        name: person.name,
        code: person.code,
        votes: 1000 - index,
      }));
      return Promise.resolve({ total: lines.length, lines: lines.slice(offset, offset + limit) });
    },
    byCode: (code) => Promise.resolve(PEOPLE.find((person) => person.code === code) ?? null),
    packs: () =>
      Promise.resolve([
        { id: 1, votes: 10, price: 500 },
        { id: 2, votes: 150, price: 5000 },
      ]),
    vote: (participant) => {
      acts.push(`vote ${participant.code}`);
      return Promise.resolve(`Vote compté pour ${participant.name}`);
    },
    buy: (participant, pack) => {
      acts.push(`buy ${participant.code} ${pack.id}`);
      return Promise.resolve('Demande envoyée');
    },
    statement: () => {
      acts.push('statement');
      return Promise.resolve('Relevé');
    },
  };
  return { port, acts };
}

const screen = (text: string, port: UssdMenuPort) => ussdScreen(ussdInputs(text), port);

describe('the USSD menu', () => {
  it('opens on the home screen, in French, with the four choices', async () => {
    const { port, acts } = world();
    await expect(screen('', port)).resolves.toEqual({
      end: false,
      text: 'Bébé Star\n1. Voter gratuitement\n2. Acheter des votes\n3. Classement\n4. Mon relevé',
    });
    expect(acts).toEqual([]);
  });

  it('votes by code, ending the session', async () => {
    const { port, acts } = world();
    expect((await screen('1', port)).text).toContain('Entrez le code du participant');
    await expect(screen('1*4822', port)).resolves.toEqual({ end: true, text: 'Vote compté pour Enfant 2' });
    expect(acts).toEqual(['vote 4822']);
  });

  it('votes by contest, then the participants page by page', async () => {
    const { port, acts } = world();
    const contests = await screen('1*9', port);
    expect(contests.text).toMatch(
      /^Choisissez un concours\n1\. Les plus beaux sourires.*\n2\. Bébés de Dakar\n0\. Retour/,
    );
    const first = await screen('1*9*1', port);
    expect(first.text).toContain('1. Marie-Françoise. (4821)');
    expect(first.text).toContain('8. Suite');
    const second = await screen('1*9*1*8', port);
    expect(second.text).toContain('1. Enfant 6 (4826)');
    expect(second.text).not.toContain('8. Suite');
    await expect(screen('1*9*1*8*2', port)).resolves.toMatchObject({ end: true });
    expect(acts).toEqual(['vote 4827']);
  });

  it('goes back with 0 and home with 00, acting on nothing', async () => {
    const { port, acts } = world();
    expect((await screen('1*9*0', port)).text).toContain('Entrez le code du participant');
    expect((await screen('1*9*1*00', port)).text).toMatch(/^Bébé Star/);
    expect((await screen('1*00*3*1', port)).text).toMatch(/^Les plus beaux sourires/);
    expect((await screen('0', port)).text).toMatch(/^Bébé Star/);
    expect(acts).toEqual([]);
  });

  it('refuses out-of-range choices and unknown codes on the same screen, which still takes the next input', async () => {
    const { port, acts } = world();
    expect((await screen('7', port)).text).toMatch(/^Choix invalide\.\nBébé Star/);
    expect((await screen('1*9*5', port)).text).toMatch(/^Choix invalide\.\nChoisissez un concours/);
    expect((await screen('1*1234', port)).text).toMatch(/^Code 1234 inconnu ou vote fermé\.\nVote gratuit/);
    expect((await screen('1*12', port)).text).toMatch(/^Le code est un nombre de 4 à 6 chiffres\./);
    expect((await screen('1*1234*4821', port)).end).toBe(true);
    expect(acts).toEqual(['vote 4821']);
  });

  it('acts only on the last input: inputs after an action are refused and nothing happens', async () => {
    const { port, acts } = world();
    await expect(screen('1*4821*1', port)).resolves.toEqual({
      end: true,
      text: 'Session terminée. Composez à nouveau le code pour continuer.',
    });
    await expect(screen('4*1', port)).resolves.toMatchObject({ end: true });
    expect(acts).toEqual([]);
  });

  it('buys a pack: participant, pack, confirmation, then the push', async () => {
    const { port, acts } = world();
    expect((await screen('2*4823', port)).text).toBe(
      'Votes pour Enfant 3\n1. 10 votes : 500 F\n2. 150 votes : 5 000 F\n0. Retour\n00. Accueil',
    );
    expect((await screen('2*4823*2', port)).text).toBe(
      '150 votes pour Enfant 3 (4823) : 5 000 F par Mobile Money.\n1. Payer\n0. Retour\n00. Accueil',
    );
    expect((await screen('2*4823*2*0*1*1', port)).end).toBe(true);
    expect(acts).toEqual(['buy 4823 1']);
  });

  it('shows the ranking with the codes and the statement', async () => {
    const { port, acts } = world();
    const ranking = await screen('3*1', port);
    expect(ranking.text).toContain('1. Marie-Franç. (4821) 1000 v.');
    expect((await screen('3*1*8', port)).text).toContain('6. Enfant 6 (4826) 995 v.');
    await expect(screen('4', port)).resolves.toEqual({ end: true, text: 'Relevé' });
    expect(acts).toEqual(['statement']);
  });

  it('keeps every screen within the networks’ 182 characters', async () => {
    const { port } = world();
    for (const text of [
      '',
      '1',
      '2',
      '1*9',
      '1*9*1',
      '1*9*1*8',
      '3',
      '3*1',
      '3*1*8',
      '2*4821',
      '2*4821*1',
      '7',
      '1*9*9',
    ]) {
      expect(Array.from((await screen(text, port)).text).length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
    }
  });
});
