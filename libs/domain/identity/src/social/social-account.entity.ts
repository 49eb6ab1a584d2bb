import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserEntity } from '../users/user.entity';

export type SocialProvider = 'google' | 'facebook';

/** Links an account at Google or Facebook (its stable subject id) to one of our users. */
@Entity('social_accounts')
@Unique(['provider', 'subject'])
export class SocialAccountEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: SocialProvider;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Index()
  @Column({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
