import { Link } from 'react-router-dom';
import { TestimonialGrid } from '@/components/awards/testimonial-grid';
import { TestimonialSkeletons } from '@/components/awards/testimonials-section';
import { ErrorState } from '@/components/status-views';
import { useTestimonials } from '@/lib/api/testimonials/get-testimonials';
import { useSession } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import '@/components/awards/awards.css';
import '../awards.css';

const t = AWARDS_TEXT.testimonials;
const PAGE_SIZE = 12;

/** /temoignages-publics: every public testimonial, newest first, page after page. */
export function PublicTestimonialsPage() {
  const session = useSession();
  const query = useTestimonials(PAGE_SIZE);
  const testimonials = query.data?.pages.flatMap((page) => page.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;

  let body;
  if (query.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t.loading}
        </p>
        <TestimonialSkeletons count={6} />
      </>
    );
  } else if (query.isError) {
    body = <ErrorState title={t.loadFailedTitle} message={t.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (testimonials.length === 0) {
    body = (
      <div className="awards-panel">
        <p className="awards-panel__title">{t.empty}</p>
        {session && (
          <Link className="button button--small" to="/temoignages">
            {t.leaveOne}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <TestimonialGrid testimonials={testimonials} />
        {query.hasNextPage && (
          <button
            type="button"
            className="button awards-more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t.loadingMore : t.more}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="public-testimonials">
      <header className="awards-hero">
        <h1 className="awards-hero__title">{t.publicTitle}</h1>
        <p className="awards-hero__intro">{t.publicIntro}</p>
        {count > 0 && <p className="awards-hero__count">{t.count(count)}</p>}
      </header>
      {body}
      <aside className="awards-cta">
        <p className="awards-cta__title">{t.ctaTitle}</p>
        <div className="awards-cta__links">
          <Link className="button button--primary" to="/concours">
            {t.ctaLink}
          </Link>
          <Link className="button" to="/gagnants">
            {t.seePodium}
          </Link>
        </div>
      </aside>
    </div>
  );
}
