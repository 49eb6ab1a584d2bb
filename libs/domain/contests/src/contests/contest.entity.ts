import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const CONTEST_STATUSES = ['draft', 'pre_registration', 'open', 'closed'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const CONTEST_GENDERS = ['female', 'male', 'mixed'] as const;
export type ContestGender = (typeof CONTEST_GENDERS)[number];

export const DEFAULT_PRIZES = { first: 100_000, second: 50_000, third: 25_000 } as const;

@Entity('contests')
@Check('contests_dates_order', '"end_date" > "start_date"')
@Check(
  'contests_preregistration_order',
  '"preregistration_end_date" IS NULL OR "preregistration_start_date" IS NULL OR "preregistration_end_date" > "preregistration_start_date"',
)
@Check('contests_prizes_positive', '"prize" >= 0 AND "second_prize" >= 0 AND "third_prize" >= 0')
export class ContestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Storage key of the contest image (see @app/media), never a user-supplied path. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  image!: string | null;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status!: ContestStatus;

  @Index()
  @Column({ type: 'timestamptz', precision: 3 })
  startDate!: Date;

  @Index()
  @Column({ type: 'timestamptz', precision: 3 })
  endDate!: Date;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'mixed' })
  gender!: ContestGender;

  @Column({ type: 'integer', default: DEFAULT_PRIZES.first })
  prize!: number;

  @Column({ type: 'integer', default: DEFAULT_PRIZES.second })
  secondPrize!: number;

  @Column({ type: 'integer', default: DEFAULT_PRIZES.third })
  thirdPrize!: number;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  preregistrationStartDate!: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  preregistrationEndDate!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Contests are never erased: votes and payments keep pointing at them. */
  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt!: Date | null;
}
