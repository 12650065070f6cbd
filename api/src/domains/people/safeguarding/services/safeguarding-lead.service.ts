import { HttpStatus, Injectable } from '@nestjs/common';
import type { Role, SafeguardingLeadView } from '@society/contracts';
import { AuditTrail } from '../../../../audit/audit-trail';
import { UserRepository } from '../../../../database/repositories/user.repository';
import type { UserRecord } from '../../../../database/schemas/user.schema';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { SafeguardingLeadRepository } from '../repositories/safeguarding-lead.repository';

/** Who may be the lead: a staff account (a volunteer reads no one's concerns). */
const LEAD_ROLES: readonly Role[] = ['admin', 'hr', 'team'];

/** The safeguarding lead the admin names: with the admins, the only reader of the concerns register. */
@Injectable()
export class SafeguardingLeadService {
  constructor(
    private readonly leads: SafeguardingLeadRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditTrail,
  ) {}

  async get(): Promise<SafeguardingLeadView> {
    return { lead: leadOf(await this.leadAccount()) };
  }

  /** Whether the user is the named lead (an account disabled or no longer staff is not). */
  async isLead(userId: string): Promise<boolean> {
    const lead = await this.leadAccount();
    return lead !== null && String(lead._id) === userId;
  }

  /** The lead's account while it can act as one; null otherwise. */
  async leadAccount(): Promise<UserRecord | null> {
    const userId = await this.leads.findUserId();
    const user = userId ? await this.users.findById(userId) : null;
    return user && isStaff(user) ? user : null;
  }

  /** Names the lead (a staff user) or none (null). */
  async set(actor: Actor, userId: string | null): Promise<SafeguardingLeadView> {
    const user = userId ? await this.users.findById(userId) : null;
    if (userId && (!user || !isStaff(user))) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingLeadNotStaff');
    const before = await this.leadAccount();
    await this.leads.set(userId);
    await this.audit.record(actor, { kind: 'safeguarding-lead', action: 'update', recordLabel: 'Safeguarding lead', before: { lead: before?.email ?? null }, after: { lead: user?.email ?? null } });
    return { lead: leadOf(user) };
  }
}

const isStaff = (user: UserRecord) => LEAD_ROLES.includes(user.role) && !user.disabledAt;

function leadOf(user: UserRecord | null): SafeguardingLeadView['lead'] {
  return user ? { userId: String(user._id), name: user.name ?? '', email: user.email, role: user.role } : null;
}
