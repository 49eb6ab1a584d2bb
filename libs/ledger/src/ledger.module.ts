import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '@app/identity';
import { LedgerAppender } from './ledger.appender';
import { LedgerReader } from './ledger.reader';
import { LedgerWriter } from './ledger.writer';

/**
 * The only owner of `vote_ledger`: LedgerWriter appends free votes (group commit), LedgerAppender
 * appends paid rows and reversals in the caller's transaction, LedgerReader answers every read (the
 * voters' e-mails it shows come from identity's UserDirectory).
 */
@Module({
  imports: [UserDirectoryModule],
  providers: [LedgerWriter, LedgerAppender, LedgerReader],
  exports: [LedgerWriter, LedgerAppender, LedgerReader],
})
export class LedgerModule {}
