import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import { ApplicantRepository } from '../src/database/repositories/applicant.repository';
import { CoreTeamMemberRepository } from '../src/database/repositories/core-team-member.repository';
import { UserRepository } from '../src/database/repositories/user.repository';
import { PasswordHasher } from '../src/security/password-hasher';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, DEFAULT_PASSWORD, login, loginAs, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';
import { listFiles } from './helpers/uploads';

// Issue 31: a read-decide-write of one record (HR's save of an applicant, the team's of a student, the
// admin's of a core team member, a volunteer's new leave or exit request checked against their others)
// waits its turn across every API replica, not only within one process. Two API instances on one database
// stand for two replicas; the embedded engine writes a document back whole, so without the shared turn one
// save's remark, or one photo's deletion, would be lost, and two checks could both pass.
describe('one record saved through two API instances on one database at once', () => {
  let first: TestApp;
  let second: TestApp;
  let hr: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
    [hr, admin] = await Promise.all([loginAs(first, 'hr'), loginAs(first, 'admin')]);
  });

  const either = (index: number) => (index % 2 ? second : first);
  const dayFromToday = (days: number) => todayInIndia(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

  /** An active volunteer signed in to the portal. */
  async function volunteer(): Promise<string> {
    const person = await createApplicant(first.app, { status: 'active' });
    const account = await first.app.get(UserRepository).createVolunteerAccount({ email: person.email, name: person.name, applicantId: person._id, invite: { inviteTokenHash: 'unused', inviteExpiresAt: new Date(), invitedAt: new Date() } });
    const passwordHash = await first.app.get(PasswordHasher).hash(DEFAULT_PASSWORD);
    await first.app.get<Connection>(getConnectionToken()).collection('users').updateOne({ _id: account._id }, { $set: { passwordHash } });
    return `Bearer ${(await login(first.http, person.email, DEFAULT_PASSWORD)).token}`;
  }

  it("keeps every remark when HR saves one applicant from both at once, each on the other's save", async () => {
    const id = String((await createApplicant(first.app))._id);
    const saves = await Promise.all(
      Array.from({ length: 30 }, (_, index) => request(either(index).http).put(`/api/hr/applicants/${id}`).set('Authorization', hr.auth).send({ remarks: [{ text: `Call ${index}` }] })),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(30).fill(200));
    const stored = await first.app.get(ApplicantRepository).findById(id);
    expect(stored?.remarks.map((remark) => remark.text).sort()).toEqual(Array.from({ length: 30 }, (_, index) => `Call ${index}`).sort());
  });

  it("deletes each replaced photo exactly once when the admin changes a core team member's photo from both at once", async () => {
    const before = listFiles(first.uploadDir);
    const created = await request(first.http)
      .post('/api/admin/coreteam')
      .set('Authorization', admin.auth)
      .field({ name: 'Meera Sharma', position: 'Secretary', order: '1' })
      .attach('profilePhoto', await makeImage('png', 120, 90), { filename: 'meera.png', contentType: 'image/png' })
      .expect(201);
    const id = (created.body as { _id: string })._id;
    const photos = await Promise.all(Array.from({ length: 12 }, (_, index) => makeImage('png', 100 + index, 80)));
    const changes = await Promise.all(
      photos.map((photo, index) =>
        request(either(index).http).put(`/api/admin/coreteam/${id}`).set('Authorization', admin.auth).field({ name: 'Meera Sharma' }).attach('profilePhoto', photo, { filename: `meera-${index}.png`, contentType: 'image/png' }),
      ),
    );
    expect(changes.map((change) => change.status)).toEqual(Array(12).fill(200));

    // Of the five photos stored, only the last saved is left: every replaced one was deleted, none twice or missed.
    const member = await first.app.get(CoreTeamMemberRepository).findById(id);
    const kept = [member?.profilePhotoPath, ...(member?.profilePhotoVariants ?? []).map((variant) => variant.path)].map((key) => path.normalize(String(key)));
    const added = listFiles(first.uploadDir).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual([...new Set(kept)].sort());
  });

  it('lets a volunteer ask once when the same exit or leave request reaches both at once', async () => {
    const auth = await volunteer();
    const send = (index: number, path: string, body: object) => request(either(index).http).post(path).set('Authorization', auth).send(body);
    const exits = await Promise.all(Array.from({ length: 6 }, (_, index) => send(index, '/api/volunteer/exit-requests', { lastWorkingDay: dayFromToday(20), reason: `Moving away (${index})` })));
    expect(exits.map((exit) => exit.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of exits.filter((exit) => exit.status === 409)) expectError(refused, 409, VOLUNTEER_MESSAGES.exitPending);

    const leaves = await Promise.all(Array.from({ length: 6 }, (_, index) => send(index, '/api/volunteer/leave-requests', { type: 'exams', from: dayFromToday(3), to: dayFromToday(4), reason: `Exams (${index})` })));
    expect(leaves.map((leave) => leave.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of leaves.filter((leave) => leave.status === 409)) expectError(refused, 409, VOLUNTEER_MESSAGES.leaveOverlaps);
  });
});
