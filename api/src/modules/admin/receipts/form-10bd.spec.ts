import { toCsv } from '../../../export/csv';
import { FOLLOW_UP_COLUMNS, FOLLOW_UP_TITLE, FORM_10BD_COLUMNS, form10bdFollowUpTable, form10bdTable, groupForForm10bd, type ReceiptedDonation } from './form-10bd';

function donation(fields: Partial<ReceiptedDonation>): ReceiptedDonation {
  return { name: 'Kavita Rao', email: 'kavita@example.org', address: '', pan: '', mode: 'UPI', amount: 1000, date: new Date('2026-05-01T00:00:00Z'), receiptNumber: '2026-27/0001', ...fields };
}

describe('Form 10BD grouping', () => {
  it('sums one donor and one kind for the year, and keeps other modes apart', () => {
    const { rows, followUp } = groupForForm10bd([
      donation({ pan: 'ABCDE1234F', amount: 1000, mode: 'UPI' }),
      donation({ pan: 'ABCDE1234F', amount: 250.5, mode: 'Bank Transfer', address: '12 Mall Road', date: new Date('2026-06-01T00:00:00Z') }),
      donation({ pan: 'ABCDE1234F', amount: 100, mode: 'Other' }),
      donation({ pan: 'PQRST6789Z', name: 'Arjun Mehta', amount: 5000 }),
    ]);
    expect(followUp).toEqual([]);
    expect(rows).toEqual([
      { pan: 'ABCDE1234F', name: 'Kavita Rao', address: '12 Mall Road', donationType: 'Others', modeOfReceipt: 'Electronic modes including account payee cheque/draft', amountPaise: 125050 },
      { pan: 'ABCDE1234F', name: 'Kavita Rao', address: '', donationType: 'Others', modeOfReceipt: 'Others', amountPaise: 10000 },
      { pan: 'PQRST6789Z', name: 'Arjun Mehta', address: '', donationType: 'Others', modeOfReceipt: 'Electronic modes including account payee cheque/draft', amountPaise: 500000 },
    ]);
  });

  it('lists donors without PAN for follow-up instead of dropping them', () => {
    const { rows, followUp } = groupForForm10bd([
      donation({ email: 'nopan@example.org', amount: 300, receiptNumber: '2026-27/0003' }),
      donation({ email: 'nopan@example.org', amount: 200, receiptNumber: '2026-27/0007' }),
    ]);
    expect(rows).toEqual([]);
    expect(followUp).toEqual([
      expect.objectContaining({ email: 'nopan@example.org', amountPaise: 50000, receiptNumbers: ['2026-27/0003', '2026-27/0007'] }),
    ]);
  });

  it('never merges two donors whose data was erased (no email left) into one follow-up row', () => {
    const { followUp } = groupForForm10bd([
      donation({ email: '', name: 'Asha Verma', address: 'Ambala', amount: 300, receiptNumber: '2026-27/0003' }),
      donation({ email: '', name: 'Ravi Kumar', address: 'Panchkula', amount: 200, receiptNumber: '2026-27/0007' }),
    ]);
    expect(followUp.map(({ name, address, amountPaise, receiptNumbers }) => [name, address, amountPaise, receiptNumbers])).toEqual([
      ['Asha Verma', 'Ambala', 30000, ['2026-27/0003']],
      ['Ravi Kumar', 'Panchkula', 20000, ['2026-27/0007']],
    ]);
  });

  it('writes the rows in the template column order and nothing else; donors without PAN go to a file of their own', () => {
    const grouped = groupForForm10bd([donation({ pan: 'ABCDE1234F', address: 'Ambala' }), donation({ email: 'nopan@example.org' })]);
    const table = form10bdTable(grouped, { urn: 'AAATS1234QF20214', urnDate: '2021-09-24' });
    expect(table).toHaveLength(2);
    expect(table[0]).toEqual([...FORM_10BD_COLUMNS]);
    expect(table[1]).toEqual(['1', '', 'Permanent Account Number', 'ABCDE1234F', 'Section 80G', 'AAATS1234QF20214', '24-09-2021', 'Kavita Rao', 'Ambala', 'Others', 'Electronic modes including account payee cheque/draft', '1000']);
    const followUp = form10bdFollowUpTable(grouped);
    expect(followUp[0]).toEqual([FOLLOW_UP_TITLE]);
    expect(followUp[1]).toEqual([...FOLLOW_UP_COLUMNS]);
    expect(followUp[2]).toEqual(['Kavita Rao', 'nopan@example.org', '', 'Electronic modes including account payee cheque/draft', '1000', '2026-27/0001']);
  });

  it('reports a cash gift as Cash, apart from the same donor\'s other modes', () => {
    const { rows } = groupForForm10bd([donation({ pan: 'ABCDE1234F', amount: 5000, mode: 'Cash' }), donation({ pan: 'ABCDE1234F', amount: 1000, mode: 'UPI' })]);
    expect(rows.map((row) => [row.modeOfReceipt, row.amountPaise])).toEqual([
      ['Cash', 500000],
      ['Electronic modes including account payee cheque/draft', 100000],
    ]);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and newlines, and defuses formulas with an apostrophe', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '=HYPERLINK("x")', '+91', '-5', '@SUM(A1)', 'plain', -5]])).toBe(
      '"a,b","say ""hi""","two\nlines","\'=HYPERLINK(""x"")",\'+91,\'-5,\'@SUM(A1),plain,-5\r\n',
    );
  });
});
