import { Injectable } from '@nestjs/common';
import type { ChildSafetyGap } from '@society/contracts';
import { PolicyAcknowledgementRepository } from './repositories/policy-acknowledgement.repository';
import { PolicyVersionRepository } from './repositories/policy-version.repository';
import { PoliceVerificationRepository } from './repositories/police-verification.repository';
import type { PoliceVerificationRecord } from './schemas/police-verification.schema';

export type { ChildSafetyGap } from '@society/contracts';

/** Whether a verification lets its person work with children on `day`: verified, and its expiry after that day. */
export function verificationValidOn(verification: Pick<PoliceVerificationRecord, 'status' | 'expiresOn'> | null | undefined, day: string): boolean {
  return verification?.status === 'verified' && verification.expiresOn !== null && verification.expiresOn > day;
}

/**
 * Whether a person (a user account: a team member or a volunteer) may work with children on a day (YYYY-MM-DD,
 * India time): the sessions' sign-up and assignment ask it before a session with children. With no policy
 * published, no one has acknowledged the current one: the society must have one before children are met.
 */
@Injectable()
export class ChildSafety {
  constructor(
    private readonly policies: PolicyVersionRepository,
    private readonly acknowledgements: PolicyAcknowledgementRepository,
    private readonly verifications: PoliceVerificationRepository,
  ) {}

  /** What the person lacks on that day: [] when they may work with children. */
  async gapsOn(userId: string, day: string): Promise<ChildSafetyGap[]> {
    const [policy, verification] = await Promise.all([this.policies.findCurrent(), this.verifications.findOf(userId)]);
    const acknowledged = policy ? (await this.acknowledgements.findOf(policy.version, userId)) !== null : false;
    const gaps: ChildSafetyGap[] = [];
    if (!acknowledged) gaps.push('policy');
    if (!verificationValidOn(verification, day)) gaps.push('verification');
    return gaps;
  }
}
