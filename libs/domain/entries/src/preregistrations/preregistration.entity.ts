import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { BabyEntity } from '../babies/baby.entity';
import { ParticipantEntity } from '../participants/participant.entity';

@Entity('preregistrations')
@Unique('preregistrations_baby_contest_key', ['babyId', 'contestId'])
export class PreregistrationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The parent's account: a key to identity's `users`, declared by table name (no relation to its entity). */
  @Index()
  @ForeignKey('users', { onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  userId!: number;

  @Index()
  @Column({ type: 'integer' })
  babyId!: number;

  @ManyToOne(() => BabyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'baby_id' })
  baby?: BabyEntity;

  /** A key to contests' `contests`, declared by table name: no relation to the contests lib's entity. */
  @Index()
  @ForeignKey('contests')
  @Column({ type: 'integer' })
  contestId!: number;

  @Column({ type: 'varchar', length: 20, default: '' })
  phoneNumber!: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  country!: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  city!: string;

  /** Set when the pre-registration became a participant. */
  @Index()
  @Column({ type: 'integer', nullable: true })
  participantId!: number | null;

  @ManyToOne(() => ParticipantEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'participant_id' })
  participant?: ParticipantEntity;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
