import { isAfter, START_OF_LEDGER } from './watermark';

describe('the projection order', () => {
  it('puts a row after a watermark by its transaction first, then by its id', () => {
    expect(isAfter({ tx: '101', id: 5 }, { tx: '100', id: 900 })).toBe(true);
    expect(isAfter({ tx: '100', id: 900 }, { tx: '101', id: 5 })).toBe(false);
    expect(isAfter({ tx: '100', id: 6 }, { tx: '100', id: 5 })).toBe(true);
    expect(isAfter({ tx: '100', id: 5 }, { tx: '100', id: 5 })).toBe(false);
    expect(isAfter({ tx: '1', id: 1 }, START_OF_LEDGER)).toBe(true);
  });

  it('compares transaction ids past 2^53 exactly', () => {
    expect(isAfter({ tx: '9007199254740993', id: 1 }, { tx: '9007199254740992', id: 2 })).toBe(true);
    expect(isAfter({ tx: '9007199254740992', id: 2 }, { tx: '9007199254740993', id: 1 })).toBe(false);
  });
});
