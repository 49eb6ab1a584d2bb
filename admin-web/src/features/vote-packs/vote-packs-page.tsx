import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SearchBox } from '@/components/search-box';
import { type VotePack, useVotePackWrites, useVotePacks } from '@/lib/api/vote-packs/vote-packs';
import { errorText } from '@/lib/error-text';
import { useUrlState } from '@/lib/url-state';
import { votePacks as PACKS_TEXT } from '@/messages/vote-packs';
import { PackCard } from './components/pack-card';
import { PackForm } from './components/pack-form';
import './vote-packs.css';

const t = PACKS_TEXT;
const searchSchema = z.object({ search: z.string().trim().min(1).max(100).optional().catch(undefined) });

/** /admin/packs-de-votes: the packs on sale, a side form to add or edit one, and deleting one. */
export function VotePacksPage() {
  const [{ search }, update] = useUrlState(searchSchema);
  const packs = useVotePacks(search);
  const { remove } = useVotePackWrites();
  const [flash, showFlash] = useFlash();
  const [editing, setEditing] = useState<VotePack | null>(null);
  const [deleting, setDeleting] = useState<VotePack | null>(null);
  const now = Date.now();

  return (
    <div className="page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <FlashMessage flash={flash} />
      <div className="packs-layout">
        <PackForm
          key={editing?.id ?? 'new'}
          pack={editing}
          onCancel={() => setEditing(null)}
          onDone={(saved, created) => {
            setEditing(null);
            showFlash({ kind: 'success', text: created ? t.form.created(saved.name) : t.form.updated(saved.name) });
          }}
        />
        <div className="packs-main">
          <div className="filter-bar">
            <SearchBox
              search={search ?? ''}
              label={t.search}
              placeholder={t.searchPlaceholder}
              submitLabel={t.searchSubmit}
              onSearch={(value) => update({ search: value })}
            />
          </div>
          <QueryView query={packs} failed={t.loadFailed} empty={t.empty} isEmpty={(data) => data.length === 0}>
            {(data) => (
              <ul className="pack-grid">
                {data.map((pack) => (
                  <li key={pack.id}>
                    <PackCard pack={pack} now={now} onEdit={setEditing} onDelete={setDeleting} />
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t.remove.title(deleting.name)}
          description={t.remove.description}
          confirmLabel={t.remove.confirm}
          pendingLabel={t.remove.deleting}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, t.remove.failed) : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showFlash({ kind: 'success', text: t.remove.done(deleting.name) });
                if (editing?.id === deleting.id) setEditing(null);
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
