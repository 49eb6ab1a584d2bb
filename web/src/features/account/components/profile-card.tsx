import { formatPhone } from '@bebe-star/web-common/phone-format';
import { useState } from 'react';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import type { User } from '../api/update-profile';
import { ProfileForm } from './profile-form';

const t = ACCOUNT_TEXT;

/** The personal information, shown read-only with an "Modifier" button that turns it into the form. */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const rows: [string, string][] = [
    [t.fields.firstName, user.first_name],
    [t.fields.lastName, user.last_name],
    [t.fields.email, user.email],
    [t.fields.phone, user.contact_number && formatPhone(user.contact_number)],
    [t.fields.address, user.address],
    [t.fields.city, [user.city, user.country].filter(Boolean).join(', ')],
  ];
  return (
    <section className="card account-section" aria-labelledby="profile-title">
      <div className="account-section__header">
        <h2 id="profile-title">{t.profile.title}</h2>
        {!editing && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t.profile.edit}
          </button>
        )}
      </div>
      {saved && <FormMessage kind="success">{t.profile.updated}</FormMessage>}
      {editing ? (
        <ProfileForm
          user={user}
          failureMessage={t.profile.updateFailed}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <dl className="profile-list">
          {rows.map(([label, value]) => (
            <div key={label} className="profile-list__row">
              <dt>{label}</dt>
              <dd className={value ? undefined : 'profile-list__empty'}>{value || t.profile.empty}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
