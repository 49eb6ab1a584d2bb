import { DuplicateKeyError, parseJsonStrictly } from './strict-json';

describe('parseJsonStrictly', () => {
  it('reads what JSON.parse reads, the same', () => {
    const text = ' {"a":[1,-2.5e3,true,false,null,{}],"b":"é\\u00e9\\n\\"","__proto__":{"x":[]},"c":{"d":[[]]}} ';
    expect(parseJsonStrictly(text)).toEqual(JSON.parse(text));
    expect(Object.keys(parseJsonStrictly('{"__proto__":1}') as object)).toEqual(['__proto__']);
  });

  it('refuses an object naming a key twice, at any depth, whichever value comes first', () => {
    expect(() => parseJsonStrictly('{"participants":[{"total":999,"name":"Awa","total":3}]}')).toThrow(
      new DuplicateKeyError('total'),
    );
    expect(() => parseJsonStrictly('{"a":1,"a":1}')).toThrow(DuplicateKeyError);
    expect(() => parseJsonStrictly('{"a":1,"\\u0061":1}')).toThrow(DuplicateKeyError);
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of ['', '{', '{"a":1,}', '[1 2]', '{"a":01}', "{'a':1}", '"\u0001"', '1 2', 'nul', '{"a":1}x']) {
      expect(() => parseJsonStrictly(text)).toThrow(SyntaxError);
    }
  });
});
