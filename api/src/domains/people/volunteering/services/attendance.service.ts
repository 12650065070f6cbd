import { HttpStatus, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import type { CheckInCodeView, SessionDetail } from '@society/contracts';
import { AppConfig } from '../../../../config/app-config';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { SiteSettingsService } from '../../../../settings/site-settings.service';
import { currentCheckInCode, checkInCodeKey } from '../check-in-code';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { HoursService } from './hours.service';
import { SessionsService } from './sessions.service';

/** What a batch's teacher does at the session: shows the check-in code, marks who came. */
@Injectable()
export class AttendanceService {
  private readonly codeKey: Buffer;

  constructor(
    config: AppConfig,
    private readonly staff: SessionsService,
    private readonly signUps: SessionSignUpRepository,
    private readonly hours: HoursService,
    private readonly settings: SiteSettingsService,
  ) {
    this.codeKey = checkInCodeKey(config.jwtSecret);
  }

  async checkInCode(actor: Actor, id: string, now = new Date()): Promise<CheckInCodeView> {
    await this.staff.managed({ scope: 'team', actor }, id);
    const { code, validUntil } = currentCheckInCode(this.codeKey, id, now);
    // The full address: a phone's camera opens only a link with its site.
    const url = `${await this.settings.linkOrigin()}/volunteer-dashboard/check-in/${id}?code=${encodeURIComponent(code)}`;
    return { code, url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }), validUntil: validUntil.toISOString() };
  }

  /** Marks a signed-up person present (checked in at the start, unless they checked in themselves) or absent. */
  async mark(actor: Actor, id: string, userId: string, present: boolean, now = new Date()): Promise<SessionDetail> {
    const session = await this.staff.managed({ scope: 'team', actor }, id);
    if (session.status === 'cancelled') throw new MessageError(HttpStatus.CONFLICT, 'sessionsCancelled');
    if (now < session.startsAt) throw new MessageError(HttpStatus.CONFLICT, 'sessionsAttendanceNotYet');
    const signUp = await this.signUps.findOf(id, userId);
    if (!signUp || signUp.status !== 'signed-up') throw new MessageError(HttpStatus.NOT_FOUND, 'sessionsPersonNotSignedUp');
    if (present) {
      if (!signUp.checkedInAt || signUp.absent) await this.signUps.update(String(signUp._id), { checkedInAt: session.startsAt, checkedInBy: 'teacher', absent: false });
    } else {
      await this.signUps.update(String(signUp._id), { absent: true, checkedInAt: null, checkedInBy: null, checkedOutAt: null, checkedOutBy: null });
    }
    await this.hours.settle(now);
    return this.staff.detail({ scope: 'team', actor }, id);
  }
}
