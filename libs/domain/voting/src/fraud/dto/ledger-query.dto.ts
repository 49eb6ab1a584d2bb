import { OptionalChoice, PageQueryDto } from '@app/common';
import { VOTE_CHANNELS, type VoteChannel } from '@app/ledger';

/** A participant's ledger lines: a page, of one channel when `channel` is given. */
export class LedgerQueryDto extends PageQueryDto {
  @OptionalChoice(VOTE_CHANNELS)
  channel?: VoteChannel;
}
