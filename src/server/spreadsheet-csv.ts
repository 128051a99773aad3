import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatBRL } from '../shared/money';

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @, or with a tab or carriage return
 * that it strips first, as a formula. A leading single quote makes it text. Names are typed by patients and
 * applicants, so every text cell goes through this.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Without "R$", so Excel reads a number; formatBRL's thousands and decimal marks are pt-BR. */
export function moneyCell(cents: number): string {
  return formatBRL(cents).replace('R$ ', '');
}

/** One column of a spreadsheet: its title, and the text of its cell for a row. */
export interface SpreadsheetColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

async function* cellsOf<Row>(
  columns: readonly SpreadsheetColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): AsyncGenerator<string[]> {
  for await (const row of rows) yield columns.map((column) => column.cell(row));
}

/**
 * A CSV for Excel pt-BR: RFC 4180 quoting by csv-stringify, ';' as Excel pt-BR expects (',' is the decimal mark
 * there), CRLF line ends and a UTF-8 BOM so accents survive. Records flow as they are read, so a long export
 * never sits in memory.
 */
export function spreadsheetCsv<Row>(
  columns: readonly SpreadsheetColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Readable {
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: columns.map((column) => column.header),
  });
  const source = Readable.from(cellsOf(columns, rows));
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
