import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientWithSettings } from '@/test/site-settings';
import { ConditionsPage, DataDeletionPage, PoliciesPage, TermsOfServicePage } from './legal-pages';

const renderPage = (Page: ComponentType) =>
  render(
    <QueryClientProvider client={clientWithSettings()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('legal pages', () => {
  it.each([
    ['Conditions de participation', ConditionsPage],
    ['Politique de confidentialité', PoliciesPage],
    ['Conditions générales d’utilisation et de vente', TermsOfServicePage],
    ['Supprimer votre compte et vos données', DataDeletionPage],
  ])('"%s" has a table of contents pointing at its sections, and the support', (title, Page) => {
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const toc = screen.getByRole('navigation', { name: 'Sur cette page' });
    for (const link of within(toc).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('link', { name: '+221 77 123 45 67' })).toHaveAttribute(
      'href',
      'https://wa.me/221771234567',
    );
    expect(screen.getByRole('link', { name: 'support@bebestar.sn' })).toHaveAttribute(
      'href',
      'mailto:support@bebestar.sn',
    );
  });

  it('tells how to delete an account, with a link to the settings', () => {
    renderPage(DataDeletionPage);
    expect(screen.getByRole('link', { name: 'Ouvrir les paramètres du compte' })).toHaveAttribute(
      'href',
      '/compte/settings',
    );
    expect(screen.getByText(/Tapez le mot SUPPRIMER et votre mot de passe/)).toBeVisible();
  });

  it('dates the conditions from their change log, the latest change first to read', () => {
    renderPage(ConditionsPage);
    expect(screen.getByText('Dernière mise à jour : 27 novembre 2026')).toBeVisible();
    expect(screen.getByText(/Votes gratuits limités par téléphone/)).toBeInTheDocument();
  });

  it('states the 30-day rules in the conditions', () => {
    renderPage(ConditionsPage);
    expect(screen.getByText(/ne peut pas participer à un concours pendant les 30 jours/)).toBeVisible();
    expect(screen.getByText(/dans les 30 jours qui suivent cette notification/)).toBeVisible();
  });
});
