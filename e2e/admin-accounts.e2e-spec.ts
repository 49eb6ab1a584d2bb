import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office’s accounts in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('adds an administrator in one call, who can then sign in to the back office', async () => {
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/administrateurs');
    await page.getByRole('button', { name: 'Ajouter un administrateur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel administrateur' });
    await dialog.getByLabel('Prénom').fill('Ousmane');
    await dialog.getByLabel('Nom', { exact: true }).fill('Sow');
    await dialog.getByLabel('E-mail').fill('ousmane.sow@bebestar.local');
    await dialog.getByLabel('Mot de passe provisoire').fill('Hivernage-2026!');
    await dialog.getByRole('button', { name: 'Créer l’administrateur' }).click();
    await page.getByText('L’administrateur ousmane.sow@bebestar.local a été créé.').waitFor();
    await page
      .getByRole('row', { name: /Ousmane Sow/ })
      .getByText('Administrateurs')
      .waitFor();
    await screenshot(page, 'admin-administrators');
    await expectAccessible(page);

    const newcomer = await office.open(1280);
    await office.signIn(
      newcomer,
      {
        ...office.admin,
        user: { ...office.admin.user, email: 'ousmane.sow@bebestar.local' },
        password: 'Hivernage-2026!',
      },
      '/utilisateurs',
    );
    await newcomer.getByRole('heading', { name: 'Gestion des utilisateurs' }).waitFor();

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/administrateurs');
    await phone.getByRole('row', { name: /Ousmane Sow/ }).waitFor();
    await screenshot(phone, 'admin-administrators');
    await expectAccessible(phone);
  });

  it('deactivates a parent with the switch and edits a group’s permissions', async () => {
    const { api } = office;
    const parent = await makeUser(api, { firstName: 'Fatou', lastName: 'Ndiaye' });
    await makeUser(api, {
      firstName: 'Cheikh',
      lastName: 'Fall',
      groups: ['Modérateurs'],
      permissions: ['moderate_comments'],
    });

    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/utilisateurs?search=Ndiaye');
    const toggle = page.getByRole('switch', { name: 'Actif (Fatou Ndiaye)' });
    await toggle.click();
    await page.getByText('Le compte de Fatou Ndiaye est maintenant inactif.').waitFor();
    await page.getByRole('switch', { name: 'Inactif (Fatou Ndiaye)' }).waitFor();
    const [row] = await api.db.query('SELECT is_active FROM users WHERE id = $1', [parent.user.id]);
    expect(row.is_active).toBe(false);
    await api.http.post('/api/login/').send({ email: parent.user.email, password: parent.password }).expect(403);

    await page.getByRole('button', { name: 'Modifier les permissions (Modérateurs)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions du groupe Modérateurs' });
    await dialog.getByLabel('Gérer les réclamations de prix').check();
    await dialog.getByRole('button', { name: 'Enregistrer les permissions' }).click();
    await page.getByText('Les permissions du groupe Modérateurs ont été mises à jour.').waitFor();
    const granted = await api.db.query(
      `SELECT p.codename FROM group_permissions gp JOIN groups g ON g.id = gp.group_id
         JOIN permissions p ON p.id = gp.permission_id WHERE g.name = 'Modérateurs' ORDER BY p.codename`,
    );
    expect(granted.map((grant: { codename: string }) => grant.codename)).toEqual([
      'manage_prize_claims',
      'moderate_comments',
    ]);
    await screenshot(page, 'admin-users');
    await expectAccessible(page);

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/utilisateurs');
    await phone.getByRole('row', { name: /Fatou Ndiaye/ }).waitFor();
    await screenshot(phone, 'admin-users');
    await expectAccessible(phone);
  });
});
