import { ApiError } from '@bebe-star/web-common/api-errors';
import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { renderPage } from '@/test/render-page';
import { ChildFormDialog } from './child-form-dialog';

const baby = {
  id: 3,
  name: 'Awa',
  gender: 'female',
  date_of_birth: '2024-05-01',
  bio: '',
  country: '',
  city: '',
} as unknown as Baby;

describe('ChildFormDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a birth date in the future, then sends the changes trimmed with the photo kept', async () => {
    stubApi({});
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderPage(<ChildFormDialog baby={baby} onSubmit={onSubmit} onClose={onClose} />, { path: '/account' });
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La date de naissance ne peut pas être dans le futur.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '2024-06-02' } });
    await user.type(screen.getByLabelText('Description (facultative)'), '  Souriante  ');
    await user.click(screen.getByRole('radio', { name: /Garçon/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Awa', gender: 'male', date_of_birth: '2024-06-02', bio: 'Souriante', country: '', city: '' },
      null,
    );
  });

  it("shows the server's field error under its field and stays open", async () => {
    stubApi({});
    const refusal = new ApiError(400, 'Refusé', { name: ['Ce prénom est trop long.'] });
    const onClose = vi.fn();
    renderPage(<ChildFormDialog baby={baby} onSubmit={() => Promise.reject(refusal)} onClose={onClose} />, {
      path: '/account',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce prénom est trop long.')).toBeVisible();
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
