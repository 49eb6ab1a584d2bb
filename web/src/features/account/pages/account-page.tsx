import { formatPhone } from '@bebe-star/web-common/phone-format';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { logout, useCurrentUser } from '@/lib/current-user';
import { useDateFormats } from '@/lib/use-date-formats';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { ChildrenSection } from '../components/children-section';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice';
import { MyPaymentsSection } from '../components/my-payments-section';
import { MyVotesSection } from '../components/my-votes-section';
import { PhoneSection } from '../components/phone-section';
import { PreregistrationsSection } from '../components/preregistrations-section';
import { ProfileCard } from '../components/profile-card';
import { RequireSession } from '@/components/require-session';
import '../account.css';

const t = ACCOUNT_TEXT.page;

function Account() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { formatDate } = useDateFormats();
  if (isLoading) return <LoadingState />;
  if (!user) return <ErrorState message={t.unidentified} />;
  return (
    <div className="account">
      <PageTitle>{t.title}</PageTitle>
      <section className="card account-header">
        <span className="avatar avatar--large" aria-hidden="true">
          {(user.first_name[0] ?? user.username[0] ?? '?').toUpperCase()}
        </span>
        <div className="account-header__text">
          <p className="account-header__hello">{t.hello(user.first_name || user.username)}</p>
          {/* An account made with its number alone has no e-mail: the number names it. */}
          <p className="account-header__meta">{user.email || formatPhone(user.contact_number)}</p>
          <p className="account-header__meta">{t.memberSince(formatDate(user.date_joined))}</p>
        </div>
        <div className="account-header__actions">
          <Link className="button button--small" to="/compte/settings">
            {t.settings}
          </Link>
          <button
            type="button"
            className="button button--small button--ghost-danger"
            onClick={() => {
              void navigate('/');
              void logout();
            }}
          >
            {t.logout}
          </button>
        </div>
      </section>
      {user.email && !user.email_confirmed && <EmailConfirmationNotice email={user.email} />}
      <div className="account-grid">
        <div className="account-grid__main">
          <ChildrenSection />
          <PreregistrationsSection />
          <MyVotesSection userId={user.id} />
          <MyPaymentsSection userId={user.id} />
        </div>
        <div className="account-grid__side">
          <ProfileCard user={user} />
          <PhoneSection contactNumber={user.contact_number} country={user.country} />
          <nav className="card account-section account-links" aria-label={t.links}>
            <h2>{t.links}</h2>
            <Link to="/compte/settings?onglet=notifications">{t.notifications}</Link>
            <Link to="/recuperer-lot">{t.prizeClaim}</Link>
            <Link to="/temoignages">{t.testimonials}</Link>
            <Link to="/conditions">{t.terms}</Link>
          </nav>
        </div>
      </div>
    </div>
  );
}

/** /account: profile, children, pre-registrations, the voter's receipts, the payments and logout (signed-in users only). */
export function AccountPage() {
  return (
    <RequireSession>
      <Account />
    </RequireSession>
  );
}
