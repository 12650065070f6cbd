import fc from 'fast-check';

/** Field names the API's DTOs use, plus keys that attack parsers and query builders. */
const FIELD_NAMES = [
  'name', 'email', 'message', 'password', 'role', 'phone', 'Title', 'Announcement', 'order', 'status', 'remarks',
  'rejectionReason', 'assignedPosition', 'amount', 'utr', 'mode', 'receiptGenerated', 'aadharCard', 'gender', 'dob',
  'interests', 'availability', 'reference', 'agreeToTerms', 'position', 'linkedin', 'instagram', 'title', 'type',
  'description', 'publishDate', 'fileUrl', 'flipbookUrl', 'category', 'course', 'college', 'duration', 'experience',
  'area', 'referralSource', 'fatherName', 'admittedInSchool', '_id', 'passwordHash', 'createdAt',
  // The Hindi texts of issue 32 and the statement import's fields of issue 33.
  'TitleHi', 'AnnouncementHi', 'titleHi', 'descriptionHi', 'labelHi', 'addressLinesHi', 'language', 'pan', 'bank', 'bankName',
  'dateColumn', 'narrationColumn', 'creditColumn', 'donationId',
  '__proto__', 'constructor', 'prototype', '$where', '$gt', 'a.b', '',
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { name: value };
  return value;
}

/** Strings that have broken parsers, validators, loggers and databases before. */
export const HOSTILE_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\u202Eevil\u202C', '\u200F\u200E', '\uFEFF', '\uFFFF', '😀'.repeat(50),
  'A'.repeat(100_000), '<script>alert(1)</script>', "' OR 1=1 --", '{"$gt":""}', '$where', 'sleep(10000)', '../../etc/passwd',
  'null', 'undefined', 'NaN', '-1', '1e308', '0x10', 'true', '2024-02-30', '9999-99-99T99:99:99Z', 'a@b', 'a@b.c'.padStart(400, 'x'),
  '%00', '%E0%A4%A', '\r\nSet-Cookie: x=1', 'constructor', '__proto__',
];

const OPERATOR_VALUES = [
  { $gt: '' }, { $ne: null }, { $where: 'sleep(1000) || true' }, { $regex: '.*' }, { $in: ['admin', 'hr'] }, { $exists: true },
  { $expr: { $eq: [1, 1] } },
  // Parsed, so __proto__ is an own key as it is in a request body (a literal would set the prototype).
  JSON.parse('{"__proto__":{"role":"admin"}}') as object,
  { constructor: { prototype: { role: 'admin' } } },
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...OPERATOR_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0), fc.constant(1e308)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(nested(50), nested(3000), [[[[[[]]]]]], {}, []) },
);

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** A JSON object of known and unknown fields with hostile values. */
const jsonObject = fc.dictionary(fieldName, hostileValue, { maxKeys: 6 });

const HUGE = `{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`;

/** Bodies no JSON parser should accept, or that attack one that does. */
const RAW_JSON = [
  '{', '{"name":', '[1,2', '}{', '{"a":1}garbage', "{'a':1}", 'NaN', '"just a string"', '12', 'null', 'true', '[]',
  '\u0000', '{"name":"\\ud800"}', '{"__proto__":{"role":"admin"},"name":"x"}', '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"email":{"$gt":""},"password":{"$gt":""}}', '['.repeat(20_000), '{"a":'.repeat(5000), `{"n":1${'0'.repeat(400)}}`,
];

const BOUNDARY = 'hardening-boundary';

/** Multipart bodies that are cut, lie about their boundary or their parts. */
const RAW_MULTIPART: Array<{ contentType: string; body: string }> = [
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue` },
  { contentType: 'multipart/form-data', body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${BOUNDARY}--` },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'not multipart at all' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--` },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="screenshot"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n<html>\r\n--${BOUNDARY}--`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Array.from({ length: 40 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + `--${BOUNDARY}--`,
  },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`, body: `--${'b'.repeat(200)}--` },
];

export type HostileBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; body: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; file?: { field: string; data: Buffer; name: string } };

const textValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 30 }));

const multipart = fc.record({
  fields: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES.filter(Boolean)), textValue), { maxLength: 6 }),
  file: fc.option(
    fc.record({
      field: fc.constantFrom('screenshot', 'photo', 'profilePhoto', 'coverImage', 'file', 'name'),
      data: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      name: fc.constantFrom('x.png', 'x.svg', '../../../evil.png', '.htaccess', 'a\u0000.png', 'é.jpg'),
    }),
    { nil: undefined },
  ),
});

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 20, arbitrary: fc.constant<HostileBody>({ kind: 'none' }) },
  { weight: 120, arbitrary: jsonObject.map((value): HostileBody => ({ kind: 'json', value })) },
  { weight: 20, arbitrary: fc.array(hostileValue, { maxLength: 3 }).map((value): HostileBody => ({ kind: 'json', value })) },
  { weight: 40, arbitrary: fc.constantFrom(...RAW_JSON).map((body): HostileBody => ({ kind: 'raw', contentType: 'application/json', body })) },
  {
    weight: 20,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-7', 'application/json; charset=latin1'), textValue)
      .map(([contentType, body]): HostileBody => ({ kind: 'raw', contentType, body })),
  },
  { weight: 40, arbitrary: fc.constantFrom(...RAW_MULTIPART).map((raw): HostileBody => ({ kind: 'raw', ...raw })) },
  { weight: 60, arbitrary: multipart.map((value): HostileBody => ({ kind: 'multipart', ...value })) },
  // Rare: each costs a 2 MB upload.
  { weight: 1, arbitrary: fc.constant<HostileBody>({ kind: 'raw', contentType: 'application/json', body: HUGE }) },
);

/** A value for a path parameter: hostile text or an ObjectId that matches nothing. */
export const hostileId = fc.oneof(
  fc.constantFrom('abc', '0', '-1', '{"$gt":""}', '$where', '__proto__', 'constructor', '%00', '..', '.hidden', 'a'.repeat(3000), '\u202E', '\uD800'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/**
 * A query string with operator-shaped keys (Express 5's simple parser keeps them flat). Values stay short:
 * a URL past Node's 16 KB header limit is refused by Node itself (431, no body) before the app sees it.
 */
export const hostileQuery = fc.option(
  fc.dictionary(
    fc.constantFrom('email[$gt]', 'role', '__proto__', 'constructor[prototype]', 'sort', 'limit', '$where', 'id'),
    fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 1000)), fc.string({ unit: 'binary', maxLength: 30 })),
    { maxKeys: 3 },
  ),
  { nil: undefined },
);
