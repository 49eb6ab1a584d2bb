import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../lib/error-text';
import { EmptyView, ErrorView, LoadingView } from './status-views';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** The French message when the server gave none. */
  failed: string;
  empty: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

/** A query's four states: loading, failed (with Réessayer), empty, or its content. */
export function QueryView<Data>({ query, failed, empty, isEmpty, children }: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorView message={errorText(query.error, failed)} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyView text={empty} />;
  return children(query.data);
}
