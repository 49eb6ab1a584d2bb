import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/lib/api/settings/site-settings';
import { clientWithSettings } from '@/test/site-settings';
import { SiteFooter } from './site-footer';

const renderFooter = (support?: SiteSettings['support']) =>
  render(
    <QueryClientProvider client={clientWithSettings(support ? { support } : {})}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('SiteFooter', () => {
  it('folds the contest rules into accordions', async () => {
    renderFooter();
    const voting = screen.getByText('Système de vote');
    const rule = screen.getByText('1 vote gratuit toutes les 10 minutes pour un même participant.');
    expect(rule).not.toBeVisible();
    await userEvent.click(voting);
    expect(rule).toBeVisible();
    expect(screen.getByText('Conditions de participation', { selector: 'summary' })).toBeVisible();
    expect(screen.getByText('Les lots', { selector: 'summary' })).toBeVisible();
  });

  it('links to the legal pages, the prize claim, the testimonials and the verifier', () => {
    renderFooter();
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(
      expect.arrayContaining([
        '/conditions',
        '/policies',
        '/terms-of-service',
        '/fb-delete-account',
        '/recuperer-lot',
        '/temoignages-publics',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Vérifier un vote ou un résultat' })).toHaveAttribute('href', '/verifier');
  });

  it('promises the support with its contacts, each a link', () => {
    renderFooter();
    const support = screen.getByRole('region', { name: 'Support 24h/24, 7j/7' });
    expect(within(support).getByRole('link', { name: '+221 77 123 45 67' })).toHaveAttribute(
      'href',
      'https://wa.me/221771234567',
    );
    expect(within(support).getByRole('link', { name: 'support@bebestar.sn' })).toHaveAttribute(
      'href',
      'mailto:support@bebestar.sn',
    );
  });

  it('makes no support promise when the deployment has no contact', () => {
    renderFooter({ whatsapp: null, whatsapp_url: null, email: null });
    expect(screen.queryByText('Support 24h/24, 7j/7')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Support/ })).not.toBeInTheDocument();
  });

  it('keeps the promise with the one contact there is', () => {
    renderFooter({ whatsapp: null, whatsapp_url: null, email: 'aide@bebestar.sn' });
    const support = screen.getByRole('region', { name: 'Support 24h/24, 7j/7' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['aide@bebestar.sn']);
  });
});
