import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CityEntity } from './city.entity';

@Entity('countries')
export class CountryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  name!: string;

  /** ISO 3166-1 alpha-2, when known. */
  @Column({ type: 'varchar', length: 2, nullable: true, unique: true })
  code!: string | null;

  /** International dialling prefix, e.g. "+221". */
  @Column({ type: 'varchar', length: 6, nullable: true })
  dialCode!: string | null;

  @OneToMany(() => CityEntity, (city) => city.country)
  cities?: CityEntity[];
}
