import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import type { ReactNode } from 'react';
import { type Flash, FlashMessage, useFlash } from '@/components/flash-message';
import { FormError } from '@bebe-star/web-common/form-field';
import { type SiteSettings, type SiteSettingsChanges, useUpdateSiteSettings } from '@/lib/api/settings/site-settings';
import { settings as SETTINGS_TEXT } from '@/messages/settings';

const t = SETTINGS_TEXT;

/**
 * A section's saving: it sends only its own fields, says "Paramètres enregistrés." once saved, and gives
 * the server's French errors by field (`fields`: those the section shows next to its controls).
 */
export function useSectionSave(fields: readonly string[]) {
  const mutation = useUpdateSiteSettings();
  const [flash, showFlash] = useFlash();
  const submit = (body: SiteSettingsChanges, onSaved: (saved: SiteSettings) => void) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        onSaved(saved);
        showFlash({ kind: 'success', text: t.saved });
      },
    });
  return {
    submit,
    pending: mutation.isPending,
    flash,
    fieldErrors: fieldErrorsOf(mutation.error),
    formError: formErrorOf(mutation.error, fields, t.failed),
  };
}

interface SettingsSectionProps {
  /** The id of the section's heading, which names it. */
  id: string;
  title: string;
  intro?: string;
  pending: boolean;
  flash: Flash | null;
  /** The server's refusal that no field of the section carries. */
  formError: string | null;
  onSubmit: () => void;
  children: ReactNode;
}

/** A card of the Paramètres tab: its title, its fields, and its own "Enregistrer" with its message. */
export function SettingsSection({
  id,
  title,
  intro,
  pending,
  flash,
  formError,
  onSubmit,
  children,
}: SettingsSectionProps) {
  return (
    <section className={`panel settings-section settings-section--${id}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="settings-section__intro">{intro}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormError message={formError} />
        {children}
        <div className="settings-section__actions">
          <FlashMessage flash={flash} />
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}
