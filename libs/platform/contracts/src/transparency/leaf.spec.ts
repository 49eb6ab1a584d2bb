import canonicalize from 'canonicalize';
import fc from 'fast-check';
import {
  canonicalLeaf,
  LEAF_CHANNELS,
  LEAF_KINDS,
  leafProblem,
  type VoteLeaf,
  type VoteLeafV1,
  type VoteLeafV2,
  type VoteLeafV3,
} from './leaf';

const COMMON = {
  id: 41,
  kind: 'free',
  weight: 1,
  contest: 5,
  participant: 12,
  at: '2026-11-28T12:00:00.000Z',
  ref: null,
  payment: null,
} as const;
const V1: VoteLeafV1 = { v: 1, ...COMMON, voter: 'a'.repeat(32), device: null };
const V2: VoteLeafV2 = { v: 2, ...COMMON, number: 'c'.repeat(32) };
const V3: VoteLeafV3 = { v: 3, ...COMMON, number: 'c'.repeat(32), channel: 'ussd' };

describe('leafProblem', () => {
  it('accepts each version with its own fields, a null number included', () => {
    expect(leafProblem(V1)).toBeNull();
    expect(leafProblem(V2)).toBeNull();
    expect(leafProblem({ ...V2, number: null })).toBeNull();
    for (const channel of ['web', 'ussd', 'sms']) expect(leafProblem({ ...V3, channel })).toBeNull();
    expect(leafProblem({ ...V3, number: null })).toBeNull();
  });

  it('refuses a leaf with the other version’s fields, or a field too many or missing', () => {
    expect(leafProblem({ ...V2, voter: 'a'.repeat(32) })).toBe('unexpected field');
    expect(leafProblem({ ...V1, number: 'c'.repeat(32) })).toBe('unexpected field');
    expect(leafProblem({ ...V2, v: 1 })).toBe('bad hash');
    expect(leafProblem({ ...V1, v: 2 })).toBe('bad hash');
    expect(leafProblem({ ...V2, number: undefined })).toBe('bad hash');
    expect(leafProblem({ ...V2, extra: 1 })).toBe('unexpected field');
  });

  it('refuses a v3 leaf without its channel, with an unknown one, and a channel in another version', () => {
    expect(leafProblem({ ...V3, channel: undefined })).toBe('unknown channel');
    expect(leafProblem({ ...V3, channel: 'fax' })).toBe('unknown channel');
    expect(leafProblem({ ...V3, channel: 'USSD' })).toBe('unknown channel');
    expect(leafProblem({ ...V3, channel: null })).toBe('unknown channel');
    const withoutChannel: Partial<VoteLeafV3> = { ...V3 };
    delete withoutChannel.channel;
    expect(leafProblem(withoutChannel)).toBe('unknown channel');
    expect(leafProblem({ ...V2, channel: 'sms' })).toBe('unexpected field');
    expect(leafProblem({ ...V3, v: 2 })).toBe('unexpected field');
    expect(leafProblem({ ...V3, voter: 'a'.repeat(32) })).toBe('unexpected field');
  });

  it('refuses an unknown version and a number that is not a 128-bit hash', () => {
    expect(leafProblem({ ...V3, v: 4 })).toBe('unknown version');
    expect(leafProblem({ ...V2, number: '+221770000000' })).toBe('bad hash');
    expect(leafProblem({ ...V2, number: 7 })).toBe('bad hash');
    expect(leafProblem({ ...V3, number: '+221770000000' })).toBe('bad hash');
  });
});

describe('canonicalLeaf', () => {
  it('writes a v2 leaf in RFC 8785 form: keys sorted, no spaces', () => {
    expect(canonicalLeaf(V2)).toBe(
      `{"at":"2026-11-28T12:00:00.000Z","contest":5,"id":41,"kind":"free","number":"${'c'.repeat(32)}","participant":12,"payment":null,"ref":null,"v":2,"weight":1}`,
    );
  });

  it('writes a v3 leaf with its channel in its sorted place', () => {
    expect(canonicalLeaf(V3)).toBe(
      `{"at":"2026-11-28T12:00:00.000Z","channel":"ussd","contest":5,"id":41,"kind":"free","number":"${'c'.repeat(32)}","participant":12,"payment":null,"ref":null,"v":3,"weight":1}`,
    );
  });
});

describe('canonicalLeaf against a general RFC 8785 canonicalizer', () => {
  const hashOrNull = fc.option(fc.stringMatching(/^[0-9a-f]{32}$/), { nil: null });
  const common = {
    id: fc.maxSafeNat(),
    kind: fc.constantFrom(...LEAF_KINDS),
    weight: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    contest: fc.maxSafeNat(),
    participant: fc.maxSafeNat(),
    // Any string: escapes, quotes, lone surrogates and non-ASCII are written as RFC 8785 writes them.
    at: fc.string({ unit: 'binary' }),
    ref: fc.option(fc.maxSafeNat(), { nil: null }),
    payment: hashOrNull,
  };
  const leaves = fc.oneof(
    fc.record({ v: fc.constant(1 as const), ...common, voter: hashOrNull, device: hashOrNull }),
    fc.record({ v: fc.constant(2 as const), ...common, number: hashOrNull }),
    fc.record({
      v: fc.constant(3 as const),
      ...common,
      number: hashOrNull,
      channel: fc.constantFrom(...LEAF_CHANNELS),
    }),
  );

  it('writes every leaf of every version as the general canonicalizer does, whatever the order of its keys', () => {
    fc.assert(
      fc.property(leaves, fc.boolean(), (leaf, reversed) => {
        const shuffled = Object.fromEntries(
          reversed ? Object.entries(leaf).reverse() : Object.entries(leaf),
        ) as unknown as VoteLeaf;
        expect(canonicalLeaf(shuffled)).toBe(canonicalize(leaf));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes a value that is not a leaf of a known version, a key too many say, as the general canonicalizer does', () => {
    const odd = { ...V3, extra: { b: 1, a: [2, 'é'] } } as unknown as VoteLeaf;
    expect(canonicalLeaf(odd)).toBe(canonicalize(odd));
    const missing: Partial<VoteLeafV3> = { ...V3 };
    delete missing.channel;
    expect(canonicalLeaf(missing as VoteLeaf)).toBe(canonicalize(missing));
    const nested = { ...V2, at: { z: 1, a: 2 }, number: [{ b: 1, a: 2 }] } as unknown as VoteLeaf;
    expect(canonicalLeaf(nested)).toBe(canonicalize(nested));
    const unknown = { ...V2, v: 4 } as unknown as VoteLeaf;
    expect(canonicalLeaf(unknown)).toBe(canonicalize(unknown));
  });
});
