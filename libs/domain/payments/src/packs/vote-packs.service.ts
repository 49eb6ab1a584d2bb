import { Injectable } from '@nestjs/common';
import { AppError, type FieldErrors, MESSAGES } from '@app/common';
import type { UpdateVotePackDto, VotePackDto, VotePackListQueryDto } from './dto/vote-pack.dto';
import { packPricing } from './pack-pricing';
import { VotePackRepository, type VotePackValues } from './vote-pack.repository';
import { toVotePackResponse, type VotePackResponse } from './vote-pack.response';

/** A pack as a payment buys it: the price is the one at the time of purchase. */
export interface PurchasablePack {
  id: number;
  name: string;
  votesCount: number;
  price: number;
  currentPrice: number;
}

const notFound = () => AppError.notFound(MESSAGES.packs.notFound);

/** Active promotions first, then the cheapest, then the oldest. */
const byDisplayOrder = (a: VotePackResponse, b: VotePackResponse): number =>
  Number(b.is_promotion_active) - Number(a.is_promotion_active) || a.current_price - b.current_price || a.id - b.id;

/** The values after `dto`: a field left out keeps its value, a text sent as null becomes empty. */
function merge(current: VotePackValues, dto: UpdateVotePackDto): VotePackValues {
  const sent = <T>(value: T | undefined, kept: T): T => (value === undefined ? kept : value);
  return {
    name: dto.name ?? current.name,
    description: sent(dto.description, current.description) ?? '',
    votesCount: dto.votes_count ?? current.votesCount,
    price: dto.price ?? current.price,
    promotionPrice: sent(dto.promotion_price, current.promotionPrice),
    promotionStartDate: sent(dto.promotion_start_date, current.promotionStartDate),
    promotionEndDate: sent(dto.promotion_end_date, current.promotionEndDate),
    promotionDescription: sent(dto.promotion_description, current.promotionDescription) ?? '',
  };
}

/** What a new pack has unless the request says otherwise. */
const NO_PACK: Omit<VotePackValues, 'name' | 'votesCount' | 'price'> = {
  description: '',
  promotionPrice: null,
  promotionStartDate: null,
  promotionEndDate: null,
  promotionDescription: '',
};

/** The rules that tie fields together, checked on the values as they would be stored. */
function checkPromotion(values: VotePackValues): void {
  const errors: FieldErrors = {};
  const { price, promotionPrice, promotionStartDate: start, promotionEndDate: end } = values;
  const given = [promotionPrice !== null, start !== null, end !== null];
  if (given.some(Boolean) && !given.every(Boolean)) errors.non_field_errors = [MESSAGES.packs.promotionIncomplete];
  if (promotionPrice !== null && promotionPrice >= price) {
    errors.promotion_price = [MESSAGES.packs.promotionPriceNotLower];
  }
  if (start && end && end <= start) errors.promotion_end_date = [MESSAGES.packs.promotionEndBeforeStart];
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}

/** Vote packs: listed to everyone with their price of the moment, managed by administrators. */
@Injectable()
export class VotePacksService {
  constructor(private readonly packs: VotePackRepository) {}

  async list(query: VotePackListQueryDto): Promise<VotePackResponse[]> {
    const now = new Date();
    const packs = await this.packs.list(query.search || undefined);
    return packs.map((pack) => toVotePackResponse(pack, now)).sort(byDisplayOrder);
  }

  async get(id: number): Promise<VotePackResponse> {
    const pack = await this.packs.findById(id);
    if (!pack) throw notFound();
    return toVotePackResponse(pack, new Date());
  }

  async create(dto: VotePackDto): Promise<VotePackResponse> {
    const values = merge({ ...NO_PACK, name: dto.name, votesCount: dto.votes_count, price: dto.price }, dto);
    checkPromotion(values);
    return toVotePackResponse(await this.packs.create(values), new Date());
  }

  /** PUT and PATCH alike: the fields sent change, the others stay; the rules apply to the result. */
  async update(id: number, dto: UpdateVotePackDto): Promise<VotePackResponse> {
    const updated = await this.packs.update(id, (current) => {
      const values = merge(current, dto);
      checkPromotion(values);
      return values;
    });
    if (!updated) throw notFound();
    return toVotePackResponse(updated, new Date());
  }

  /** Soft delete: payments keep pointing at the pack, which no one can list or buy any more. */
  async delete(id: number): Promise<void> {
    if (!(await this.packs.softDelete(id))) throw notFound();
  }

  /** The pack as it can be bought at `now` (not deleted); AppError.notFound(MESSAGES.packs.notFound) otherwise. */
  async purchasable(id: number, now: Date = new Date()): Promise<PurchasablePack> {
    const pack = await this.packs.findById(id);
    if (!pack) throw notFound();
    const { currentPrice } = packPricing(pack, now);
    return { id: pack.id, name: pack.name, votesCount: pack.votesCount, price: pack.price, currentPrice };
  }
}
