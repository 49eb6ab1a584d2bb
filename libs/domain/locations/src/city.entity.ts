import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CountryEntity } from './country.entity';

@Entity('cities')
@Index('cities_country_name_key', { synchronize: false })
export class CityEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Index()
  @Column({ type: 'integer' })
  countryId!: number;

  @ManyToOne(() => CountryEntity, (country) => country.cities, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'country_id' })
  country?: CountryEntity;
}
