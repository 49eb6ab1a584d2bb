import type { ParticipantDirectory } from '@app/entries';
import type { UserRepository } from '@app/identity';

/** The domain of the demo families' e-mails (famille01…famille40). */
const DEMO_DOMAIN = '@demo.bebestar.local';

export const familyEmail = (family: number) => `famille${String(family).padStart(2, '0')}${DEMO_DOMAIN}`;

/** The demo families' accounts, by id. */
export async function demoFamilyIds(users: UserRepository): Promise<number[]> {
  const ids = await users.idsWithEmailContaining(DEMO_DOMAIN);
  const emails = await users.emails(ids);
  return ids.filter((id) => emails.get(id)?.endsWith(DEMO_DOMAIN)).sort((a, b) => a - b);
}

/** Of these contests, those a demo family entered a child in, by id. */
export async function enteredByFamilies(
  entries: ParticipantDirectory,
  families: number[],
  contestIds: number[],
): Promise<number[]> {
  const entered = new Set((await entries.enteredBy(families, contestIds)).map((entry) => entry.contestId));
  return [...entered].sort((a, b) => a - b);
}
