import { describe, expect, it } from 'vitest';
import { filtersOf, logParams, tabOf } from './log-filters.ts';

describe('the API logs page address', () => {
  it('keeps a tab’s own filters, without the other tab’s or empty ones', () => {
    const params = new URLSearchParams(
      'tab=requests&status=4xx&kind=writer&user=%20&route=/api/user&cursor=abc',
    );
    expect(tabOf(params)).toBe('requests');
    expect(filtersOf('requests', params)).toEqual({ status: '4xx', route: '/api/user' });
    expect(filtersOf('engine', new URLSearchParams('kind=writer&storyId=12&status=4xx'))).toEqual({
      kind: 'writer',
      storyId: '12',
    });
    expect(tabOf(new URLSearchParams('tab=nonsense'))).toBe('engine');
  });

  it('writes the tab only when it is not the default, and the cursor only past the first page', () => {
    expect(logParams('engine', { kind: 'writer' })).toEqual({ kind: 'writer' });
    expect(logParams('requests', { status: '5xx' }, 'next')).toEqual({
      tab: 'requests',
      status: '5xx',
      cursor: 'next',
    });
  });
});
