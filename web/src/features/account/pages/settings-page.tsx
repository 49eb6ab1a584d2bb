import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { FormMessage, setServerFieldErrors, TextField } from '@bebe-star/web-common/form-field';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
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
import { confirmationMatches } from '../password-confirmation';
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

const passwordSchema = z
  .object({
    current_password: z.string().min(1, t.required),
    new_password: z.string().min(1, t.required),
    confirm_password: z.string(),
  })
  .superRefine(confirmationMatches('new_password', 'confirm_password', t.newPasswordsMismatch));
type PasswordForm = z.infer<typeof passwordSchema>;
const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const NO_PASSWORDS: PasswordForm = { current_password: '', new_password: '', confirm_password: '' };

function PasswordSection({ user }: { user: User }) {
  const change = useChangePassword(user.id);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: NO_PASSWORDS,
  });
  const errors = formState.errors;
  const formError = formErrorOf(change.error, PASSWORD_FIELDS, t.settings.passwordFailed);

  const submit = (form: PasswordForm) => {
    change.reset();
    change.mutate(form, {
      onSuccess: () => reset(NO_PASSWORDS),
      onError: (error) => setServerFieldErrors(fieldErrorsOf(error), PASSWORD_FIELDS, setError),
    });
  };

  return (
    <section className="card account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t.settings.passwordTitle}</h2>
      <form onSubmit={(event) => void handleSubmit(submit, () => change.reset())(event)} noValidate>
        {change.isSuccess && <FormMessage kind="success">{t.settings.passwordUpdated}</FormMessage>}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <PasswordField
          label={t.fields.currentPassword}
          autoComplete="current-password"
          required
          {...register('current_password')}
          error={errors.current_password?.message}
        />
        <PasswordField
          label={t.fields.newPassword}
          autoComplete="new-password"
          required
          hint={t.passwordHint}
          {...register('new_password')}
          error={errors.new_password?.message}
        />
        <PasswordField
          label={t.fields.confirmNewPassword}
          autoComplete="new-password"
          required
          {...register('confirm_password')}
          error={errors.confirm_password?.message}
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

const emailSchema = z.object({
  email: z.string().trim().min(1, t.required),
  current_password: z.string().min(1, t.required),
});
type EmailForm = z.infer<typeof emailSchema>;
const EMAIL_FIELDS = ['email', 'current_password'] as const;
const NO_EMAIL: EmailForm = { email: '', current_password: '' };

function EmailSection({ user }: { user: User }) {
  const change = useChangeEmail(user.id);
  const { register, handleSubmit, reset, setError, formState } = useForm<EmailForm>({
    resolver: zodResolver(emailSchema),
    defaultValues: NO_EMAIL,
  });
  const errors = formState.errors;
  const formError = formErrorOf(change.error, EMAIL_FIELDS, t.settings.emailFailed);

  const submit = (form: EmailForm) => {
    change.reset();
    change.mutate(form, {
      onSuccess: () => reset(NO_EMAIL),
      onError: (error) => setServerFieldErrors(fieldErrorsOf(error), EMAIL_FIELDS, setError),
    });
  };

  return (
    <section className="card account-section" aria-labelledby="email-title">
      <h2 id="email-title">{t.settings.emailTitle}</h2>
      <p className="account-section__intro">{t.settings.currentEmail(user.email)}</p>
      <form onSubmit={(event) => void handleSubmit(submit, () => change.reset())(event)} noValidate>
        {change.isSuccess && <FormMessage kind="success">{t.settings.emailUpdated}</FormMessage>}
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField
          label={t.fields.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label={t.fields.currentPassword}
          autoComplete="current-password"
          required
          {...register('current_password')}
          error={errors.current_password?.message}
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
