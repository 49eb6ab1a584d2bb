import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { comments as COMMENTS_TEXT } from '../../../messages/comments';

const searchSchema = z.object({ search: z.string().trim().max(100) });
type SearchForm = z.infer<typeof searchSchema>;

/** Searches the comments (text, author, baby's name) of the open category. */
export function CommentSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { register, handleSubmit } = useForm<SearchForm>({
    resolver: zodResolver(searchSchema),
    values: { search },
  });
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(event) => void handleSubmit((values) => onSearch(values.search))(event)}
    >
      <label className="visually-hidden" htmlFor="comment-search">
        {COMMENTS_TEXT.search}
      </label>
      <input
        id="comment-search"
        type="search"
        placeholder={COMMENTS_TEXT.searchHint}
        maxLength={100}
        {...register('search')}
      />
      <button type="submit" className="button">
        {COMMENTS_TEXT.searchSubmit}
      </button>
    </form>
  );
}
