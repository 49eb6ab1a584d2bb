import { UserEntity } from '@app/identity';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const BABY_GENDERS = ['female', 'male'] as const;
export type BabyGender = (typeof BABY_GENDERS)[number];

@Entity('babies')
export class BabyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'integer' })
  ownerId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'date' })
  dateOfBirth!: string;

  @Index()
  @Column({ type: 'varchar', length: 10 })
  gender!: BabyGender;

  @Column({ type: 'text', default: '' })
  bio!: string;

  /** Storage key of the re-encoded photo (see @app/media). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  photo!: string | null;

  @Column({ type: 'varchar', length: 120, default: '' })
  country!: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  city!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
