import { Injectable } from '@nestjs/common';
import { FileStorage } from '../../../../storage/file-storage';
import { PoliceVerificationRepository } from '../repositories/police-verification.repository';
import { PolicyAcknowledgementRepository } from '../repositories/policy-acknowledgement.repository';
import type { PoliceVerificationRecord } from '../schemas/police-verification.schema';
import type { PolicyAcknowledgementRecord } from '../schemas/policy-acknowledgement.schema';

export interface SafeguardingRecordsHeld {
  verification: PoliceVerificationRecord | null;
  acknowledgements: PolicyAcknowledgementRecord[];
}

/**
 * A person's own safeguarding records (their police verification and policy acknowledgements), for the
 * data-rights duties. Concerns are not among them: a concern is the society's record of a child's safety,
 * kept whoever raised it (see HeldDataService.erase).
 */
@Injectable()
export class SafeguardingRecords {
  constructor(
    private readonly verifications: PoliceVerificationRepository,
    private readonly acknowledgements: PolicyAcknowledgementRepository,
    private readonly storage: FileStorage,
  ) {}

  async of(userId: string): Promise<SafeguardingRecordsHeld> {
    const [verification, acknowledgements] = await Promise.all([this.verifications.findOf(userId), this.acknowledgements.listOfUser(userId)]);
    return { verification, acknowledgements };
  }

  /** Erases them, the scan first (a run stopped half-way leaves a record whose file a second run removes again). */
  async erase(userId: string): Promise<{ verifications: number; scans: number; acknowledgements: number }> {
    const verification = await this.verifications.findOf(userId);
    if (verification?.scanPath) await this.storage.remove(verification.scanPath);
    return {
      scans: verification?.scanPath ? 1 : 0,
      verifications: await this.verifications.deleteOf(userId),
      acknowledgements: await this.acknowledgements.deleteOfUser(userId),
    };
  }
}
