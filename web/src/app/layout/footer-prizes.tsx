import { useMatch } from 'react-router-dom';
import { type Contest, useContest } from '@/lib/api/contests/get-contest';
import { useOpenContests } from '@/lib/api/contests/get-in-progress-contests';
import { formatNumber } from '@bebe-star/web-common/format';
import { legal as LEGAL_TEXT } from '@/messages/legal';

const t = LEGAL_TEXT.footer.prizes;

/** The rules' prizes (002 §2, footer): the first is the contest's jackpot, then these amounts. */
export const STANDARD_PRIZES = { second: 75_000, third: 50_000 } as const;

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The contest of the page (its participants, ranking or vote page), else the only open contest, if any. */
function useCurrentContest(): Contest | null {
  const contestPage = useMatch('/concours/:contestId/*');
  const votePage = useMatch('/vote/:contestId/*');
  const pageContestId = positiveId((contestPage ?? votePage)?.params.contestId);
  const pageContest = useContest(pageContestId);
  const open = useOpenContests(pageContestId === null);
  if (pageContestId !== null) return pageContest.data ?? null;
  return open.data?.length === 1 ? open.data[0] : null;
}

/** The prizes' rules: the standard ones, or the current contest's when its amounts differ, saying which. */
export function FooterPrizes() {
  const contest = useCurrentContest();
  const own =
    contest !== null &&
    (contest.second_prize !== STANDARD_PRIZES.second || contest.third_prize !== STANDARD_PRIZES.third);
  const prizes = own ? { second: contest.second_prize, third: contest.third_prize } : STANDARD_PRIZES;
  return (
    <>
      <p className="footer__prizes-source">{own ? t.ofContest(contest.title) : t.standard}</p>
      <ul>
        <li>{own ? t.firstOf(t.amount(formatNumber(contest.prize))) : t.first}</li>
        <li>{t.second(t.amount(formatNumber(prizes.second)))}</li>
        <li>{t.third(t.amount(formatNumber(prizes.third)))}</li>
        <li>{t.claim}</li>
      </ul>
    </>
  );
}
