import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { BabyEntity } from '../babies/baby.entity';

/**
 * A baby entered in a contest. Name, bio and photo are copied from the baby at registration so
 * that what voters saw stays as it was; a participant is never erased (votes point at it).
 */
@Entity('participants')
@Index('participants_contest_baby_key', { synchronize: false })
export class ParticipantEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** A key to contests' `contests`, declared by table name: no relation to the contests lib's entity. */
  @Index()
  @ForeignKey('contests')
  @Column({ type: 'integer' })
  contestId!: number;

  /** Null once the parent deleted the baby profile: the participation itself stays. */
  @Index()
  @Column({ type: 'integer', nullable: true })
  babyId!: number | null;

  @ManyToOne(() => BabyEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'baby_id' })
  baby?: BabyEntity;

  /**
   * The parent who registered; null if that account was deleted since. A key to identity's `users`,
   * declared by table name: no relation to identity's entity.
   */
  @Index()
  @ForeignKey('users', { onDelete: 'SET NULL' })
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  babyName!: string;

  @Column({ type: 'text', default: '' })
  babyBio!: string;

  @Column({ type: 'varchar', length: 200 })
  photo!: string;

  @Index()
  @Column({ type: 'varchar', length: 120 })
  country!: string;

  @Index()
  @Column({ type: 'varchar', length: 120 })
  city!: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  phoneNumber!: string;

  /** The parent's browser's `Idempotency-Key` of the registration, unique per parent: a retry finds it. */
  @Index('participants_registration_key', { synchronize: false })
  @Column({ type: 'varchar', length: 100, nullable: true, select: false })
  registrationKey?: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt!: Date | null;
}
