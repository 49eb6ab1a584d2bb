import { describe, expect, it } from 'vitest';
import { packBody } from './pack-form';

const form = {
  name: ' Pack Tabaski ',
  description: '',
  votes_count: '60',
  price: '2500',
  promotion_price: '2000',
  promotion_start_date: '2026-12-01T00:00',
  promotion_end_date: '',
  promotion_description: 'Spécial',
};

describe('the pack form’s body (spec 002 §5)', () => {
  it('sends the promotion fields as entered on create', () => {
    expect(packBody(form, true)).toEqual({
      name: 'Pack Tabaski',
      description: '',
      votes_count: 60,
      price: 2500,
      promotion_price: 2000,
      promotion_start_date: '2026-12-01T00:00:00.000Z',
      promotion_end_date: null,
      promotion_description: 'Spécial',
    });
  });

  it('sends them on update only with a promotion price and both dates', () => {
    expect(packBody(form, false)).toEqual({ name: 'Pack Tabaski', description: '', votes_count: 60, price: 2500 });
    expect(packBody({ ...form, promotion_end_date: '2026-12-31T23:00' }, false)).toMatchObject({
      promotion_price: 2000,
      promotion_end_date: '2026-12-31T23:00:00.000Z',
    });
  });
});
