import { HttpStatus, Injectable } from '@nestjs/common';
import type { GalleryChild } from '@society/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { galleryItemView } from '../audit/audit-views';
import { GalleryItemRepository } from '../database/repositories/gallery-item.repository';
import { StudentRepository, type StudentNameAndConsent } from '../database/repositories/student.repository';
import { MessageError } from '../i18n/message-error';
import type { Actor } from '../security/auth-user';

/** Children one search offers. */
export const PHOTO_CHILD_MATCHES = 20;

/** A child's photos may be published only while their guardian's consent says yes to photos (and is not withdrawn). */
export const hasPhotoConsent = (student: Pick<StudentNameAndConsent, 'guardianConsent' | 'consentWithdrawal'>): boolean =>
  !student.consentWithdrawal && student.guardianConsent?.photoConsent === true;

/**
 * The guardian's photo consent (issue 45) where photos are published: the gallery's check before an item showing
 * children is published, and the unpublishing of a child's photos when that consent goes. The unpublishing runs
 * before the consent changes, so no moment shows a photo the guardian no longer allows.
 */
@Injectable()
export class PhotoConsents {
  constructor(
    private readonly students: StudentRepository,
    private readonly gallery: GalleryItemRepository,
    private readonly audit: AuditTrail,
  ) {}

  /** The children of `studentIds`, in that order, with their photo consent; an unknown id is refused (or, with skipUnknown, left out). */
  async children(studentIds: readonly string[], { skipUnknown = false } = {}): Promise<GalleryChild[]> {
    if (studentIds.length === 0) return [];
    const found = new Map((await this.students.listNamesAndConsents(studentIds)).map((student) => [String(student._id), student]));
    return studentIds.flatMap((id) => {
      const student = found.get(id);
      if (!student && skipUnknown) return [];
      if (!student) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingPhotoChildUnknown');
      return [{ studentId: id, name: student.name, photoConsent: hasPhotoConsent(student) }];
    });
  }

  /** Children whose record matches `name` (by name, at most `limit`): the admin picks those a photo shows. Erased records are left out. */
  async search(name: string, limit = PHOTO_CHILD_MATCHES): Promise<GalleryChild[]> {
    const { rows } = await this.students.listPage({ page: 1, pageSize: limit, sort: { field: 'name', descending: false }, search: name });
    return rows.filter((student) => !student.consentWithdrawal).map((student) => ({ studentId: String(student._id), name: student.name, photoConsent: hasPhotoConsent(student) }));
  }

  /** Refuses to publish a photo of children unless each has the photo consent, naming the first who has not. */
  async assertMayPublish(studentIds: readonly string[]): Promise<GalleryChild[]> {
    if (studentIds.length === 0) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingPhotoNoChildren');
    const children = await this.children(studentIds);
    const without = children.find((child) => !child.photoConsent);
    if (without) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingPhotoNoConsent', { name: without.name });
    return children;
  }

  /** The child's photo consent is going (replaced by a no, or the consent withdrawn): their photos leave the public gallery. */
  async consentGoing(actor: Actor, studentId: string): Promise<void> {
    for (const item of await this.gallery.unpublishShowing(studentId)) {
      const before = galleryItemView(item);
      await this.audit.record(actor, { kind: 'gallery', action: 'update', recordId: String(item._id), recordLabel: item.title, before, after: { ...before, published: false } });
    }
  }
}
