/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { type BackOffice, startBackOffice } from './support/back-office';
import { makeShowcase, type Showcase } from './support/showcase';

/** The element that has focus, as a keyboard user meets it. */
interface Focused {
  name: string;
  /** Its tag and classes, to tell nameless elements apart. */
  what: string;
  /** An outline of at least 2 px or a box-shadow: the browser's thin default ring does not count. */
  ring: boolean;
  inDialog: boolean;
  inNavigation: boolean;
  id: string;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { name: '', what: 'body', ring: false, inDialog: false, inNavigation: false, id: '' };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      // A field is named by its label, as a screen reader names it.
      name: (
        element.getAttribute('aria-label') ??
        ('labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null)?.[0]?.innerText : undefined) ??
        element.innerText ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim(),
      what: [element.tagName.toLowerCase(), ...Array.from(element.classList)].join('.'),
      ring: outline || style.boxShadow !== 'none',
      inDialog: element.closest('dialog[open], [role="dialog"]') !== null,
      inNavigation: element.closest('nav') !== null,
      id: element.id,
    };
  });
}

/** Presses `key` `times` times and gives each element focused on the way. */
async function press(page: Page, key: string, times: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press(key);
    seen.push(await focused(page));
  }
  return seen;
}

/** Presses Tab until the element named `name` has focus; gives every element focused on the way. */
async function tabTo(page: Page, name: string, most = 80): Promise<Focused[]> {
  const seen: Focused[] = [];
  while (seen.length < most) {
    const [next] = await press(page, 'Tab', 1);
    seen.push(next);
    if (next.name === name) return seen;
  }
  throw new Error(`« ${name} » not reached in ${most} Tab presses: ${seen.map((one) => one.name).join(' | ')}`);
}

/**
 * Opens with Enter the dialog `name` from the focused button, checks that it takes the focus and that
 * Tab and Shift+Tab go round its `stops` only, each with a ring, then closes it with Escape and waits
 * for the focus to land back on the page.
 */
async function throughDialog(page: Page, name: string, stops: string[]): Promise<void> {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await focused(page)).toMatchObject({ inDialog: true });
  const inside = [...(await press(page, 'Tab', 4)), ...(await press(page, 'Shift+Tab', 4))];
  expect(inside.filter((one) => !one.inDialog || !one.ring)).toEqual([]);
  expect(new Set(inside.map((one) => one.name))).toEqual(new Set(stops));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The dialog gives the focus back a task after it is gone (Radix's focus scope defers it).
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
}

const withoutRing = (seen: Focused[]) => seen.filter((one) => !one.ring).map((one) => `${one.what} ${one.name}`);

describe('the site and the back office with the keyboard alone', () => {
  let office: BackOffice;
  let showcase: Showcase;

  beforeAll(async () => {
    office = await startBackOffice({ site: true });
    showcase = await makeShowcase(office.api);
  });
  afterAll(() => office.close());

  it('leads a visitor from the skip link through the navigation to the vote and its sign-in, and keeps the sign-in dialog around the focus', async () => {
    const page = await office.open(1280);
    await page.goto('/', { waitUntil: 'networkidle' });
    const [skip] = await press(page, 'Tab', 1);
    expect(skip).toMatchObject({ name: 'Aller au contenu', ring: true });
    expect(await page.getByRole('link', { name: 'Aller au contenu' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main');

    const participant = showcase.participants[0];
    await page.goto(`/vote/${showcase.contestId}/${participant.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: participant.name }).waitFor();
    const toVote = await tabTo(page, 'Voter gratuitement');
    expect(toVote[0].name).toBe('Aller au contenu');
    expect(toVote.filter((one) => one.inNavigation).map((one) => one.name)).toEqual(
      expect.arrayContaining(['Concours', 'Gagnants', 'Participer']),
    );
    expect(withoutRing(toVote)).toEqual([]);

    // A pack bought while signed out asks to sign in, in a dialog that keeps the focus and gives it back.
    const pack = `Acheter le Pack Boost pour ${participant.name}`;
    await tabTo(page, pack);
    await throughDialog(page, 'Authentification requise', ['Se connecter', 'Créer un compte', 'Fermer']);
    expect(await focused(page)).toMatchObject({ name: pack, ring: true });

    // The free vote leads to the sign-in by phone, whose fields the keyboard reaches, each with a ring.
    await page.getByRole('button', { name: 'Voter gratuitement' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login?**');
    await page.getByRole('button', { name: 'Recevoir le code' }).waitFor();
    const toNumber = await tabTo(page, 'Votre numéro');
    expect(withoutRing(toNumber)).toEqual([]);
  });

  it('lets an administrator ask to delete a pack with the keyboard, in a dialog that keeps the focus and gives it back', async () => {
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/packs-de-votes');
    await page.getByRole('article', { name: 'Pack Boost' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('article', { name: 'Pack Boost' }).waitFor();

    const toDelete = await tabTo(page, 'Supprimer (Pack Boost)');
    expect(toDelete[0].name).toBe('Aller au contenu');
    expect(toDelete.some((one) => one.inNavigation)).toBe(true);
    expect(withoutRing(toDelete)).toEqual([]);

    await throughDialog(page, 'Supprimer le pack « Pack Boost » ?', ['Annuler', 'Supprimer', 'Fermer']);
    expect(await focused(page)).toMatchObject({ name: 'Supprimer (Pack Boost)', ring: true });
    const [{ count }] = await office.api.db.query(
      `SELECT count(*)::int AS count FROM vote_packs WHERE name = 'Pack Boost'`,
    );
    expect(count).toBe(1);
  });
});
