import type { ApiHarness } from '../../services/api/test/support/api-harness';
import { makeBaby, makeContest, makeParticipant } from '../../services/api/test/support/contest-factories';
import { DEFAULT_PASSWORD, makeUser, type MadeUser } from '../../services/api/test/support/factories';
import { makePack } from '../../services/api/test/support/payment-fixtures';

export interface Showcase {
  contestId: number;
  participants: { id: number; name: string }[];
  packs: { id: number; votes: number }[];
  voter: MadeUser & { password: string };
}

const NAMES = ['Aminata', 'Fatou', 'Mariama', 'Khadija', 'Awa', 'Ndeye'];

/** An open girls' contest with six photographed participants, three vote packs and a voter account. */
export async function makeShowcase(api: ApiHarness): Promise<Showcase> {
  const contest = await makeContest(api, {
    title: 'Concours Bébés Filles — Saison sèche',
    gender: 'female',
    endDate: new Date(Date.now() + 12 * 24 * 3600 * 1000),
  });
  const parent = await makeUser(api, { firstName: 'Aïssatou', lastName: 'Diallo' });
  const participants = [];
  for (const name of NAMES) {
    const baby = await makeBaby(api, parent.user.id, { name });
    participants.push({ id: (await makeParticipant(api, contest.id, baby, parent.user.id)).id, name });
  }
  const packs = [
    await makePack(api, { name: 'Pack Découverte', votes: 10, price: 500 }),
    await makePack(api, { name: 'Pack Boost', votes: 60, price: 2000 }),
    await makePack(api, {
      name: 'Pack Champion',
      votes: 150,
      price: 5000,
      promotionPrice: 4000,
      promotionStart: new Date(Date.now() - 24 * 3600 * 1000),
      promotionEnd: new Date(Date.now() + 5 * 24 * 3600 * 1000),
    }),
  ];
  const voter = await makeUser(api, { firstName: 'Moussa', lastName: 'Sow' });
  return { contestId: contest.id, participants, packs, voter: { ...voter, password: DEFAULT_PASSWORD } };
}
