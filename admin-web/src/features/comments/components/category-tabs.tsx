import type { CommentStats } from '@/lib/api/comments/comment-stats';
import { formatNumber } from '@bebe-star/web-common/format';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { COMMENT_CATEGORIES, type CommentCategory } from '../hooks/use-comments-search';

/** How many comments each category holds, from the statistics. */
const countOf = (category: CommentCategory, stats: CommentStats): number =>
  ({ flagged: stats.flagged, all: stats.total, hidden: stats.pending })[category];

interface CategoryTabsProps {
  current: CommentCategory;
  stats: CommentStats | undefined;
  onChange: (category: CommentCategory) => void;
}

/** Flagged / all / hidden, each with its count. */
export function CategoryTabs({ current, stats, onChange }: CategoryTabsProps) {
  return (
    <div className="segmented" role="group" aria-label={COMMENTS_TEXT.tabs.label}>
      {COMMENT_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="segmented__item"
          aria-pressed={category === current}
          onClick={() => onChange(category)}
        >
          {COMMENTS_TEXT.tabs[category]}
          {stats && <span className="segmented__count">{formatNumber(countOf(category, stats))}</span>}
        </button>
      ))}
    </div>
  );
}
