import { ROLES, type Role, type TeacherView } from '@society/contracts';
import { UserRepository } from '../src/database/repositories/user.repository';
import { createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { createUser, loginAs, type LoggedIn } from './helpers/factories';
import { idOf } from './helpers/register';

const TEACHERS = '/api/team/register/teachers';

describe('who can teach a batch (issue 44)', () => {
  let t: TestApp;
  const sessions = {} as Record<Role, LoggedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) sessions[role] = await loginAs(t, role);
  });

  it('answers the team alone: nobody signed out, no other role', async () => {
    const seen: string[] = [`anonymous ${(await call(t.http, ['get', TEACHERS])).status}`];
    for (const role of ROLES) seen.push(`${role} ${(await call(t.http, ['get', TEACHERS], sessions[role].auth)).status}`);
    expect(seen).toEqual(['anonymous 401', ...ROLES.map((role) => `${role} ${role === 'team' ? 200 : 403}`)]);
  });

  it('lists the enabled team members by name, a nameless one by the start of their e-mail, and no e-mail at all', async () => {
    const zoya = await createUser(t.app, { role: 'team', name: 'Zoya Khan', email: 'zoya.k@example.org' });
    const nameless = await createUser(t.app, { role: 'team', email: 'anil.teacher@example.org' });
    const gone = await createUser(t.app, { role: 'team', name: 'Aaron Gone' });
    await t.app.get(UserRepository).setDisabled(idOf(gone.user), new Date());
    const hr = await createUser(t.app, { role: 'hr', name: 'Aarti HR' });

    const response = await call(t.http, ['get', TEACHERS], sessions.team.auth).expect(200);
    const teachers = response.body as TeacherView[];
    const ids = teachers.map((teacher) => teacher.id);
    expect(teachers).toEqual(expect.arrayContaining([{ id: idOf(zoya.user), name: 'Zoya Khan' }, { id: idOf(nameless.user), name: 'anil.teacher' }]));
    expect(ids).toContain(idOf(sessions.team.user));
    expect(ids).not.toContain(idOf(gone.user));
    expect(ids).not.toContain(idOf(hr.user));
    expect(teachers.every((teacher) => Object.keys(teacher).sort().join() === 'id,name')).toBe(true);
    expect(response.text).not.toContain('@');
    const names = teachers.map((teacher) => teacher.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' })));
  });
});
