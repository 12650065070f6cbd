// A little realistic content, written through the API as the admin (like a real first week of use):
// announcements, gallery photos, publications, core team members, and one hr and one team user; then
// (seedVolunteers) two interns invited to the volunteer portal.
import { createRequire } from 'node:module';
import { BENCH_ADMIN, withMailingApi } from './services.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

export const STAFF_PASSWORD = 'bench-staff-password-1';

async function call(baseUrl, path, { method = 'GET', token, json, form } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed: ${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A photo-like JPEG (noise compresses like a real photograph). */
function photo(width, height, seed) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40 + seed * 30, g: 120, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function form(fields, fileField, file) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (file) data.append(fileField, new Blob([file], { type: 'image/jpeg' }), `${fileField}.jpg`);
  return data;
}

export async function login(baseUrl, email, password) {
  // Sent straight to the API port with its own X-Forwarded-For, so the login limit is never hit.
  return call(baseUrl, '/api/auth/login', { method: 'POST', json: { email, password } });
}

const SENTENCE =
  'Volunteers taught reading and arithmetic to forty children of Topkhana Basti this week, and the parents met the team to plan the next term.';

/** Seeds through the API port; returns the staff accounts { admin, hr, team } as { email, password, session }. */
export async function seed(apiUrl) {
  const admin = await login(apiUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const token = admin.token;
  const accounts = { admin: { ...BENCH_ADMIN, session: admin } };
  for (const role of ['hr', 'team']) {
    const email = `bench-${role}@society.local`;
    await call(apiUrl, '/api/admin/users', { method: 'POST', token, json: { email, password: STAFF_PASSWORD, role, name: `Bench ${role}` } });
    accounts[role] = { email, password: STAFF_PASSWORD, session: await login(apiUrl, email, STAFF_PASSWORD) };
  }
  for (let i = 1; i <= 5; i += 1) {
    await call(apiUrl, '/api/public/Announcement', {
      method: 'POST',
      token,
      json: { Title: `Admissions open for batch ${i}`, Announcement: `${SENTENCE} (${i})`, order: i },
    });
  }
  const categories = ['Events', 'Campaigns', 'Celebrations', 'Workshops', 'Community', 'Others'];
  for (let i = 0; i < 8; i += 1) {
    await call(apiUrl, '/api/admin/addImage', {
      method: 'POST',
      token,
      form: form({ title: `Class day ${i + 1}`, description: SENTENCE, category: categories[i % categories.length] }, 'photo', await photo(1200, 800, i % 5)),
    });
  }
  for (let i = 0; i < 4; i += 1) {
    await call(apiUrl, '/api/admin/publications', {
      method: 'POST',
      token,
      form: form(
        {
          title: i % 2 ? `Newsletter ${2022 + i}` : `Annual report ${2022 + i}`,
          type: i % 2 ? 'newsletter' : 'annual_report',
          description: SENTENCE,
          publishDate: `${2022 + i}-03-31`,
          fileUrl: `https://example.org/reports/${2022 + i}.pdf`,
          flipbookUrl: `https://example.org/flipbook/${2022 + i}`,
        },
        'coverImage',
        await photo(600, 800, i),
      ),
    });
  }
  const positions = ['President', 'Secretary', 'Treasurer', 'Education lead', 'Volunteer coordinator', 'Health lead'];
  for (let i = 0; i < positions.length; i += 1) {
    await call(apiUrl, '/api/admin/coreteam', {
      method: 'POST',
      token,
      form: form(
        { name: `Member ${i + 1} Sharma`, position: positions[i], order: i, bio: SENTENCE, email: `member${i + 1}@society.local` },
        'profilePhoto',
        await photo(400, 400, i % 5),
      ),
    });
  }
  return accounts;
}

/** The set-password link of the newest invite mailed to `email` (the outbox sends in the background). */
async function inviteTokenMailedTo(caughtMails, email) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const invites = (await caughtMails()).filter((mail) => mail.to.some((to) => to.address === email));
    const token = /\/set-password#token=([\w-]+)/.exec(invites.at(-1)?.text ?? '')?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`seed: no invite mailed to ${email} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two interns as HR onboards and invites them: one has set a password from the mail's link (its session
 * opens the volunteer dashboard), the other's link is unused (the set-password page as an invite opens it).
 * @returns {{ volunteer: { email: string, password: string, session: object }, inviteToken: string }}
 */
export async function seedVolunteers(services, accounts) {
  const apiUrl = services.api.url;
  const hrToken = accounts.hr.session.token;
  // An invite's link needs the site's address, as the Site tab holds it.
  await call(apiUrl, '/api/admin/settings/site', { method: 'PUT', token: accounts.admin.session.token, json: { publicOrigin: services.siteUrl } });
  return withMailingApi(services, async (mailing) => {
    const invited = [];
    for (const name of ['Asha Verma', 'Ravi Kumar']) {
      const email = `bench-${name.split(' ')[0].toLowerCase()}@society.local`;
      await call(apiUrl, '/api/hr/applicants/intern', {
        method: 'POST',
        json: { name, email, phone: '98111 22233', gender: 'female', dob: '2003-04-12', course: 'BA', college: 'SD College, Ambala', interests: ['content-writing'], duration: '3-month', availability: 'part-time', reference: 'seminar', agreeToTerms: true },
      });
      const applicant = (await call(apiUrl, '/api/hr/applicants', { token: hrToken })).find((candidate) => candidate.email === email);
      await call(apiUrl, `/api/hr/applicants/${applicant._id}`, { method: 'PUT', token: hrToken, json: { status: 'onboarded', assignedPosition: 'Content writer', assignedTeam: 'Outreach', doj: '2026-07-01' } });
      await call(mailing.apiUrl, `/api/hr/applicants/${applicant._id}/invite`, { method: 'POST', token: hrToken });
      invited.push({ email, token: await inviteTokenMailedTo(mailing.caughtMails, email) });
    }
    const [first, second] = invited;
    const password = 'bench-volunteer-password-1';
    const session = await call(apiUrl, '/api/auth/set-password', { method: 'POST', json: { token: first.token, password } });
    return { volunteer: { email: first.email, password, session }, inviteToken: second.token };
  });
}
