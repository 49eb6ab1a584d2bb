import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { GroupEntity } from '../groups/group.entity';

@Entity('users')
@Index('users_email_lower_key', { synchronize: false })
@Index('users_username_lower_key', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 150 })
  username!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 150, default: '' })
  firstName!: string;

  @Column({ type: 'varchar', length: 150, default: '' })
  lastName!: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  contactNumber!: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  address!: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  country!: string;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Index()
  @Column({ type: 'boolean', default: false })
  isStaff!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin!: Date | null;

  /** When the e-mail was confirmed; null while it is not (and again after it changes). */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  dateJoined!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToMany(() => GroupEntity, { cascade: false })
  @JoinTable({
    name: 'user_groups',
    joinColumn: { name: 'user_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'group_id', referencedColumnName: 'id' },
  })
  groups!: GroupEntity[];
}
