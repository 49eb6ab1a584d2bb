import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '@app/identity';
import { FraudReviewReader } from './fraud-review.reader';
import { LedgerAppender } from './ledger.appender';
import { LedgerFiguresReader } from './ledger-figures.reader';
import { LedgerProjectionReader } from './ledger-projection.reader';
import { LedgerRepository } from './ledger.repository';
import { LedgerWriter } from './ledger.writer';
import { VoteReceiptsReader } from './vote-receipts.reader';
import { VoterVotesReader } from './voter-votes.reader';

/**
 * The only owner of `vote_ledger`. LedgerRepository holds its writes, which other libs make through
 * LedgerWriter (free votes, group-committed) and LedgerAppender (paid rows, reversals and decisions in
 * the caller's transaction). Each read lives in the reader named for who reads it:
 * LedgerProjectionReader (the ledger in projection order: the ranking, the public log, the
 * notifications' follower), LedgerFiguresReader (sums: the dashboard, a participant's summary, a
 * contest's tallies), FraudReviewReader (held votes, a participant's rows, what a reversal would cancel;
 * the voters' e-mails from identity's UserDirectory), VoteReceiptsReader (one vote and what became of
 * it: receipts, statements) and VoterVotesReader (what voters cast: the free vote's limits, the
 * notifications).
 */
@Module({
  imports: [UserDirectoryModule],
  providers: [
    LedgerRepository,
    LedgerWriter,
    LedgerAppender,
    LedgerProjectionReader,
    LedgerFiguresReader,
    FraudReviewReader,
    VoteReceiptsReader,
    VoterVotesReader,
  ],
  exports: [
    LedgerWriter,
    LedgerAppender,
    LedgerProjectionReader,
    LedgerFiguresReader,
    FraudReviewReader,
    VoteReceiptsReader,
    VoterVotesReader,
  ],
})
export class LedgerModule {}
