import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import fs from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { apiText, BANK_STATEMENT_XLSX_LIMITS, FORM_10BE_UNZIP_LIMITS, FORM_10BE_ZIP_MAX_FILES, formatMessage, UPLOAD_LIMITS } from '@society/contracts';
import { statementXlsx } from './fixtures/statement-fixtures';
import { STATEMENT_MESSAGES } from '../src/modules/admin/bank-statements/statement-parser';
import { FORM_10BE_MESSAGES } from '../src/modules/admin/form-10be/form-10be-reader';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createCoreTeamMember, loginAs, newAddress, type LoggedIn } from './helpers/factories';
import { form10bePdf } from './helpers/form-10be-pdf';
import { healthDeadline, listenOnPort, slowestHealth } from './helpers/health-probe';
import { HTML_PAGE, makeImage, makePngClaiming, pngHeaderThenGarbage, pngOfSize, SVG_IMAGE, truncatedPng } from './helpers/images';
import { listFiles } from './helpers/uploads';
import { deflatedEntry, sheetXml, storedEntry, workbookWith, workbookWithSheet, zeroBomb, zerosDeflated, zipOf } from './helpers/zips';

interface HostileFile {
  label: string;
  data: () => Promise<Buffer> | Buffer;
  filename: string;
  contentType: string;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Files that must never be stored or served; each claims to be an image. */
const HOSTILE_FILES: HostileFile[] = [
  { label: 'an SVG with a script', data: () => SVG_IMAGE, filename: 'logo.svg', contentType: 'image/svg+xml' },
  { label: 'an SVG renamed .png', data: () => SVG_IMAGE, filename: 'logo.png', contentType: 'image/png' },
  { label: 'an HTML page renamed .png', data: () => HTML_PAGE, filename: 'photo.png', contentType: 'image/png' },
  { label: 'a PNG signature followed by garbage', data: pngHeaderThenGarbage, filename: 'photo.png', contentType: 'image/png' },
  { label: 'a PNG signature followed by HTML', data: () => Buffer.concat([pngHeaderThenGarbage().subarray(0, 8), HTML_PAGE]), filename: 'a.png', contentType: 'image/png' },
  { label: 'a JPEG marker followed by HTML', data: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAGE]), filename: 'a.jpg', contentType: 'image/jpeg' },
  { label: 'a RIFF/WEBP header followed by garbage', data: () => Buffer.concat([ascii('RIFF\x10\x00\x00\x00WEBPVP8 '), HTML_PAGE]), filename: 'a.webp', contentType: 'image/webp' },
  { label: 'a GIF/JavaScript polyglot', data: () => ascii('GIF89a=1;alert(document.domain)//\x00\x00;'), filename: 'a.gif', contentType: 'image/gif' },
  { label: 'a real GIF', data: () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer(), filename: 'a.gif', contentType: 'image/gif' },
  { label: 'a real TIFF renamed .jpg', data: () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).tiff().toBuffer(), filename: 'a.jpg', contentType: 'image/jpeg' },
  { label: 'a BMP', data: () => Buffer.concat([ascii('BM'), Buffer.alloc(60)]), filename: 'a.bmp', contentType: 'image/bmp' },
  { label: 'a PDF renamed .png', data: () => ascii('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF'), filename: 'a.png', contentType: 'image/png' },
  { label: 'a ZIP renamed .jpg', data: () => Buffer.concat([ascii('PK\x03\x04'), Buffer.alloc(40)]), filename: 'a.jpg', contentType: 'image/jpeg' },
  { label: 'an ELF executable renamed .png', data: () => Buffer.concat([ascii('\x7fELF\x02\x01\x01'), Buffer.alloc(64)]), filename: 'a.png', contentType: 'image/png' },
  { label: 'a PHP script renamed .png', data: () => ascii('<?php system($_GET["c"]); ?>'), filename: 'shell.php.png', contentType: 'image/png' },
  { label: 'a UTF-16 HTML page', data: () => Buffer.from('\ufeff<html><script>alert(1)</script></html>', 'utf16le'), filename: 'a.png', contentType: 'image/png' },
  { label: 'a 0-byte file', data: () => Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' },
  { label: 'a truncated PNG', data: truncatedPng, filename: 'cut.png', contentType: 'image/png' },
  { label: 'a decompression bomb (a tiny PNG claiming 100000 × 100000 pixels)', data: () => makePngClaiming(100_000, 100_000), filename: 'bomb.png', contentType: 'image/png' },
  { label: 'a PNG claiming 50000 × 1000 pixels (over the 40 MP limit)', data: () => makePngClaiming(50_000, 1000), filename: 'wide.png', contentType: 'image/png' },
  { label: 'an HTML page sent as text/html', data: () => HTML_PAGE, filename: 'page.html', contentType: 'text/html' },
];

describe('hostile uploads on every upload route', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let connection: Connection;
  let memberId: string;

  /** Each upload route with fields that pass validation, so only the file decides the answer. */
  const UPLOAD_ROUTES = [
    {
      name: 'donation screenshot',
      method: 'post' as const,
      path: () => '/api/public/donations',
      field: 'screenshot',
      maxBytes: UPLOAD_LIMITS.donationScreenshot.bytes,
      fields: { name: 'Donor', email: 'donor@test.local', amount: '100', utr: 'UTR0001' },
      auth: false,
    },
    {
      name: 'core team photo (add)',
      method: 'post' as const,
      path: () => '/api/admin/coreteam',
      field: 'profilePhoto',
      maxBytes: UPLOAD_LIMITS.profilePhoto.bytes,
      fields: { name: 'Meera', position: 'Secretary', order: '1' },
      auth: true,
    },
    {
      name: 'core team photo (replace)',
      method: 'put' as const,
      path: () => `/api/admin/coreteam/${memberId}`,
      field: 'profilePhoto',
      maxBytes: UPLOAD_LIMITS.profilePhoto.bytes,
      fields: { position: 'Treasurer' },
      auth: true,
    },
    {
      name: 'gallery photo',
      method: 'post' as const,
      path: () => '/api/admin/addImage',
      field: 'photo',
      maxBytes: UPLOAD_LIMITS.galleryImage.bytes,
      fields: { title: 'Annual day', description: 'On stage', category: 'Events' },
      auth: true,
    },
    {
      name: 'publication cover',
      method: 'post' as const,
      path: () => '/api/admin/publications',
      field: 'coverImage',
      maxBytes: UPLOAD_LIMITS.publicationCover.bytes,
      fields: {
        title: 'Newsletter',
        type: 'newsletter',
        description: 'Quarter',
        publishDate: '2024-04-01',
        fileUrl: 'https://example.org/n.pdf',
        flipbookUrl: 'https://example.org/flip',
      },
      auth: true,
    },
    ...(['logo', 'hero', 'carousel', 'campaign-covers/basta'] as const).map((slot) => ({
      name: `site settings ${slot}`,
      method: 'post' as const,
      path: () => `/api/admin/settings/${slot}`,
      field: 'picture',
      maxBytes: UPLOAD_LIMITS.sitePicture.bytes,
      fields: { alt: 'Children in class' },
      auth: true,
    })),
  ];
  type UploadRoute = (typeof UPLOAD_ROUTES)[number];

  function upload(route: UploadRoute, file: { data: Buffer; filename: string; contentType: string }) {
    let test = request(t.http)[route.method](route.path()).set(route.auth ? { Authorization: admin.auth } : newAddress());
    for (const [name, value] of Object.entries(route.fields)) test = test.field(name, value);
    return test.attach(route.field, file.data, { filename: file.filename, contentType: file.contentType });
  }

  /** What a refused upload must leave untouched: every stored file and every record of the upload collections. */
  async function state() {
    const collections = ['donations', 'core_team_members', 'gallery_items', 'publications', 'site_settings'];
    const records = await Promise.all(collections.map((name) => connection.collection(name).find().sort({ _id: 1 }).toArray()));
    return { files: listFiles(t.uploadDir), records: JSON.stringify(records) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
    connection = t.app.get<Connection>(getConnectionToken());
    memberId = String((await createCoreTeamMember(t.app))._id);
  });

  it(`refuses ${HOSTILE_FILES.length} hostile files on each of the ${UPLOAD_ROUTES.length} upload routes with 415, and stores nothing`, async () => {
    const before = await state();
    const wrong: string[] = [];
    for (const route of UPLOAD_ROUTES) {
      for (const file of HOSTILE_FILES) {
        const response = await upload(route, { ...file, data: await file.data() });
        if (response.status !== 415) wrong.push(`${route.name}: ${file.label} → ${response.status} ${response.body.message}`);
        else expectError(response, 415);
      }
    }
    expect(wrong).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it('refuses a file one byte over each route’s limit with 413, and stores nothing', async () => {
    const before = await state();
    for (const route of UPLOAD_ROUTES) {
      const response = await upload(route, { data: pngOfSize(route.maxBytes + 1), filename: 'big.png', contentType: 'image/png' });
      expectError(response, 413);
    }
    expect(await state()).toEqual(before);
  });

  it('stores a real image with HTML appended only as a clean re-encoded copy (the HTML is gone)', async () => {
    const payload = Buffer.from('<script>alert("stored")</script>');
    const polyglot = Buffer.concat([await makeImage('png'), payload]);
    for (const route of UPLOAD_ROUTES) {
      const before = new Set(listFiles(t.uploadDir));
      const response = await upload(route, { data: polyglot, filename: 'a.png', contentType: 'image/png' });
      expect(response.status).toBeLessThan(300);
      const added = listFiles(t.uploadDir).filter((file) => !before.has(file));
      expect(added).toHaveLength(1);
      const stored = await sharp(`${t.uploadDir}/${added[0]}`).metadata();
      expect(['png', 'webp']).toContain(stored.format);
      expect(fs.readFileSync(`${t.uploadDir}/${added[0]}`).includes(payload)).toBe(false);
    }
  });

  it('serves every stored public file with an image content type and nosniff, and nothing else from the public area', async () => {
    const publicFiles = listFiles(`${t.uploadDir}/public`);
    expect(publicFiles.length).toBeGreaterThanOrEqual(3);
    for (const file of publicFiles) {
      const response = await request(t.http).get(`/api/uploads/public/${file}`).expect(200);
      expect(response.headers['content-type']).toMatch(/^image\/(webp|png|jpeg)$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const [folder, name] = publicFiles[0].split('/');
    const stem = name.replace(/\.[a-z]+$/, '');
    for (const probe of [
      `${folder}/${stem}.svg`,
      `${folder}/${stem}.html`,
      `${folder}/${stem}.webp.html`,
      `${folder}/${name}%00.html`,
      `${folder}/.${stem}.tmp`,
      `${folder}/..%2F..%2Fprivate%2Fdonations`,
      '..%2Fprivate%2Fdonations',
      folder,
      '',
    ]) {
      const response = await request(t.http).get(`/api/uploads/public/${probe}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    // Private files (donation screenshots) have no public URL at all.
    for (const file of listFiles(`${t.uploadDir}/private`)) {
      expect((await request(t.http).get(`/api/uploads/${file}`)).status).toBe(404);
      expect((await request(t.http).get(`/api/uploads/public/../${file}`)).status).toBe(404);
    }
  });
});

/**
 * Files from outside that unpack (issue 43): a 67 KB XLSX whose sheet unpacked to 20 MB ran the API out of
 * memory; a 1 MB Form 10BE zip declaring 100 bytes and holding 1 GB of zeros held it for 6 s. Each bomb is
 * refused whole, saying why, while /api/health answers within a second; a sound file is read afterwards.
 */
describe('files that unpack: every bound of a zip or a workbook, with the API answering beside', () => {
  const HEALTH_WITHIN_MS = 1000;
  const MB = 1024 * 1024;
  let t: TestApp;
  let admin: LoggedIn;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
    port = await listenOnPort(t);
  });

  const statement = (file: Buffer, name = 'statement.xlsx') => request(t.http).post('/api/admin/bank-statements').set('Authorization', admin.auth).attach('statement', file, name);
  const certificates = (file: Buffer, name: string) => request(t.http).post('/api/admin/form-10be').set('Authorization', admin.auth).attach('file', file, name);

  /**
   * The answer to an upload, and whether /api/health answered within a second while the API handled it (or
   * within five times its slowest beside `reference`, the same route refusing a file of as many zeros at its
   * first bytes, when the machine's cores are busy elsewhere). Up to three tries: a garbage collection or a
   * busy core can delay one answer, while a stalled event loop delays every try.
   */
  async function whileHealthAsked(upload: () => PromiseLike<request.Response>, reference: () => PromiseLike<request.Response>) {
    let tried: { response: request.Response; healthWithinASecond: boolean } | undefined;
    for (let attempt = 0; attempt < 3 && !tried?.healthWithinASecond; attempt += 1) {
      const deadlineMs = await healthDeadline(port, HEALTH_WITHIN_MS, async () => reference());
      const answer = Promise.resolve(upload());
      const slowest = await slowestHealth(port, answer);
      tried = { response: await answer, healthWithinASecond: slowest < deadlineMs };
    }
    return tried!;
  }

  const statementBombs: Array<{ name: string; file: () => Promise<Buffer>; message: string }> = [
    // As the tester's 67 KB file: 20 MB of one row over and over packs hundreds of times tighter than a statement.
    { name: 'a sheet of 20 MB of one row repeated (packed 1,000 times)', file: () => workbookWith({ 'xl/worksheets/sheet1.xml': sheetXml('<row><c t="n"><v>1</v></c></row>'.repeat((20 * MB) / 32)) }), message: STATEMENT_MESSAGES.xlsxRatio },
    { name: 'a sheet of 20 MB of numbered cells (packed 10 times, as a sheet of a real statement)', file: () => workbookWithSheet(20, 10, (row, column) => String(row * 10 + column)), message: STATEMENT_MESSAGES.xlsxTooLarge },
    {
      name: `more than ${BANK_STATEMENT_XLSX_LIMITS.unzip.entries} parts`,
      file: () => workbookWith(Object.fromEntries(Array.from({ length: BANK_STATEMENT_XLSX_LIMITS.unzip.entries }, (_, n) => [`xl/media/image${n}.png`, 'x']))),
      message: STATEMENT_MESSAGES.xlsxTooManyParts,
    },
    // Within every bound of the zip, but a hundred cells a row: more than the worker's heap may hold.
    { name: 'a sheet of 15.5 MB of dense cells (within the zip’s bounds, past the worker’s memory)', file: () => workbookWithSheet(15.5, 100, () => '1'), message: STATEMENT_MESSAGES.xlsxMemory },
  ];

  it.each(statementBombs)('refuses a statement workbook with $name, saying why, while /api/health answers', async ({ file, message }) => {
    const before = listFiles(t.uploadDir);
    const xlsx = await file();
    expect(xlsx.length).toBeLessThan(5 * MB);
    const { response, healthWithinASecond } = await whileHealthAsked(() => statement(xlsx), () => statement(Buffer.alloc(xlsx.length), 'zeros.csv'));
    expectError(response, 400, message);
    expect(healthWithinASecond).toBe(true);
    expect(listFiles(t.uploadDir)).toEqual(before);
  });

  it('reads a sound statement workbook after the bombs, and says a refusal in Hindi to a Hindi request', async () => {
    const lines = [{ day: '2026-11-03', amount: 2500, channel: 'UPI' as const, reference: '433099887766', payer: 'Kavita Rao' }];
    const response = await statement(await statementXlsx('hdfc', lines), 'hdfc.xlsx').expect(201);
    expect(response.body).toMatchObject({ bank: 'hdfc', credits: 1, debits: 0 });
    const hindi = await request(t.http).post('/api/admin/bank-statements').set({ Authorization: admin.auth, 'Accept-Language': 'hi' }).attach('statement', await statementBombs[0].file(), 'bomb.xlsx');
    expectError(hindi, 400, formatMessage(apiText.loaded('hi')!.statementXlsxRatio, 'hi', { ratio: BANK_STATEMENT_XLSX_LIMITS.unzip.ratio }));
  });

  const pdf = () => Buffer.from('%PDF-1.4\n% not read: the zip is refused first\n');
  const certificateBombs: Array<{ name: string; file: () => Buffer; message: string }> = [
    { name: 'one entry declaring 100 bytes and holding 1 GB of zeros (the tester’s 1 MB zip)', file: () => zeroBomb('10BE/ABCDE1234F.pdf', 1024), message: FORM_10BE_MESSAGES.zipRatio('bomb.zip', 'ABCDE1234F.pdf') },
    { name: 'a 2 MB entry of zeros (a high ratio, within the bytes allowed)', file: () => zipOf([{ name: 'a.pdf', packed: zerosDeflated(2), method: 8, declaredSize: 2 * MB, crc: 0 }]), message: FORM_10BE_MESSAGES.zipRatio('bomb.zip', 'a.pdf') },
    {
      // Fifty names for the same 1 MB of a PDF's text (packed 3 times): each is read, each is counted.
      name: 'one entry named fifty times by its directory (26+ MB unpacked)',
      file: () => zipOf([deflatedEntry('a.pdf', Buffer.from(Array.from({ length: MB / 16 }, (_, n) => `${(n * 7919).toString(16).padStart(15, '0')}\n`).join('')))], { listed: Array.from({ length: 50 }, () => 0) }),
      message: FORM_10BE_MESSAGES.zipTooLarge('bomb.zip'),
    },
    { name: `${FORM_10BE_UNZIP_LIMITS.entries + 1} entries`, file: () => zipOf(Array.from({ length: FORM_10BE_UNZIP_LIMITS.entries + 1 }, (_, n) => storedEntry(`${n}/`, new Uint8Array(0)))), message: FORM_10BE_MESSAGES.zipTooManyEntries('bomb.zip') },
    { name: `${FORM_10BE_ZIP_MAX_FILES + 1} certificates`, file: () => zipOf(Array.from({ length: FORM_10BE_ZIP_MAX_FILES + 1 }, (_, n) => storedEntry(`${n}.pdf`, pdf()))), message: FORM_10BE_MESSAGES.tooManyFiles('bomb.zip') },
  ];

  it.each(certificateBombs)('refuses a zip of Form 10BE certificates with $name, saying why, while /api/health answers', async ({ file, message }) => {
    const before = listFiles(t.uploadDir);
    const { response, healthWithinASecond } = await whileHealthAsked(() => certificates(file(), 'bomb.zip'), () => certificates(Buffer.alloc(MB), 'zeros.zip'));
    expectError(response, 400, message);
    expect(healthWithinASecond).toBe(true);
    expect(listFiles(t.uploadDir)).toEqual(before);
  });

  it('reads a sound zip of certificates after the bombs', async () => {
    const certificate = await form10bePdf({ uniqueId: 'PQRST6789U', donorName: 'Meena Iyer', financialYear: '2024-25', amount: '2,000', arn: '100000000000043' });
    const response = await certificates(zipOf([deflatedEntry('10BE/meena.pdf', certificate)]), 'form-10be.zip').expect(201);
    expect(response.body.added).toEqual([expect.objectContaining({ donorName: 'Meena Iyer', uniqueId: 'PQRST6789U', fileName: 'form-10be.zip: 10BE/meena.pdf' })]);
  });
});
