import { BadRequestException, Controller, Post, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getModelToken } from '@nestjs/mongoose';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Model } from 'mongoose';
import { SESSION_SKILLS, addDays, todayInIndia, weekMonday } from '@society/contracts';
import { AppConfig } from '../src/config/app-config';
import { UserRepository } from '../src/database/repositories/user.repository';
import { checkInCodeKey, currentCheckInCode } from '../src/domains/people/volunteering/check-in-code';
import { VolunteerSessionRepository, type NewSessionRecord } from '../src/domains/people/volunteering/repositories/volunteer-session.repository';
import { HoursEntry } from '../src/domains/people/volunteering/schemas/hours-entry.schema';
import { SessionSignUp, signUpKey } from '../src/domains/people/volunteering/schemas/session-sign-up.schema';
import { VolunteerSession } from '../src/domains/people/volunteering/schemas/volunteer-session.schema';
import { indiaInstant } from '../src/domains/people/volunteering/services/session-time';
import { Public } from '../src/security/auth.decorators';

// Issue 45's budgets: a term of volunteer sessions, written straight through the domain's repositories and
// models (in bulk), so the bench can time the volunteers' open sessions, HR's hours to approve, a week's
// approval in one step, and the check-in page the QR code opens.

const SESSIONS = 500;
const SIGN_UPS_PER_SESSION = 10;
/** Places per session: the last two of each session's ten sign-ups wait. */
const WANTED = 8;
/** The volunteers the 5,000 sign-ups are spread over (the measured one among them): 50 each. */
const VOLUNTEERS = 100;
const WEEK_HOURS = 200;
const TERM_WEEKS = 21;
/** Term sessions start at these times (two hours each). */
const STARTS = ['09:00', '11:00', '14:00', '16:00'];

export interface SessionsTerm {
  sessions: number;
  signUps: number;
  volunteers: number;
  /** The first and last day of the term. */
  term: { from: string; to: string };
  /** The Monday of the week whose hour entries wait for HR. */
  hoursWeek: string;
  waitingHours: number;
  /** A session starting about now that the measured volunteer holds a place on, and its current code. */
  checkIn: { sessionId: string; code: string; day: string; start: string; end: string };
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Today's (India) session open for check-in now: from now (or, late at night, from tomorrow's midnight, within the half hour before). */
function sessionNow(now: Date): { day: string; start: string; end: string } {
  const india = new Date(now.getTime() + 330 * 60_000);
  const minutes = india.getUTCHours() * 60 + india.getUTCMinutes();
  const today = todayInIndia(now);
  if (minutes <= 23 * 60 + 29) return { day: today, start: clock(minutes), end: clock(Math.min(minutes + 120, 23 * 60 + 59)) };
  return { day: addDays(today, 1), start: '00:00', end: '02:00' };
}

/**
 * `npm run bench`'s term of volunteer sessions (issue 45's budget): 500 sessions from four weeks ago over
 * 21 weeks (Monday to Saturday), 5,000 sign-ups spread over 100 volunteer users (the measured `volunteer`,
 * a user id, and 99 made here), 200 waiting hour entries in last week, and one more session starting now
 * that `volunteer` holds a place on, with its current check-in code.
 */
@ApiExcludeController()
@Public()
@Controller('bench')
export class SessionsTermBenchController {
  constructor(private readonly modules: ModuleRef) {}

  private get<T>(token: (abstract new (...args: never[]) => T) | string): T {
    return this.modules.get<T>(token as never, { strict: false });
  }

  @Post('sessions-term')
  async seed(@Query('volunteer') volunteer: string, @Query('creator') creator?: string): Promise<SessionsTerm> {
    if (!volunteer) throw new BadRequestException('volunteer (a user id) is required');
    const now = new Date();
    const createdById = creator || volunteer;
    const run = now.getTime().toString(36);
    const users = this.get(UserRepository);
    const pool = [volunteer];
    for (let i = 1; i < VOLUNTEERS; i += 1) pool.push(String((await users.create({ email: `bench-term-${run}-${i}@society.local`, role: 'volunteer', name: `Term volunteer ${i}` }))._id));

    // Monday to Saturday from four weeks before this week's Monday, over the term's weeks.
    const from = addDays(weekMonday(todayInIndia(now)), -28);
    const days: string[] = [];
    for (let day = from; days.length < TERM_WEEKS * 6; day = addDays(day, 1)) if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) days.push(day);
    const fields = (day: string, start: string, end: string, i: number): NewSessionRecord => ({
      kind: 'activity',
      title: `Term session ${i + 1}: ${SESSION_SKILLS[i % SESSION_SKILLS.length]}`,
      place: 'Topkhana Basti community centre',
      day,
      start,
      end,
      startsAt: indiaInstant(day, start),
      endsAt: indiaInstant(day, end),
      volunteersWanted: WANTED,
      skill: SESSION_SKILLS[i % SESSION_SKILLS.length],
      withChildren: i % 2 === 0,
      batchId: null,
      seriesId: null,
      createdById,
    });
    const sessionRecords = Array.from({ length: SESSIONS }, (_, i) => {
      const start = STARTS[i % STARTS.length];
      return fields(days[Math.floor((i * days.length) / SESSIONS)], start, clock(Number(start.slice(0, 2)) * 60 + 120), i);
    });
    const sessionsRepository = this.get(VolunteerSessionRepository);
    const sessions = await sessionsRepository.createMany(sessionRecords);

    // Ten sign-ups a session, each by a different volunteer (offsets 0, 10, …, 90 of the pool): eight places, two waiting.
    const signUps = this.get<Model<SessionSignUp>>(getModelToken(SessionSignUp.name));
    const signUpDocs = sessions.flatMap((session, i) =>
      Array.from({ length: SIGN_UPS_PER_SESSION }, (_, k) => ({
        _id: signUpKey(String(session._id), pool[(i * 3 + k * 10) % VOLUNTEERS]),
        sessionId: String(session._id),
        userId: pool[(i * 3 + k * 10) % VOLUNTEERS],
        status: k < WANTED ? ('signed-up' as const) : ('waiting' as const),
        signedUpAt: new Date(session.startsAt.getTime() - 7 * 86_400_000 + k * 60_000),
        sessionEndsAt: session.endsAt,
      })),
    );
    await signUps.insertMany(signUpDocs);
    const sessionModel = this.get<Model<VolunteerSession>>(getModelToken(VolunteerSession.name));
    await sessionModel.updateMany({ _id: { $in: sessions.map((session) => session._id) } }, { $set: { signedUpCount: WANTED, waitingCount: SIGN_UPS_PER_SESSION - WANTED } }).exec();

    // Last week's 200 hour entries, all waiting for HR: from that week's sessions, over the pool.
    const hoursWeek = addDays(weekMonday(todayInIndia(now)), -7);
    const weekSessions = sessions.filter((session) => session.day >= hoursWeek && session.day < addDays(hoursWeek, 7));
    const entries = this.get<Model<HoursEntry>>(getModelToken(HoursEntry.name));
    await entries.insertMany(
      Array.from({ length: WEEK_HOURS }, (_, i) => {
        const session = weekSessions[i % weekSessions.length];
        return {
          userId: pool[i % VOLUNTEERS],
          source: 'session' as const,
          sessionId: String(session._id),
          sessionTitle: session.title,
          signUpId: null,
          day: session.day,
          week: hoursWeek,
          hours: 2,
          note: '',
          status: 'waiting' as const,
          rejectReason: null,
          decidedAt: null,
          decidedById: null,
        };
      }),
    );

    // The session the QR code is for: starting now, the measured volunteer holding a place.
    const at = sessionNow(now);
    const [current] = await sessionsRepository.createMany([fields(at.day, at.start, at.end, SESSIONS)]);
    const currentId = String(current._id);
    await signUps.insertMany([{ _id: signUpKey(currentId, volunteer), sessionId: currentId, userId: volunteer, status: 'signed-up', signedUpAt: new Date(now.getTime() - 86_400_000), sessionEndsAt: current.endsAt }]);
    await sessionModel.updateOne({ _id: current._id }, { $set: { signedUpCount: 1 } }).exec();
    return {
      sessions: sessions.length,
      signUps: signUpDocs.length,
      volunteers: VOLUNTEERS,
      term: { from: days[0], to: days.at(-1)! },
      hoursWeek,
      waitingHours: WEEK_HOURS,
      checkIn: { sessionId: currentId, code: this.code(currentId), ...at },
    };
  }

  /** The session's check-in code of this moment (as the teacher's screen shows it). */
  @Post('sessions-term/check-in-code')
  checkInCode(@Query('session') session: string): { code: string } {
    return { code: this.code(session) };
  }

  private code(sessionId: string): string {
    return currentCheckInCode(checkInCodeKey(this.get(AppConfig).jwtSecret), sessionId, new Date()).code;
  }
}
