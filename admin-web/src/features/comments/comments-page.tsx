import { FlashMessage, useFlash } from '@/components/flash-message';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { StatCards } from '@/components/stat-cards';
import { EmptyView, ErrorView, LoadingView } from '@/components/status-views';
import { useCommentStats } from '@/lib/api/comments/comment-stats';
import { useComments } from '@/lib/api/comments/comments';
import { useFlaggedComments } from '@/lib/api/comments/flagged-comments';
import { formatNumber } from '@bebe-star/web-common/format';
import { comments as COMMENTS_TEXT } from '@/messages/comments';
import { CategoryTabs } from './components/category-tabs';
import { CommentCard } from './components/comment-card';
import { useCommentsSearch } from './hooks/use-comments-search';
import { useModeration } from './hooks/use-moderation';

const t = COMMENTS_TEXT;

/** /admin/commentaires: flagged, all and hidden comments; hide, show again or dismiss the flags. */
export function CommentsPage() {
  const [{ status, search, page }, update] = useCommentsSearch();
  const flaggedTab = status === 'flagged';
  const flagged = useFlaggedComments({ search, page }, flaggedTab);
  const others = useComments({ status, search, page }, !flaggedTab);
  const list = flaggedTab ? flagged : others;
  const stats = useCommentStats();
  const [flash, showFlash] = useFlash();
  const { moderate, pendingId } = useModeration(showFlash);

  const count = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));
  const refresh = () => {
    void list.refetch();
    void stats.refetch();
  };

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      onRefresh={refresh}
      summary={
        <>
          <FlashMessage flash={flash} />
          <StatCards
            label={t.title}
            stats={[
              { label: t.stats.total, value: count(stats.data?.total) },
              { label: t.stats.active, value: count(stats.data?.active), tone: 'success' },
              { label: t.stats.pending, value: count(stats.data?.pending) },
              { label: t.stats.flagged, value: count(stats.data?.flagged), tone: 'danger' },
            ]}
          />
        </>
      }
    >
      <div className="toolbar">
        <CategoryTabs
          current={status}
          stats={stats.data}
          onChange={(category) => update({ status: category, page: undefined })}
        />
        <SearchBox
          search={search ?? ''}
          label={COMMENTS_TEXT.search}
          placeholder={COMMENTS_TEXT.searchHint}
          submitLabel={COMMENTS_TEXT.searchSubmit}
          onSearch={(value) => update({ search: value, page: undefined })}
        />
      </div>
      <section className="comment-list" aria-label={t.tabs[status]} aria-busy={list.isPlaceholderData}>
        {list.isPending ? (
          <LoadingView text={t.loading} />
        ) : list.isError ? (
          <ErrorView message={t.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <EmptyView text={t.empty} />
        ) : (
          <>
            <p className="comment-list__count">{t.count(list.data.count)}</p>
            {list.data.results.map((comment) => (
              <CommentCard key={comment.id} comment={comment} busy={pendingId === comment.id} onModerate={moderate} />
            ))}
            <Pager
              page={page}
              pageCount={list.data.total_pages}
              onPrevious={() => update({ page: page > 2 ? page - 1 : undefined })}
              onNext={() => update({ page: page + 1 })}
            />
          </>
        )}
      </section>
    </ListPage>
  );
}
