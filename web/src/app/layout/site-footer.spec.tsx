import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientWithSettings } from '@/test/site-settings';
import { SiteFooter } from './site-footer';

const renderFooter = () =>
  render(
    <QueryClientProvider client={clientWithSettings()}>
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
});
