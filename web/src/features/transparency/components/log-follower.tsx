import { parseNoteVerifierKey } from '@contracts/transparency/signed-note';
import { useQuery } from '@tanstack/react-query';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { useHydrated } from '@/lib/hydrated';
import { useDateFormats } from '@/lib/use-date-formats';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { logUrl, readBytes, readText } from '../api/log-resources';
import { useLogKeys } from '../api/log-keys';
import { type FollowedCheckpoint, followCheckpoint, rememberedCheckpoint } from '../verification/followed-checkpoint';

const t = TRANSPARENCY_TEXT.follow;

/** The log's latest checkpoint, read as the page opens and checked against the one this browser remembers. */
function useFollowedLog(logKey: string | null) {
  return useQuery({
    queryKey: transparencyKeys.followedLog(logKey ?? ''),
    queryFn: async () => {
      const note = await readText(logUrl('checkpoint'), t.unreadable);
      return followCheckpoint(note, parseNoteVerifierKey(logKey!)!, (path) => readBytes(logUrl(path), t.unreadable));
    },
    enabled: logKey !== null,
    networkMode: 'always',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

function Followed({ checkpoint, unchecked = false }: { checkpoint: FollowedCheckpoint; unchecked?: boolean }) {
  const { formatDateTime } = useDateFormats();
  const at = formatDateTime(checkpoint.checkedAt);
  return <p className="verifier__followed">{(unchecked ? t.unchecked : t.followed)(checkpoint.size, at)}</p>;
}

function Following() {
  const { formatDateTime } = useDateFormats();
  const { keys } = useLogKeys();
  const following = useFollowedLog(keys?.log ?? null);
  const result = following.data;
  if (result?.status === 'followed') return <Followed checkpoint={result.checkpoint} />;
  if (result?.status === 'unchecked') return <Followed checkpoint={result.seen} unchecked />;
  if (result?.status === 'fork') {
    return (
      <div className="verifier__fork" role="alert">
        <p className="verifier__fork-title">{t.fork(formatDateTime(result.seen.checkedAt))}</p>
        <p>{t.forkDetail(result.seen.size, result.shown)}</p>
      </div>
    );
  }
  if (result?.status === 'bad-signature') {
    return (
      <div className="verifier__fork" role="alert">
        <p className="verifier__fork-title">{t.badSignature}</p>
      </div>
    );
  }
  // Still reading, offline, or no checkpoint yet: what this browser saw last, if anything.
  const seen = rememberedCheckpoint();
  return seen && <Followed checkpoint={seen} />;
}

/**
 * « Registre suivi » : this browser remembers the last checkpoint of the log it checked, and each time
 * the page opens checks that the log's latest one continues it; another history is a red alert.
 */
export function LogFollower() {
  // The browser's storage: nothing of it in the page the server renders.
  return useHydrated() ? <Following /> : null;
}
