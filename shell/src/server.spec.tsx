import { plainPageWords, STAFF_PATHS } from './server';

describe("the team dashboard's plain page", () => {
  it('is drawn in the browser under /member-dashboard and /hi/member-dashboard, kept from robots', () => {
    expect(STAFF_PATHS).toEqual(expect.arrayContaining(['/member-dashboard', '/hi/member-dashboard']));
  });

  it('is Hindi from its first byte under /hi/member-dashboard, English under /member-dashboard', async () => {
    const hindi = await plainPageWords('/hi/member-dashboard/register/b1/2026-12-02', null);
    expect(hindi).toMatchObject({ lang: 'hi-IN', loading: 'लोड हो रहा है…' });
    const english = await plainPageWords('/member-dashboard', null);
    expect(english).toMatchObject({ lang: 'en-IN', loading: 'Loading…' });
  });
});
