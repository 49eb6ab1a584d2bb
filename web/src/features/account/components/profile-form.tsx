import { type FieldErrors, fieldErrorsOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextField } from '@/components/form-field';
import { LocationFields } from '@/components/location-fields';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { type User, useUpdateProfile } from '../api/update-profile';
import { isPhoneValid, joinPhone, PhoneField, splitPhone } from './phone-field';

const t = ACCOUNT_TEXT;

/**
 * The user's personal information (names, phone, address, country and city). The e-mail is shown
 * but changed from the Sécurité settings, since it needs the current password.
 */
export function ProfileForm({
  user,
  failureMessage,
  onSaved,
  onCancel,
}: {
  user: User;
  failureMessage: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const update = useUpdateProfile(user.id, failureMessage);
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    address: user.address,
    country: user.country,
    city: user.city,
  });
  const [phone, setPhone] = useState(() => splitPhone(user.contact_number));
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fieldErrorsOf(update.error), ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!form.first_name.trim()) problems.first_name = t.required;
    if (!form.last_name.trim()) problems.last_name = t.required;
    if (!isPhoneValid(phone)) problems.contact_number = t.phoneInvalid;
    setChecked(problems);
    update.reset();
    if (Object.keys(problems).length > 0) return;
    update.mutate(
      {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        contact_number: joinPhone(phone),
        address: form.address.trim(),
        country: form.country,
        city: form.city,
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {update.isError && <FormMessage kind="error">{failureMessage}</FormMessage>}
      <div className="field-row">
        <TextField
          label={t.fields.firstName}
          autoComplete="given-name"
          required
          value={form.first_name}
          onChange={(event) => setForm({ ...form, first_name: event.target.value })}
          error={errors.first_name}
        />
        <TextField
          label={t.fields.lastName}
          autoComplete="family-name"
          required
          value={form.last_name}
          onChange={(event) => setForm({ ...form, last_name: event.target.value })}
          error={errors.last_name}
        />
      </div>
      <TextField label={t.fields.email} type="email" value={user.email} readOnly hint={t.profile.emailHint} />
      <PhoneField value={phone} onChange={setPhone} error={errors.contact_number} />
      <TextField
        label={t.fields.address}
        autoComplete="street-address"
        value={form.address}
        onChange={(event) => setForm({ ...form, address: event.target.value })}
        error={errors.address}
      />
      <div className="field-row">
        <LocationFields
          value={{ country: form.country, city: form.city }}
          onChange={(location) => setForm({ ...form, ...location })}
          errors={{ country: errors.country, city: errors.city }}
        />
      </div>
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={update.isPending}>
            {t.profile.cancel}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t.profile.saving : t.profile.save}
        </button>
      </div>
    </form>
  );
}
