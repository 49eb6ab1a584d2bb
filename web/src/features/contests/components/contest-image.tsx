import type { Contest } from '@/lib/api/contests/get-contest';

/** The contest's card-size picture, or a decorative gradient when it has none. */
export function ContestImage({ contest, className }: { contest: Contest; className: string }) {
  const source = contest.image_urls?.card ?? contest.image;
  if (!source) {
    return (
      <div className={`${className} contest-image--empty`} aria-hidden="true">
        <span>★</span>
      </div>
    );
  }
  return <img className={className} src={source} alt="" loading="lazy" width={480} height={270} />;
}
