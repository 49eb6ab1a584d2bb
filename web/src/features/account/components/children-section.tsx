import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { ErrorState, LoadingState } from '@/components/status-views';
import { type Baby, useParticipantProfile } from '@/lib/api/babies/get-participant-profile';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useCreateBaby } from '../api/create-baby';
import { useDeleteBaby } from '../api/delete-baby';
import { useUpdateBaby } from '../api/update-baby';
import { childAge } from './child-age';
import { ChildFormDialog } from './child-form-dialog';
import { DeleteChildDialog } from './delete-child-dialog';

const t = ACCOUNT_TEXT.children;

type Dialog = { kind: 'add' } | { kind: 'edit'; baby: Baby } | { kind: 'delete'; baby: Baby } | null;

function ChildCard({ baby, onEdit, onDelete }: { baby: Baby; onEdit: () => void; onDelete: () => void }) {
  const thumbnail = baby.photo_urls?.thumbnail ?? baby.photo;
  return (
    <li className="child-card">
      {thumbnail ? (
        <img
          className="child-card__photo"
          src={thumbnail}
          alt={t.photoOf(baby.name)}
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="child-card__photo child-card__photo--empty" aria-hidden="true">
          {baby.name[0]?.toUpperCase()}
        </span>
      )}
      <div className="child-card__body">
        <h3 className="child-card__name">{baby.name}</h3>
        <p className="child-card__meta">
          {t.genders[baby.gender]} · {childAge(baby.date_of_birth)}
        </p>
        {baby.contest_details && <p className="child-card__contest">{t.inContest(baby.contest_details.title)}</p>}
      </div>
      <div className="child-card__actions">
        {baby.contest_id !== null && baby.participant_id !== null && (
          <Link
            className="button button--small button--primary child-card__ranking"
            to={`/concours/${baby.contest_id}/participants?participant=${baby.participant_id}`}
          >
            {t.viewInRanking}
          </Link>
        )}
        {baby.participant_id !== null && (
          <Link
            className="button button--small"
            to={`/compte/votes/${baby.participant_id}`}
            aria-label={t.statementOf(baby.name)}
          >
            {t.statement}
          </Link>
        )}
        <button type="button" className="button button--small" onClick={onEdit}>
          {t.edit}
        </button>
        <button type="button" className="button button--small button--ghost-danger" onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}

/** "Mes enfants": each child with its photo, age and gender; add, edit, delete, and its place in a contest. */
export function ChildrenSection() {
  const profile = useParticipantProfile();
  const create = useCreateBaby();
  const update = useUpdateBaby();
  const remove = useDeleteBaby();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);

  return (
    <section className="card account-section" aria-labelledby="children-title">
      <div className="account-section__header">
        <h2 id="children-title">{t.title}</h2>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => {
            setNotice(null);
            setDialog({ kind: 'add' });
          }}
        >
          + {t.add}
        </button>
      </div>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {profile.isLoading && <LoadingState />}
      {profile.isError && (
        <ErrorState title={t.loadFailed} message={profile.error.message} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && profile.data.babies.length === 0 && <p className="account-section__empty">{t.empty}</p>}
      {profile.data && profile.data.babies.length > 0 && (
        <ul className="child-list">
          {profile.data.babies.map((baby) => (
            <ChildCard
              key={baby.id}
              baby={baby}
              onEdit={() => {
                setNotice(null);
                setDialog({ kind: 'edit', baby });
              }}
              onDelete={() => {
                setNotice(null);
                setDialog({ kind: 'delete', baby });
              }}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'add' && (
        <ChildFormDialog
          onClose={close}
          onSubmit={async (fields, photo) => {
            if (!photo) return;
            const baby = await create.mutateAsync({ fields, photo });
            setNotice(ACCOUNT_TEXT.childForm.added(baby.name));
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ChildFormDialog
          baby={dialog.baby}
          onClose={close}
          onSubmit={async (fields, photo) => {
            await update.mutateAsync({ id: dialog.baby.id, fields, photo });
            setNotice(ACCOUNT_TEXT.childForm.edited);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteChildDialog
          name={dialog.baby.name}
          onClose={close}
          onDelete={() => remove.mutateAsync(dialog.baby.id)}
        />
      )}
    </section>
  );
}
