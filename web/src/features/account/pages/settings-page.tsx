import { type FieldErrors, fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { useCurrentUser } from '@/lib/current-user';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import type { User } from '../api/update-profile';
import { DeleteAccountSection } from '../components/delete-account-section';
import { NotificationsSection } from '../components/notifications-section';
import { ProfileForm } from '../components/profile-form';
import { RequireSession } from '@/components/require-session';
import '../account.css';

const t = ACCOUNT_TEXT;
const TABS = ['profile', 'security', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  profile: t.settings.profileTab,
  security: t.settings.securityTab,
  notifications: NOTIFICATIONS_TEXT.settings.tab,
};
/** `?onglet=notifications` opens that tab (the account page links to it). */
const tabOf = (value: string | null): Tab => TABS.find((name) => name === value) ?? 'profile';

function PasswordSection({ user }: { user: User }) {
  const change = useChangePassword(user.id);
  const [form, setForm] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fieldErrorsOf(change.error), ...checked };
  const formError = formErrorOf(change.error, Object.keys(form), t.settings.passwordFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!form.current_password) problems.current_password = t.required;
    if (!form.new_password) problems.new_password = t.required;
    else if (form.new_password !== form.confirm_password) problems.confirm_password = t.newPasswordsMismatch;
    setChecked(problems);
    change.reset();
    if (Object.keys(problems).length > 0) return;
    change.mutate(form, {
      onSuccess: () => setForm({ current_password: '', new_password: '', confirm_password: '' }),
    });
  };

  return (
    <section className="card account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t.settings.passwordTitle}</h2>
      <form onSubmit={submit} noValidate>
        {change.isSuccess && <FormMessage kind="success">{t.settings.passwordUpdated}</FormMessage>}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <PasswordField
          label={t.fields.currentPassword}
          autoComplete="current-password"
          required
          value={form.current_password}
          onChange={(event) => setForm({ ...form, current_password: event.target.value })}
          error={errors.current_password}
        />
        <PasswordField
          label={t.fields.newPassword}
          autoComplete="new-password"
          required
          hint={t.passwordHint}
          value={form.new_password}
          onChange={(event) => setForm({ ...form, new_password: event.target.value })}
          error={errors.new_password}
        />
        <PasswordField
          label={t.fields.confirmNewPassword}
          autoComplete="new-password"
          required
          value={form.confirm_password}
          onChange={(event) => setForm({ ...form, confirm_password: event.target.value })}
          error={errors.confirm_password}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t.settings.submitting : t.settings.passwordSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}

function EmailSection({ user }: { user: User }) {
  const change = useChangeEmail(user.id);
  const [form, setForm] = useState({ email: '', current_password: '' });
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fieldErrorsOf(change.error), ...checked };
  const formError = formErrorOf(change.error, Object.keys(form), t.settings.emailFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!form.email.trim()) problems.email = t.required;
    if (!form.current_password) problems.current_password = t.required;
    setChecked(problems);
    change.reset();
    if (Object.keys(problems).length > 0) return;
    change.mutate(
      { email: form.email.trim(), current_password: form.current_password },
      { onSuccess: () => setForm({ email: '', current_password: '' }) },
    );
  };

  return (
    <section className="card account-section" aria-labelledby="email-title">
      <h2 id="email-title">{t.settings.emailTitle}</h2>
      <p className="account-section__intro">{t.settings.currentEmail(user.email)}</p>
      <form onSubmit={submit} noValidate>
        {change.isSuccess && <FormMessage kind="success">{t.settings.emailUpdated}</FormMessage>}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField
          label={t.fields.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={errors.email}
        />
        <PasswordField
          label={t.fields.currentPassword}
          autoComplete="current-password"
          required
          value={form.current_password}
          onChange={(event) => setForm({ ...form, current_password: event.target.value })}
          error={errors.current_password}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t.settings.submitting : t.settings.emailSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}

function ProfileTab({ user }: { user: User }) {
  const [saved, setSaved] = useState(false);
  return (
    <section className="card account-section" aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title">{t.profile.title}</h2>
      {saved && <FormMessage kind="success">{t.profile.settingsUpdated}</FormMessage>}
      <ProfileForm user={user} failureMessage={t.profile.settingsFailed} onSaved={() => setSaved(true)} />
    </section>
  );
}

function Settings() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => tabOf(params.get('onglet')));
  if (isLoading) return <LoadingState />;
  if (!user) return <ErrorState message={t.page.unidentified} />;

  /** Arrow keys move between the tabs (WAI-ARIA tabs pattern). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next = TABS[(TABS.indexOf(tab) + step) % TABS.length];
    setTab(next);
    document.getElementById(`settings-tab-${next}`)?.focus();
  };

  return (
    <div className="account settings">
      <Link className="settings__back" to="/account">
        ← {t.settings.back}
      </Link>
      <PageTitle>{t.settings.title}</PageTitle>
      <div className="tabs" role="tablist" aria-label={t.settings.tabs} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`settings-tab-${name}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === name}
            aria-controls={`settings-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div
        id={`settings-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`settings-tab-${tab}`}
        className="settings__panel"
      >
        {tab === 'profile' ? (
          <ProfileTab user={user} />
        ) : tab === 'notifications' ? (
          <NotificationsSection userId={user.id} />
        ) : (
          <>
            <PasswordSection user={user} />
            <EmailSection user={user} />
            <DeleteAccountSection user={user} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * /compte/settings: tabs Profil (personal information), Sécurité (password, e-mail, account deletion)
 * and Notifications (web push: the kinds, this device, "Mes notifications").
 */
export function SettingsPage() {
  return (
    <RequireSession>
      <Settings />
    </RequireSession>
  );
}
