import {
  AGE_CATEGORIES,
  ageInMonths,
  ageInYears,
  birthDateRange,
  childAgeProblem,
  parseIsoDate,
  todayIso,
  yearsBefore,
} from './age';

describe('parseIsoDate', () => {
  it('reads a real calendar day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '24-01-01', '2024-1-1', '2024-01-01T00:00', ''])(
    'refuses %p',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );
});

describe('todayIso', () => {
  it('is the UTC calendar date', () => {
    expect(todayIso(new Date('2026-03-01T23:30:00-01:00'))).toBe('2026-03-02');
  });
});

describe('ageInMonths', () => {
  it('is zero on the day of birth', () => {
    expect(ageInMonths('2026-05-10', '2026-05-10')).toBe(0);
  });

  it('completes a month on the same day number', () => {
    expect(ageInMonths('2026-01-15', '2026-02-14')).toBe(0);
    expect(ageInMonths('2026-01-15', '2026-02-15')).toBe(1);
  });

  it('counts across years', () => {
    expect(ageInMonths('2023-11-20', '2026-05-19')).toBe(29);
    expect(ageInMonths('2023-11-20', '2026-05-20')).toBe(30);
  });

  it('waits for the day number after a long month, as PostgreSQL age() does', () => {
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(0);
    expect(ageInMonths('2024-01-31', '2024-03-31')).toBe(2);
  });
});

describe('ageInYears', () => {
  it('turns on the birthday, not the day before', () => {
    expect(ageInYears('2020-06-15', '2026-06-14')).toBe(5);
    expect(ageInYears('2020-06-15', '2026-06-15')).toBe(6);
  });
});

describe('yearsBefore', () => {
  it('keeps the day, moving 29 February to the 28th in a common year', () => {
    expect(yearsBefore('2026-05-10', 3)).toBe('2023-05-10');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });
});

describe('childAgeProblem', () => {
  const today = '2026-05-10';

  it('accepts a baby born today and a child of 14 the day before turning 15', () => {
    expect(childAgeProblem(today, today)).toBeNull();
    expect(childAgeProblem('2011-05-11', today)).toBeNull();
  });

  it('refuses a date in the future', () => {
    expect(childAgeProblem('2026-05-11', today)).toBe('future');
  });

  it('refuses a child on their 15th birthday', () => {
    expect(childAgeProblem('2011-05-10', today)).toBe('too_old');
    expect(childAgeProblem('1990-01-01', today)).toBe('too_old');
  });
});

describe('birthDateRange', () => {
  const today = '2026-05-10';

  it.each([
    ['0-1', { after: '2025-05-10', onOrBefore: '2026-05-10' }],
    ['1-2', { after: '2024-05-10', onOrBefore: '2025-05-10' }],
    ['4-5', { after: '2021-05-10', onOrBefore: '2022-05-10' }],
    ['5+', { onOrBefore: '2021-05-10' }],
  ] as const)('gives the dates of birth of %s', (category, range) => {
    expect(birthDateRange(category, today)).toEqual(range);
  });

  it('puts every child in exactly the category of its age in full years, birthdays included', () => {
    const births = ['2026-05-10', '2025-05-11', '2025-05-10', '2024-05-10', '2022-05-11', '2021-05-10', '2012-01-01'];
    for (const birth of births) {
      const matching = AGE_CATEGORIES.filter((category) => {
        const { after, onOrBefore } = birthDateRange(category, today);
        return (after === undefined || birth > after) && birth <= onOrBefore;
      });
      const years = ageInYears(birth, today);
      expect(matching).toEqual([years >= 5 ? '5+' : `${years}-${years + 1}`]);
    }
  });
});
