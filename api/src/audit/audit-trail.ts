import { Injectable } from '@nestjs/common';
import { AUDIT_REQUESTER_ACTOR, AUDIT_SYSTEM_ACTOR, type AuditAction, type AuditFieldChange, type AuditKind, type AuditValue, type Role } from '@society/contracts';
import { AuditEntryRepository } from '../database/repositories/audit-entry.repository';
import type { Actor } from '../security/auth-user';
import type { AuditView } from './audit-views';

/** A change to record: the record's audit view before it (none for a create) and after it (none for a delete). */
export interface AuditedChange {
  kind: AuditKind;
  action: AuditAction;
  recordId?: string;
  /** Words that name the record for a reader: a user's email, a donor's name and receipt number... */
  recordLabel?: string;
  before?: AuditView;
  after?: AuditView;
}

export interface LoginAttemptRecord {
  /** The email as typed (for a failure, the one that was tried). */
  email: string;
  address: string;
  /** The user who signed in; absent when the attempt failed. */
  user?: { id: string; email: string; role: Role };
}

/** '' and a field that is not there read the same: not set. */
const normalised = (value: AuditValue | undefined): AuditValue => (value === undefined || value === '' ? null : value);

/** The fields whose value differs, in the order the views list them. */
export function changedFields(before: AuditView = {}, after: AuditView = {}): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: normalised(before[field]), after: normalised(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/**
 * Puts staff changes on record (GET /api/admin/activity reads them). Services call it where the change
 * happens, once the change is saved, with the actor from the request: one call per change, e.g.
 * `audit.record(actor, { kind: 'settings', action: 'update', before: settingsView(old), after: settingsView(saved) })`.
 * It is awaited: a change the log could not take answers an error instead of passing silently.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly entries: AuditEntryRepository) {}

  async record(actor: Actor, change: AuditedChange): Promise<void> {
    const changes = changedFields(change.before, change.after);
    // Saved as it was: nothing to put on record.
    if (change.action === 'update' && changes.length === 0) return;
    await this.entries.insert({
      at: new Date(),
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      address: actor.address,
      kind: change.kind,
      action: change.action,
      recordId: change.recordId,
      recordLabel: change.recordLabel ?? '',
      changes,
    });
  }

  /**
   * A change the API made by itself (a scheduled job), on record under AUDIT_SYSTEM_ACTOR with no person's id.
   * Its changes name what was done, e.g. how many records of each kind were deleted.
   */
  async recordSystem(change: Omit<AuditedChange, 'before' | 'after'> & { changes: AuditFieldChange[] }): Promise<void> {
    await this.entries.insert({
      at: new Date(),
      actorEmail: AUDIT_SYSTEM_ACTOR.email,
      address: AUDIT_SYSTEM_ACTOR.address,
      kind: change.kind,
      action: change.action,
      recordId: change.recordId,
      recordLabel: change.recordLabel ?? '',
      changes: change.changes,
    });
  }

  /**
   * A step a visitor took on the "Your data" page (asking, confirming by the mailed link), on record under
   * AUDIT_REQUESTER_ACTOR: the person's email stays on the request alone, so the log keeps no copy of it.
   */
  async recordRequester(address: string, change: Omit<AuditedChange, 'before' | 'after'> & { changes: AuditFieldChange[] }): Promise<void> {
    await this.entries.insert({
      at: new Date(),
      actorEmail: AUDIT_REQUESTER_ACTOR.email,
      address,
      kind: change.kind,
      action: change.action,
      recordId: change.recordId,
      recordLabel: change.recordLabel ?? '',
      changes: change.changes,
    });
  }

  /** A login that reached the password check; a failure keeps the email tried, never the password. */
  async recordLogin({ email, address, user }: LoginAttemptRecord): Promise<void> {
    await this.entries.insert({
      at: new Date(),
      actorId: user?.id,
      actorEmail: user?.email ?? email,
      actorRole: user?.role,
      address,
      kind: 'login',
      action: user ? 'login-succeeded' : 'login-failed',
      recordId: user?.id,
      recordLabel: user?.email ?? email,
      changes: [],
    });
  }
}
