import type { FraudReport, VoteTally } from './fraud-scenario';
import type { LatencySummary } from './histogram';

const int = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
const spread = (summary: LatencySummary) => `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, max ${ms(summary.max)}`;

function reasons(refused: Record<string, number>): string {
  const entries = Object.entries(refused).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? 'none' : entries.map(([reason, n]) => `${int(n)} × ${reason}`).join('; ');
}

const tally = (votes: VoteTally) =>
  `${int(votes.counted)} counted (201), ${int(votes.held)} held (202), refused: ${reasons(votes.refused)}`;

/** The fraud scenario's section of the bench report (markdown). */
export function renderFraud(fraud: FraudReport): string[] {
  const { oneDevice, farm, legit } = fraud;
  const shown = (value: number | null) => (value === null ? 'n/a' : int(value));
  return [
    '',
    `### Fraud scenario (contest ${fraud.contestId})`,
    '',
    'Every request sends an Android Chrome User-Agent and Accept-Language fr: the scenario models phones, ' +
      'so the `automation` signal stays silent.',
    '',
    `1. One phone, ${int(oneDevice.accounts)} young accounts, one vote each for ${oneDevice.participant} ` +
      `(${oneDevice.seconds.toFixed(1)} s): ${tally(oneDevice.votes)}.`,
    `2. ${int(farm.attempted)} sign-ups from one address, each on its own phone, then a vote for ${farm.participant}, ` +
      `in ${farm.seconds.toFixed(1)} s (${(farm.seconds / 60).toFixed(1)} min): ${int(farm.created)} accounts created, ` +
      `${int(farm.proofs)} after a proof of work (solve ${spread(farm.solve)}, ${int(farm.hashes / Math.max(1, farm.proofs))} hashes on average); ` +
      `sign-up ${spread(farm.signUp)}; sign-ups refused: ${reasons(farm.refusedSignUps)}. Votes: ${tally(farm.votes)}.`,
    `3. ${int(legit.voters)} established voters of the same address meanwhile, each on its own phone ` +
      `(${legit.seconds.toFixed(1)} s): ${tally(legit.votes)}; vote ${spread(legit.vote)}.`,
    '',
    'Held votes by signals fired:',
    '',
    '| Who | Signals | Held |',
    '| --- | --- | --- |',
    ...fraud.heldSignals.map((row) => `| ${row.group} | ${row.signals} | ${int(row.votes)} |`),
    '',
    `4. Totals once the projector caught up (${fraud.catchUp.seconds.toFixed(1)} s` +
      (fraud.catchUp.reachedNewestRow ? '' : ', **watermark short of the newest row**') +
      `): ${fraud.consistent ? 'every participant agrees' : '**disagreement**'}.`,
    '',
    '| Participant | Ledger sum(weight) | Ranking | Public summary | Parent statement | Held (ledger / statement) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...fraud.totals.map(
      (row) =>
        `| ${row.name} (#${row.participantId}) | ${int(row.ledger)} | ${shown(row.ranking)} | ${shown(row.summary)} | ` +
        `${shown(row.statement)} | ${int(row.ledgerHeld)} / ${shown(row.statementHeld)} |`,
    ),
  ];
}
