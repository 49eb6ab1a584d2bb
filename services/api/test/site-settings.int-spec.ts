import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser } from './support/factories';

describe('the site’s run-time settings', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({
      SUPPORT_WHATSAPP: '+221 77 123 45 67',
      SUPPORT_EMAIL: 'support@bebestar.sn',
      GOOGLE_CLIENT_ID: 'client-google.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '',
    });
  });
  afterAll(() => api.close());

  const contest = async (title: string): Promise<number> => {
    const [{ id }]: { id: number }[] = await api.db.query(
      `INSERT INTO contests (title, status, gender, start_date, end_date)
       VALUES ($1, 'open', 'mixed', now() - interval '1 day', now() + interval '9 days') RETURNING id`,
      [title],
    );
    return id;
  };
  const publicSettings = async () => (await api.http.get('/api/settings/').expect(200)).body;

  it('serves the configuration’s contacts and sign-in ids, and the spec’s two providers, the first recommended', async () => {
    const response = await api.http.get('/api/settings/').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.body).toEqual({
      support: {
        whatsapp: '+221 77 123 45 67',
        whatsapp_url: 'https://wa.me/221771234567',
        email: 'support@bebestar.sn',
      },
      sign_in: { google_client_id: 'client-google.apps.googleusercontent.com', facebook_app_id: null },
      gateways: [
        { id: 'cinetpay', label: 'CinetPay', recommended: true },
        { id: 'paydunya', label: 'PayDunya', recommended: false },
      ],
      purchases_close_minutes: 5,
      notices: { site: null, contests: {} },
    });
  });

  it('lets the pages load Google’s sign-in, which is configured, and not Facebook’s, which is not', async () => {
    const policy = (await api.http.get('/')).headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/;");
    expect(policy).not.toContain('facebook');
  });

  it('applies the back office’s changes at once, audited with what changed', async () => {
    const admin = await makeAdmin(api);
    const contestId = await contest('Concours des filles');
    const saved = await api.http
      .patch('/api/admin/settings/')
      .set(admin.auth)
      .send({
        support_whatsapp: '+225 07 01 02 03 04',
        site_notice: 'Les votes gratuits reprennent demain à 8 h.',
        contest_notices: [{ contest_id: contestId, text: 'Le concours est prolongé jusqu’au 10 octobre.' }],
        gateways: ['intouch', 'cinetpay'],
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      support_whatsapp: '+225 07 01 02 03 04',
      support_email: null,
      configured: { support_whatsapp: '+221 77 123 45 67', support_email: 'support@bebestar.sn' },
      contest_notices: [
        {
          contest_id: contestId,
          contest_title: 'Concours des filles',
          text: 'Le concours est prolongé jusqu’au 10 octobre.',
        },
      ],
      gateways: [
        { id: 'intouch', offered: true, configured: true },
        { id: 'cinetpay', offered: true, configured: true },
        { id: 'paydunya', offered: false, configured: true },
      ],
    });

    const settings = await publicSettings();
    expect(settings.support).toEqual({
      whatsapp: '+225 07 01 02 03 04',
      whatsapp_url: 'https://wa.me/2250701020304',
      email: 'support@bebestar.sn',
    });
    expect(settings.gateways).toEqual([
      { id: 'intouch', label: 'InTouch', recommended: true },
      { id: 'cinetpay', label: 'CinetPay', recommended: false },
    ]);
    expect(settings.notices).toEqual({
      site: 'Les votes gratuits reprennent demain à 8 h.',
      contests: { [contestId]: 'Le concours est prolongé jusqu’au 10 octobre.' },
    });

    const [entry]: { actor_id: number; details: Record<string, { before: unknown; after: unknown }> }[] =
      await api.db.query(
        `SELECT actor_id, details FROM audit_log WHERE action = 'update_site_settings' ORDER BY id DESC LIMIT 1`,
      );
    expect(entry.actor_id).toBe(admin.user.id);
    expect(Object.keys(entry.details).sort()).toEqual(['contestNotices', 'gateways', 'siteNotice', 'supportWhatsapp']);
    expect(entry.details.supportWhatsapp).toEqual({ before: null, after: '+225 07 01 02 03 04' });

    // An empty contact gives the configuration's back; nothing else changes.
    await api.http.patch('/api/admin/settings/').set(admin.auth).send({ support_whatsapp: '' }).expect(200);
    expect((await publicSettings()).support.whatsapp).toBe('+221 77 123 45 67');
    expect((await publicSettings()).gateways[0].id).toBe('intouch');
    await api.http
      .patch('/api/admin/settings/')
      .set(admin.auth)
      .send({ gateways: ['cinetpay', 'paydunya'] })
      .expect(200);
  });

  it('refuses bad settings in French, changing nothing', async () => {
    const admin = await makeAdmin(api);
    const before = (await api.http.get('/api/admin/settings/').set(admin.auth).expect(200)).body;
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { support_whatsapp: '77 123 45 67' },
        {
          support_whatsapp: [
            'Numéro WhatsApp invalide : indiquez-le au format international, par exemple +221 77 123 45 67.',
          ],
        },
      ],
      [{ support_email: 'support@' }, { support_email: ['Saisissez une adresse e-mail valide.'] }],
      [{ gateways: [] }, { gateways: ['Proposez au moins un moyen de paiement.'] }],
      [
        { gateways: ['cinetpay', 'cinetpay'] },
        { gateways: ['CinetPay figure deux fois dans la liste des moyens de paiement.'] },
      ],
      [{ gateways: ['orange-money'] }, { gateways: ['Moyen de paiement inconnu : orange-money.'] }],
      [
        { contest_notices: [1, 2, 3] },
        {
          'contest_notices.0': ['Chaque annonce de concours indique le concours (contest_id) et son texte (text).'],
        },
      ],
      [
        { contest_notices: [{ contest_id: 999999, text: 'Prolongé' }] },
        { contest_notices: ["Le concours 999999 n'existe pas."] },
      ],
    ];
    for (const [body, errors] of refusals) {
      const refused = await api.http.patch('/api/admin/settings/').set(admin.auth).send(body).expect(400);
      expect(refused.body).toMatchObject(errors);
    }
    expect((await api.http.get('/api/admin/settings/').set(admin.auth).expect(200)).body).toEqual(before);
  });

  it('is changed only with the "manage_settings" permission', async () => {
    const cashier = await makeUser(api, { groups: ['Administrateurs paiements'], permissions: ['manage_payments'] });
    const refused = await api.http
      .patch('/api/admin/settings/')
      .set(cashier.auth)
      .send({ site_notice: 'Piraté' })
      .expect(403);
    expect(refused.body.detail).toContain('« Gérer les paramètres du site »');
    await api.http.get('/api/admin/settings/').set(cashier.auth).expect(403);
    const parent = await makeUser(api);
    await api.http.patch('/api/admin/settings/').set(parent.auth).send({ site_notice: 'Piraté' }).expect(403);
    expect((await publicSettings()).notices.site).not.toBe('Piraté');
  });
});
