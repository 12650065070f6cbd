// Issue 20: the staff lists and exports at ×1, ×10 and ×100 of a realistic year (100 donations, 50
// applicants, 30 gallery items, 100 students, 60 leave requests, 25 certificates). Rows go straight into the database (the API's write paths
// are measured elsewhere); each scale adds to the one before. Every figure is the median of sequential
// requests on one connection, so it is the time one member of staff waits.
import { createRequire } from 'node:module';
import { sampleRss } from './load.mjs';
import { login } from './seed.mjs';
import { BENCH_ADMIN } from './services.mjs';

const require = createRequire(import.meta.url);
const { MongoClient, ObjectId } = require('mongodb');
// The keys the API's repository stores beside each student (built with the API).
const { studentSortKeys } = require('@society/contracts');

export const SCALES = [1, 10, 100];
const YEAR = { donations: 100, applicants: 50, galleryItems: 30, students: 100, leaveRequests: 60, certificates: 25 };
const SAMPLES = 15;
const WARMUP = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = 330 * 60 * 1000;
const STATUSES = ['pending', 'interview', 'onboarded', 'active', 'inactive', 'rejected'];

/** The reads a dashboard makes, each as its screen asks for it. */
const LISTS = [
  { name: 'donations, first page (with the figures)', path: '/api/public/donations?page=1&pageSize=25', role: 'admin' },
  { name: 'donations, pending, first page', path: '/api/public/donations?page=1&pageSize=25&receipt=pending', role: 'admin' },
  { name: 'applicants, ongoing, first page (with the counts)', path: '/api/hr/applicants?page=1&pageSize=25&view=ongoing', role: 'hr' },
  { name: 'students, first page', path: '/api/team/students?page=1&pageSize=25', role: 'team' },
  { name: 'users, first page', path: '/api/admin/users?page=1&pageSize=25', role: 'admin' },
  { name: 'leave requests, first page (pending first, with the count)', path: '/api/hr/leave-requests?page=1&pageSize=25', role: 'hr' },
  { name: 'certificates, first page', path: '/api/hr/certificates?page=1&pageSize=25', role: 'hr' },
];
/** Reads that count or total: a search (its own count), the figures alone. */
const COUNTS = [
  { name: 'donations searched by UTR (count of matches)', path: '/api/public/donations?page=1&pageSize=25&search=UTR0000', role: 'admin' },
  { name: 'donation figures (a one-row page)', path: '/api/public/donations?page=1&pageSize=1', role: 'admin' },
  { name: 'applicant counts (a one-row page)', path: '/api/hr/applicants?page=1&pageSize=1', role: 'hr' },
];
const PUBLIC = [{ name: 'gallery (public read)', path: '/api/admin/gallery' }];

function indiaMonth(date) {
  return new Date(date.getTime() + IST_MS).toISOString().slice(0, 7);
}

/** Adds `count` rows of a year to each collection (numbered from `from`, so names and UTRs stay unique). */
async function addYear(db, from, count, now) {
  const at = (index, total) => new Date(now - Math.floor((index / total) * 365 * DAY_MS));
  const donations = Array.from({ length: YEAR.donations * count }, (_, k) => {
    const i = from * YEAR.donations + k;
    const date = at(k, YEAR.donations * count);
    return {
      name: `Donor ${i}`,
      email: `donor${i}@example.org`,
      amount: 500 + (i % 40) * 250,
      mode: ['UPI', 'Bank Transfer', 'Cheque', 'Other'][i % 4],
      utr: `UTR${String(i).padStart(9, '0')}`,
      date,
      month: indiaMonth(date),
      receiptGenerated: i % 3 !== 0,
      address: '',
      pan: i % 2 ? 'ABCDE1234F' : '',
      receipt: null,
      voidedReceipts: [],
      createdAt: date,
      updatedAt: date,
    };
  });
  const applicants = Array.from({ length: YEAR.applicants * count }, (_, k) => {
    const i = from * YEAR.applicants + k;
    const createdAt = at(k, YEAR.applicants * count);
    const type = i % 2 ? 'intern' : 'volunteer';
    return {
      _id: new ObjectId(),
      type,
      name: `Applicant ${i}`,
      email: `applicant${i}@example.org`,
      phone: '+91 98765 43210',
      gender: 'female',
      interests: ['teaching'],
      availability: type === 'volunteer' ? 10 : 'part-time',
      reference: 'instagram',
      agreeToTerms: true,
      status: STATUSES[i % STATUSES.length],
      remarks: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
  const students = Array.from({ length: YEAR.students * count }, (_, k) => {
    const i = from * YEAR.students + k;
    const createdAt = at(k, YEAR.students * count);
    return {
      name: `Student ${i}`,
      gender: 'male',
      fatherName: `Father ${i}`,
      motherName: `Mother ${i}`,
      age: 6 + (i % 10),
      address: 'Topkhana Basti',
      area: 'Ambala',
      contactNumber: '',
      admittedInSchool: i % 2 === 0,
      schoolName: 'Govt. Primary School',
      classStudying: String(1 + (i % 8)),
      ...studentSortKeys(`Student ${i}`, String(1 + (i % 8))),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const gallery = Array.from({ length: YEAR.galleryItems * count }, (_, k) => {
    const createdAt = at(k, YEAR.galleryItems * count);
    return { imagePath: `public/gallery/bench-${from}-${k}.jpg`, imageVariants: [], title: `Class day ${from}-${k}`, description: 'A day at the pathshala.', category: 'Events', createdAt, updatedAt: createdAt };
  });
  // Leave and certificates belong to the year's applicants; one request in ten still waits for HR.
  const leaveRequests = Array.from({ length: YEAR.leaveRequests * count }, (_, k) => {
    const createdAt = at(k, YEAR.leaveRequests * count);
    const status = k % 10 === 0 ? 'pending' : ['approved', 'rejected', 'cancelled'][k % 3];
    return { applicantId: applicants[k % applicants.length]._id, type: 'exams', from: createdAt, to: createdAt, reason: 'Semester exams', status, hrReply: '', createdAt, updatedAt: createdAt };
  });
  const certificates = Array.from({ length: YEAR.certificates * count }, (_, k) => {
    const person = applicants[k % applicants.length];
    const issuedAt = at(k, YEAR.certificates * count);
    const code = `B${String(from).padStart(3, '0')}${String(k).padStart(8, '0')}`;
    return { code, applicantId: person._id, holderName: person.name, type: 'volunteering', role: 'Teaching', from: issuedAt, to: issuedAt, description: '', signatoryName: 'Secretary', signatoryTitle: 'Secretary', issuedAt, issuedBy: 'bench', createdAt: issuedAt, updatedAt: issuedAt };
  });
  const collections = [['donations', donations], ['applicants', applicants], ['students', students], ['gallery_items', gallery], ['leave_requests', leaveRequests], ['certificates', certificates]];
  for (const [name, rows] of collections) {
    for (let start = 0; start < rows.length; start += 1000) await db.collection(name).insertMany(rows.slice(start, start + 1000).map((row) => ({ _id: new ObjectId(), ...row })), { ordered: false });
  }
}

async function timeRequest(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench lists: ${url} → ${response.status}`);
  return performance.now() - started;
}

async function p50(url, token) {
  for (let i = 0; i < WARMUP; i += 1) await timeRequest(url, token);
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) times.push(await timeRequest(url, token));
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
}

/** Downloads an export, noting when its first bytes came, when it ended and the API's peak memory meanwhile. */
async function measureExport(url, token, apiPid) {
  const rss = sampleRss(apiPid);
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`bench lists: ${url} → ${response.status}`);
  let firstByteMs = null;
  let bytes = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= Math.round(performance.now() - started);
    bytes += chunk.length;
  }
  return { firstByteMs, totalMs: Math.round(performance.now() - started), bytes, peakRssMb: rss.stop() };
}

function financialYearOf(now) {
  const shifted = new Date(now + IST_MS);
  const start = shifted.getUTCMonth() >= 3 ? shifted.getUTCFullYear() : shifted.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export async function measureLists(services, accounts, { log = console.log } = {}) {
  const client = await MongoClient.connect(services.mongoUri);
  const db = client.db();
  const tokens = {
    admin: (await login(services.api.url, BENCH_ADMIN.email, BENCH_ADMIN.password)).token,
    hr: accounts.hr.session.token,
    team: accounts.team.session.token,
  };
  const now = Date.now();
  const scales = [];
  let seeded = 0;
  try {
    for (const scale of SCALES) {
      await addYear(db, seeded, scale - seeded, now);
      seeded = scale;
      const counts = Object.fromEntries(await Promise.all(['donations', 'applicants', 'students', 'gallery_items'].map(async (name) => [name, await db.collection(name).countDocuments()])));
      log(`  ×${scale}: ${JSON.stringify(counts)}`);
      const read = async (list) => ({ name: list.name, path: list.path, p50Ms: await p50(`${services.api.url}${list.path}`, list.role ? tokens[list.role] : undefined) });
      const lists = [];
      for (const list of LISTS) lists.push(await read(list));
      const totals = [];
      for (const list of COUNTS) totals.push(await read(list));
      const reads = [];
      for (const list of PUBLIC) reads.push(await read(list));
      const idleRssMb = sampleRss(services.api.pid).stop();
      const exports = [
        { name: 'books CSV (every donation)', ...(await measureExport(`${services.api.url}/api/admin/donations/export.csv`, tokens.admin, services.api.pid)) },
        { name: `Form 10BD (${financialYearOf(now)})`, ...(await measureExport(`${services.api.url}/api/admin/donations/form-10bd.csv?fy=${financialYearOf(now)}`, tokens.admin, services.api.pid)) },
      ];
      for (const row of [...lists, ...totals, ...reads]) log(`    ${row.name}: p50 ${row.p50Ms} ms`);
      for (const row of exports) log(`    ${row.name}: first bytes ${row.firstByteMs} ms, all ${row.totalMs} ms, ${row.bytes} bytes, API peak RSS ${row.peakRssMb} MB`);
      scales.push({ scale, counts, lists, totals, reads, exports, idleRssMb });
    }
  } finally {
    await client.close();
  }
  return { samples: SAMPLES, year: YEAR, scales };
}
