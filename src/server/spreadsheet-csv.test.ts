import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-csv';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+5511999990000', `'+5511999990000`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Maria = Silva', 'Maria = Silva'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });
});
