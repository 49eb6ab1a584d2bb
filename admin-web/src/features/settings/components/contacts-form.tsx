import { useState } from 'react';
import { Field } from '@bebe-star/web-common/form-field';
import type { SiteSettings } from '@/lib/api/settings/site-settings';
import { settings as SETTINGS_TEXT } from '@/messages/settings';
import { SettingsSection, useSectionSave } from './settings-section';

const t = SETTINGS_TEXT;
const FIELDS = ['support_whatsapp', 'support_email'] as const;

const byDefault = (configured: string | null) => (configured ? t.byDefault(configured) : t.noDefault);

/** The support's WhatsApp number and e-mail; an empty field gives the configuration's value back. */
export function ContactsForm({ settings }: { settings: SiteSettings }) {
  const { submit, pending, flash, fieldErrors, formError } = useSectionSave(FIELDS);
  const [whatsapp, setWhatsapp] = useState(settings.support_whatsapp ?? '');
  const [email, setEmail] = useState(settings.support_email ?? '');
  const { configured } = settings;
  return (
    <SettingsSection
      id="settings-contacts"
      title={t.contacts.title}
      intro={t.contacts.intro}
      pending={pending}
      flash={flash}
      formError={formError}
      onSubmit={() =>
        submit({ support_whatsapp: whatsapp.trim() || null, support_email: email.trim() || null }, (saved) => {
          setWhatsapp(saved.support_whatsapp ?? '');
          setEmail(saved.support_email ?? '');
        })
      }
    >
      <Field
        label={t.contacts.whatsapp}
        hint={`${t.contacts.whatsappHelp}. ${byDefault(configured.support_whatsapp)}`}
        error={fieldErrors.support_whatsapp}
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={32}
            placeholder={configured.support_whatsapp ?? undefined}
            value={whatsapp}
            onChange={(event) => setWhatsapp(event.target.value)}
          />
        )}
      </Field>
      <Field label={t.contacts.email} hint={byDefault(configured.support_email)} error={fieldErrors.support_email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={configured.support_email ?? undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
    </SettingsSection>
  );
}
