import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/status-views';
import { useMyTestimonials } from '@/lib/api/testimonials/get-testimonials';
import { useMyWins } from '@/lib/api/winners/get-my-wins';
import { useSession } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { MyTestimonials } from '../components/my-testimonials';
import { RedirectNotice } from '../components/redirect-notice';
import { TestimonialForm, TestimonialSent } from '../components/testimonial-form';
import '@/components/awards/awards.css';
import '../awards.css';

const t = AWARDS_TEXT.testimonialPage;
/** The spec's pauses before sending a visitor to sign in, or a parent without wins to the account. */
export const SIGN_IN_REDIRECT_MS = 2_000;
export const NO_WIN_REDIRECT_MS = 3_000;

function Workspace() {
  const wins = useMyWins();
  const mine = useMyTestimonials();
  const [sent, setSent] = useState(false);
  if (wins.isPending || mine.isPending) return <LoadingState label={t.checking} />;
  if (wins.isError) return <ErrorState message={wins.error.message} onRetry={() => void wins.refetch()} />;
  if (wins.data.length === 0)
    return <RedirectNotice message={t.winnersOnly} to="/account" delayMs={NO_WIN_REDIRECT_MS} />;

  const withRecord = wins.data.filter((win) => win.winner_id > 0);
  const testimonials = mine.data ?? [];
  const written = new Set(testimonials.map((testimonial) => testimonial.winner));
  const open = withRecord.filter((win) => !written.has(win.winner_id));

  let form;
  if (sent) {
    form = <TestimonialSent />;
  } else if (withRecord.length === 0) {
    form = (
      <p className="awards-error" role="alert">
        {t.noWinnerRecord}
      </p>
    );
  } else if (open.length === 0) {
    form = <p className="awards-panel awards-panel--notice">{t.allDone}</p>;
  } else {
    form = <TestimonialForm wins={open} onSent={() => setSent(true)} />;
  }

  return (
    <>
      <section className="testimonial-page__form card" aria-labelledby="testimonial-form-title">
        <h1 id="testimonial-form-title" className="testimonial-page__title">
          {t.title}
        </h1>
        <p className="awards-muted">{t.intro}</p>
        {form}
      </section>
      {mine.isError ? (
        <ErrorState message={mine.error.message} onRetry={() => void mine.refetch()} />
      ) : (
        <MyTestimonials testimonials={testimonials} />
      )}
    </>
  );
}

/** /temoignages: winners only (others are told why, then sent on), the form and "Mes témoignages". */
export function TestimonialPage() {
  const session = useSession();
  return (
    <div className="testimonial-page">
      {session ? (
        <Workspace />
      ) : (
        <RedirectNotice
          message={t.signInRequired}
          to={`/login?returnUrl=${encodeURIComponent('/temoignages')}`}
          delayMs={SIGN_IN_REDIRECT_MS}
        />
      )}
    </div>
  );
}
