import { toCsv } from './csv-reports';

describe('toCsv', () => {
  it('quotes cells with commas, quotes or line breaks and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b, c', 'say "hi"', 'two\nlines', 7]])).toBe('a,"b, c","say ""hi""","two\nlines",7\r\n');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(toCsv([['=SUM(A1)', '+10 thanks', '-1', '@me']])).toBe("'=SUM(A1),'+10 thanks,'-1,'@me\r\n");
    expect(toCsv([[-1]])).toBe('-1\r\n');
  });
});
