import { describe, expect, it } from 'vitest';
import { rowsToRender, VIRTUAL_LIST_FIRST_ROWS, VIRTUAL_LIST_OVERSCAN } from './WindowedList';

const range = (startIndex: number, endIndex: number, count = 100) => ({ startIndex, endIndex, count, overscan: VIRTUAL_LIST_OVERSCAN });

describe('rowsToRender', () => {
  it('renders the first rows of a list still below the viewport (nothing of it in view)', () => {
    expect(rowsToRender(range(0, 0))).toEqual(Array.from({ length: VIRTUAL_LIST_FIRST_ROWS }, (_, index) => index));
    expect(rowsToRender(range(0, 0, 3))).toEqual([0, 1, 2]);
    expect(rowsToRender(range(0, -1, 0))).toEqual([]);
  });

  it('renders the rows in view and the overscan beyond them, no more, once those are more than the first rows', () => {
    expect(rowsToRender(range(0, 9))).toEqual(Array.from({ length: 10 + VIRTUAL_LIST_OVERSCAN }, (_, index) => index));
    expect(rowsToRender(range(40, 47))).toEqual(
      Array.from({ length: 8 + 2 * VIRTUAL_LIST_OVERSCAN }, (_, index) => 40 - VIRTUAL_LIST_OVERSCAN + index),
    );
  });
});
