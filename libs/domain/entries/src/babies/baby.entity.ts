import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const BABY_GENDERS = ['female', 'male'] as const;
export type BabyGender = (typeof BABY_GENDERS)[number];

@Entity('babies')
export class BabyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The parent's account: a key to identity's `users`, declared by table name (no relation to its entity). */
  @Index()
  @ForeignKey('users', { onDelete: 'CASCADE' })
  @Column({ type: 'integer' })
  ownerId!: number;

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
