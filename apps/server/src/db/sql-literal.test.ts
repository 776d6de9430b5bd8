import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './client.ts';

describe('sqlLiteral', () => {
  it('quotes a value so that it stays one string, whatever it holds', () => {
    expect(sqlLiteral('abc_-XYZ09')).toBe("'abc_-XYZ09'");
    expect(sqlLiteral("x'; drop table users; --")).toBe("'x''; drop table users; --'");
    expect(sqlLiteral("''")).toBe("''''''");
  });
});
