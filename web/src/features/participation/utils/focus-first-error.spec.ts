import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError } from './focus-first-error';

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('focusFirstError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('focuses the first invalid field and scrolls it into view', () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const container = mount(`
      <input id="ok" />
      <select id="day" aria-invalid="true"></select>
      <input id="phone" aria-invalid="true" />`);
    focusFirstError(container);
    expect(document.activeElement?.id).toBe('day');
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('focuses the first radio of a group whose error comes first', () => {
    const container = mount(`
      <fieldset><input type="radio" id="girl" /><input type="radio" id="boy" />
        <p class="field__error">Veuillez choisir le genre de votre enfant</p></fieldset>
      <input id="later" aria-invalid="true" />`);
    focusFirstError(container);
    expect(document.activeElement?.id).toBe('girl');
  });

  it('focuses the action a message offers', () => {
    const container = mount(
      `<div class="form-error"><p>Connexion interrompue.</p><button id="retry">Réessayer</button></div>`,
    );
    focusFirstError(container);
    expect(document.activeElement?.id).toBe('retry');
  });

  it('focuses a message that belongs to no field', () => {
    const container = mount(`<p class="form-error" id="message">Problème de connexion.</p>`);
    focusFirstError(container);
    expect(document.activeElement?.id).toBe('message');
  });
});
