import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const searchSchema = z.object({ search: z.string().trim().max(100) });
type SearchForm = z.infer<typeof searchSchema>;

interface SearchBoxProps {
  /** The term applied now (from the URL). */
  search: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The trimmed term; '' clears the search. */
  onSearch: (search: string) => void;
}

/** A search form sent with Enter or its button (the server searches, one request per search). */
export function SearchBox({ search, label, placeholder, submitLabel, onSearch }: SearchBoxProps) {
  const id = useId();
  const { register, handleSubmit } = useForm<SearchForm>({ resolver: zodResolver(searchSchema), values: { search } });
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(event) => void handleSubmit((values) => onSearch(values.search))(event)}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" placeholder={placeholder} maxLength={100} {...register('search')} />
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}
