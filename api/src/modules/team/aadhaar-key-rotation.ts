import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { StudentRepository } from '../../database/repositories/student.repository';
import { AadhaarCipher, AadhaarDecryptionError } from '../../security/aadhaar-cipher';

/**
 * Finishes a rotation of AADHAAR_ENCRYPTION_KEY: when AADHAAR_PREVIOUS_KEYS is set, every number still
 * sealed with an old key is opened and sealed again with the current one before the API serves. Each
 * record is rewritten only if it still carries the old seal, so replicas starting together do no harm.
 * Once the log says nothing is left, AADHAAR_PREVIOUS_KEYS can be removed (docs/security.md, Keys).
 */
@Injectable()
export class AadhaarKeyRotation implements OnApplicationBootstrap {
  private readonly logger = new Logger(AadhaarKeyRotation.name);

  constructor(
    private readonly config: AppConfig,
    private readonly students: StudentRepository,
    private readonly cipher: AadhaarCipher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.aadhaarPreviousKeys.length === 0) return;
    try {
      const { resealed, unreadable } = await this.resealAll();
      const left = unreadable.length ? `; ${unreadable.length} could not be opened with any configured key: ${unreadable.join(', ')}` : '; none is left on an old key';
      this.logger.log(`Aadhaar key rotation: ${resealed} number(s) sealed again with key ${this.cipher.currentKeyId}${left}`);
    } catch (error) {
      // The old keys still open what is left; the next start tries again.
      this.logger.error(`Aadhaar key rotation stopped: ${(error as Error).message}`);
    }
  }

  async resealAll(): Promise<{ resealed: number; unreadable: string[] }> {
    let resealed = 0;
    const unreadable: string[] = [];
    for (const id of await this.students.listSealedWithOtherKey(this.cipher.currentKeyId)) {
      await this.students.exclusive(id, async () => {
        const found = await this.students.findAadhaar(id);
        if (!found?.aadhaar || found.aadhaar.keyVersion === this.cipher.currentKeyId) return;
        try {
          const digits = this.cipher.open(found.aadhaar, id);
          if (await this.students.resealAadhaar(id, found.aadhaar, this.cipher.seal(digits, id))) resealed += 1;
        } catch (error) {
          if (!(error instanceof AadhaarDecryptionError)) throw error;
          unreadable.push(id);
        }
      });
    }
    return { resealed, unreadable };
  }
}
