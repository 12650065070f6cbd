/**
 * A Form 10BE certificate as the income-tax portal lays it out (Rule 18AB): the title, the reporting
 * person's PAN and name, then one line per field with its label on the left and its value on the right.
 * Written with pdfkit (as the API writes receipts), for the tests to upload.
 */
export interface Form10beFixture {
  uniqueId: string;
  donorName: string;
  financialYear: string;
  amount?: string;
  arn?: string;
  idCode?: string;
  mode?: string;
  /** A different title: a PDF that is not a Form 10BE. */
  title?: string;
}

export async function form10bePdf(fixture: Form10beFixture): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  doc.font('Helvetica-Bold').fontSize(14).text(fixture.title ?? 'FORM NO. 10BE', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('[See rule 18AB]', { align: 'center' });
  doc.fontSize(10).text('Certificate of donation under clause (ix) of sub-section (5) of section 80G of the Income-tax Act, 1961', { align: 'center' });
  doc.moveDown();
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, 48, y, { width: 250 });
    const after = doc.y;
    doc.font('Helvetica').text(value, 320, y, { width: 230 });
    doc.y = Math.max(after, doc.y) + 4;
  };
  row('PAN of the reporting person', 'AAATS1234Q');
  row('Name of the reporting person', 'Society Welfare Trust');
  row('Address of the reporting person', '7 Topkhana Bazaar, Ambala Cantt');
  row('Approval number under section 80G', 'AAATS1234QF20214');
  row('Acknowledgement Number', fixture.arn ?? '123456789012345');
  row('ID code', fixture.idCode ?? 'Permanent Account Number');
  row('Unique Identification Number of the donor', fixture.uniqueId);
  row('Name of the donor', fixture.donorName);
  row('Address of the donor', 'Ambala');
  row('Financial year in which donation is received', fixture.financialYear);
  row('Amount of donation (Indian rupees)', fixture.amount ?? '1500');
  row('Type of donation', 'Others');
  row('Mode of receipt', fixture.mode ?? 'Electronic modes including account payee cheque/draft');
  row('Section under which donation is eligible for deduction', 'Section 80G');
  doc.end();
  return done;
}
