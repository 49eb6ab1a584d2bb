import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken } from '@/test/factories';
import { authStore } from './auth-store';
import { useCurrentUser } from './current-user';

function Reader({ name }: { name: string }) {
  const { session } = useCurrentUser();
  return <p>{`${name} : ${session ? 'connecté' : 'déconnecté'}`}</p>;
}

function renderReaders(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(
    <>
      <Reader name="En-tête" />
      <Reader name="Page" />
    </>,
    { wrapper },
  );
}

describe('useCurrentUser', () => {
  beforeEach(() => authStore.save(fakeAccessToken(7), 'refresh'));
  afterEach(() => vi.restoreAllMocks());

  it('ends a session whose account the server no longer knows, after the render, for every reader', async () => {
    const errors = vi.spyOn(console, 'error');
    stubApi({ 'GET /api/users/7': json({ detail: 'Utilisateur non trouvé' }, 404) });
    renderReaders();
    await waitFor(() => expect(screen.getByText('En-tête : déconnecté')).toBeInTheDocument());
    expect(screen.getByText('Page : déconnecté')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the session when the profile could not be fetched for a dropped connection', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderReaders();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('En-tête : connecté')).toBeInTheDocument();
    expect(authStore.get()?.userId).toBe(7);
  });
});
