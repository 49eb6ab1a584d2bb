import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A number of votes sold at a price in FCFA, possibly discounted for a period. */
@Entity('vote_packs')
@Check('vote_packs_price', '"price" >= 100 AND "price" % 5 = 0')
@Check(
  'vote_packs_promotion_price',
  '"promotion_price" IS NULL OR ("promotion_price" >= 100 AND "promotion_price" % 5 = 0 AND "promotion_price" < "price")',
)
@Check(
  'vote_packs_promotion_dates',
  '"promotion_start_date" IS NULL OR "promotion_end_date" IS NULL OR "promotion_end_date" > "promotion_start_date"',
)
export class VotePackEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'integer' })
  votesCount!: number;

  @Column({ type: 'integer' })
  price!: number;

  @Column({ type: 'integer', nullable: true })
  promotionPrice!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  promotionStartDate!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  promotionEndDate!: Date | null;

  @Column({ type: 'text', default: '' })
  promotionDescription!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Packs are never erased: payments keep pointing at them. */
  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt!: Date | null;
}
