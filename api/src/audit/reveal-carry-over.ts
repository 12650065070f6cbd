import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AadhaarRevealRepository } from '../database/repositories/aadhaar-reveal.repository';
import { AuditEntryRepository } from '../database/repositories/audit-entry.repository';

const BATCH = 200;
/** Reveals recorded before the activity log did not keep the address. */
export const ADDRESS_NOT_RECORDED = 'not recorded';

/**
 * Moves the Aadhaar reveals recorded before the activity log into it, so the log is the one record of who
 * saw a full number. Each keeps its id: a carry-over cut short (or run by two replicas at once) just runs again.
 */
@Injectable()
export class RevealCarryOver implements OnApplicationBootstrap {
  private readonly logger = new Logger(RevealCarryOver.name);

  constructor(
    private readonly reveals: AadhaarRevealRepository,
    private readonly entries: AuditEntryRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let moved = 0;
    for (let batch = await this.reveals.listOldest(BATCH); batch.length > 0; batch = await this.reveals.listOldest(BATCH)) {
      for (const reveal of batch) {
        await this.entries.insertCarriedOver({
          _id: String(reveal._id),
          at: reveal.revealedAt,
          actorId: String(reveal.userId),
          actorEmail: reveal.userEmail,
          // Only the team may reveal a number.
          actorRole: 'team',
          address: ADDRESS_NOT_RECORDED,
          kind: 'student',
          action: 'reveal-aadhaar',
          recordId: String(reveal.studentId),
          recordLabel: '',
          changes: [],
        });
      }
      await this.reveals.deleteCarriedOver(batch.map((reveal) => String(reveal._id)));
      moved += batch.length;
    }
    if (moved > 0) this.logger.log(`Moved ${moved} earlier Aadhaar reveals into the activity log`);
  }
}
