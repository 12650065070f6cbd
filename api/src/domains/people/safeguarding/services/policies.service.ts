import { HttpStatus, Injectable } from '@nestjs/common';
import type { CurrentPolicyView, PolicyVersionView, PublishPolicyRequest } from '@society/contracts';
import { AuditTrail } from '../../../../audit/audit-trail';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { PolicyAcknowledgementRepository } from '../repositories/policy-acknowledgement.repository';
import { PolicyVersionRepository } from '../repositories/policy-version.repository';
import type { PolicyVersionRecord } from '../schemas/policy-version.schema';

/** How much of each text the activity log keeps (a policy runs to pages; its versions are all kept here). */
const LOGGED_TEXT_CHARS = 300;

const labelOf = (version: number) => `Version ${version}`;

/** The child-protection policy: the admin publishes versions; everyone who meets children acknowledges the current one. */
@Injectable()
export class PoliciesService {
  constructor(
    private readonly policies: PolicyVersionRepository,
    private readonly acknowledgements: PolicyAcknowledgementRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditTrail,
  ) {}

  /** Every version, newest first, with how many acknowledged each. */
  async list(): Promise<PolicyVersionView[]> {
    const [versions, counts] = await Promise.all([this.policies.listNewestFirst(), this.acknowledgements.countByVersion()]);
    return versions.map((policy, i) => policyView(policy, i === 0, counts.get(policy.version) ?? 0));
  }

  /** Publishes the next version: it is current at once, so everyone must acknowledge again. */
  async publish(actor: Actor, request: PublishPolicyRequest): Promise<PolicyVersionView> {
    const publisher = await this.users.findById(actor.id);
    // Two admins publishing at once: the second takes the next number (the unique index refuses the same one).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await this.policies.findCurrent();
      if (current && current.textEn === request.textEn && current.textHi === request.textHi) throw new MessageError(HttpStatus.CONFLICT, 'safeguardingPolicySame');
      const saved = await this.policies.insert({ version: (current?.version ?? 0) + 1, textEn: request.textEn, textHi: request.textHi, publishedById: actor.id, publishedByName: publisher?.name ?? actor.email });
      if (!saved) continue;
      await this.audit.record(actor, {
        kind: 'safeguarding-policy',
        action: 'publish',
        recordId: String(saved._id),
        recordLabel: labelOf(saved.version),
        after: { version: saved.version, textEn: saved.textEn.slice(0, LOGGED_TEXT_CHARS), textHi: saved.textHi.slice(0, LOGGED_TEXT_CHARS) },
      });
      return policyView(saved, true, 0);
    }
    throw new MessageError(HttpStatus.CONFLICT, 'safeguardingPolicyBusy');
  }

  /** The current version and the person's acknowledgement of it. */
  async current(userId: string): Promise<CurrentPolicyView> {
    const policy = await this.policies.findCurrent();
    if (!policy) return { policy: null, acknowledgedAt: null };
    const acknowledgement = await this.acknowledgements.findOf(policy.version, userId);
    return {
      policy: { version: policy.version, textEn: policy.textEn, textHi: policy.textHi, publishedAt: policy.createdAt.toISOString() },
      acknowledgedAt: acknowledgement ? acknowledgement.acknowledgedAt.toISOString() : null,
    };
  }

  /** The person acknowledges a version: only the current one (a screen left open on an older one is refused). */
  async acknowledge(actor: Actor, version: number): Promise<CurrentPolicyView> {
    const policy = await this.policies.findCurrent();
    if (!policy) throw new MessageError(HttpStatus.NOT_FOUND, 'safeguardingNoPolicy');
    if (policy.version !== version) throw new MessageError(HttpStatus.CONFLICT, 'safeguardingNotCurrentVersion', { current: policy.version });
    const { created } = await this.acknowledgements.acknowledge(version, actor.id, new Date());
    if (created) await this.audit.record(actor, { kind: 'safeguarding-policy', action: 'acknowledge', recordId: String(policy._id), recordLabel: `${labelOf(version)}, ${actor.email}`, after: { acknowledgedVersion: version } });
    return this.current(actor.id);
  }
}

function policyView(policy: PolicyVersionRecord, current: boolean, acknowledgements: number): PolicyVersionView {
  return {
    version: policy.version,
    textEn: policy.textEn,
    textHi: policy.textHi,
    publishedAt: policy.createdAt.toISOString(),
    publishedBy: { userId: policy.publishedById, name: policy.publishedByName },
    current,
    acknowledgements,
  };
}
