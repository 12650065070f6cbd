import { HttpStatus, Injectable } from '@nestjs/common';
import { academicYearOf, ASSESSMENT_ROUNDS, termDays, termOf, type Term } from '@society/contracts';
import { guardianLanguage } from '../../../../consent/guardian-consents';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { SiteSettingsService } from '../../../../settings/site-settings.service';
import { todayInIndia } from '../../../../validation/calendar-day';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { BatchRepository } from '../repositories/batch.repository';
import { CentreRepository } from '../repositories/centre.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { MonthTallyRepository } from '../repositories/month-tally.repository';
import type { BatchRecord } from '../schemas/batch.schema';
import { childAttendance } from './outcome-figures';
import { renderProgressCards, type ProgressCardContent } from './progress-card-pdf';
import { hasConsent } from '../services/register-children';
import { RemarkRepository } from './repositories/remark.repository';

/** Whether an enrolment covers at least one day of the term. */
const inTermOf = ({ academicYear, term }: CardRequest) => {
  const [from, to] = termDays(academicYear, term);
  return (enrolment: { from: string; to: string | null }) => enrolment.from <= to && (enrolment.to === null || enrolment.to >= from);
};

export interface CardRequest {
  academicYear: string;
  term: Term;
}

/** The term asked for, or this one (India's today). */
export function cardRequest({ academicYear, term }: Partial<CardRequest>): CardRequest {
  const today = todayInIndia();
  return { academicYear: academicYear ?? academicYearOf(today), term: term ?? termOf(today) };
}

/** A card's file: the PDF and the name it is downloaded under. */
export interface CardFile {
  pdf: Buffer;
  fileName: string;
}

/**
 * Progress cards for parents (issue 44, item 5): one child's term, or a batch's for a parents' meeting. Each
 * card is in its child's guardian's language (their consent record's, Hindi when it names none), whatever the
 * teacher's page is in: a batch's PDF may mix Hindi and English pages.
 */
@Injectable()
export class ProgressCardsService {
  constructor(
    private readonly students: StudentRepository,
    private readonly centres: CentreRepository,
    private readonly batches: BatchRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly tallies: MonthTallyRepository,
    private readonly assessments: AssessmentRepository,
    private readonly remarks: RemarkRepository,
    private readonly settings: SiteSettingsService,
  ) {}

  /** Writes (or replaces; '' clears) the teacher's remark on a child's term. */
  async saveRemark(actor: Actor, studentId: string, { academicYear, term, remark }: CardRequest & { remark: string }): Promise<{ academicYear: string; term: Term; remark: string }> {
    await this.consentedChild(studentId);
    await this.remarks.save({ studentId, academicYear, term, remark: remark ?? '', writtenBy: actor.email });
    return { academicYear, term, remark: remark ?? '' };
  }

  async childCard(studentId: string, asked: Partial<CardRequest>): Promise<CardFile> {
    const request = cardRequest(asked);
    await this.consentedChild(studentId);
    const [card] = await this.cards([studentId], request);
    if (!card) throw new MessageError(HttpStatus.NOT_FOUND, 'registerNotInBatchInTerm');
    return { pdf: await renderProgressCards([card]), fileName: `progress-card-${request.academicYear}-${request.term}-${studentId}.pdf` };
  }

  /** The cards of every consented child in the batch during the term, by name, one page each. */
  async batchCards(batchId: string, asked: Partial<CardRequest>): Promise<CardFile> {
    const request = cardRequest(asked);
    const batch = await this.batches.findById(batchId);
    if (!batch) throw new MessageError(HttpStatus.NOT_FOUND, 'registerBatchNotFound');
    const inTerm = (await this.enrolments.listInBatch(batchId)).filter(inTermOf(request));
    const cards = await this.cards([...new Set(inTerm.map((enrolment) => enrolment.studentId))], request, batch);
    if (cards.length === 0) throw new MessageError(HttpStatus.NOT_FOUND, 'registerNoChildrenInTerm');
    return { pdf: await renderProgressCards(cards), fileName: `progress-cards-${request.academicYear}-${request.term}-${batchId}.pdf` };
  }

  private async consentedChild(studentId: string): Promise<void> {
    const [child] = await this.students.listNamesAndConsents([studentId]);
    if (!child) throw new MessageError(HttpStatus.NOT_FOUND, 'registerStudentNotFound');
    if (!hasConsent(child)) throw new MessageError(HttpStatus.CONFLICT, 'registerNoConsent');
  }

  /**
   * The cards of these children (consented ones only, by name): each in the batch given, or else the batch they
   * were last in during the term; attendance over every batch of theirs that year, the rounds assessed by the
   * term's end (the baseline always, "not assessed" if it was not).
   */
  private async cards(studentIds: string[], { academicYear, term }: CardRequest, onlyBatch?: BatchRecord): Promise<ProgressCardContent[]> {
    const [from, to] = termDays(academicYear, term);
    const overlaps = inTermOf({ academicYear, term });
    const children = (await this.students.listNamesAndConsents(studentIds)).filter(hasConsent).map((child) => ({ id: String(child._id), name: child.name, language: guardianLanguage(child.guardianConsent) }));
    const ids = children.map((child) => child.id);
    const yearBatches = (await this.batches.list()).filter((batch) => batch.academicYear === academicYear);
    const batchById = new Map(yearBatches.map((batch) => [String(batch._id), batch]));
    const enrolments = ids.length > 0 && yearBatches.length > 0 ? await this.enrolments.listInBatches([...batchById.keys()]) : [];
    const mine = new Map(ids.map((id) => [id, enrolments.filter((enrolment) => enrolment.studentId === id && overlaps(enrolment)).sort((a, b) => a.from.localeCompare(b.from))]));
    const batchIds = [...new Set([...mine.values()].flat().map((enrolment) => enrolment.batchId))];
    const [centres, months, assessments, remarks, sections, logo] = await Promise.all([
      this.centres.listByName(),
      batchIds.length > 0 ? this.tallies.listOf(batchIds).then((months) => months.filter(({ month }) => month >= from.slice(0, 7) && month <= to.slice(0, 7))) : [],
      ids.length > 0 ? this.assessments.listOfStudents(ids, academicYear) : [],
      this.remarks.ofStudents(ids, academicYear, term),
      this.settings.sections(),
      this.settings.printLogo(),
    ]);
    const centreName = new Map(centres.map((centre) => [String(centre._id), centre.name]));
    const { identity, contacts } = sections;
    const issuedOn = todayInIndia();

    const cards: ProgressCardContent[] = [];
    for (const child of children.sort((a, b) => a.name.localeCompare(b.name, 'hi'))) {
      const last = mine.get(child.id)?.at(-1);
      const batch = onlyBatch ?? (last ? batchById.get(last.batchId) : undefined);
      if (!batch) continue;
      const levels = assessments.filter((assessment) => assessment.studentId === child.id && assessment.assessedOn <= to);
      const { language } = child;
      const hindi = language === 'hi';
      const addressLines = hindi && contacts.addressLinesHi?.some((line) => line.trim()) ? contacts.addressLinesHi : contacts.addressLines;
      cards.push({
        language,
        societyName: (hindi && identity.nameHi) || identity.name,
        societyAddress: addressLines.filter((line) => line.trim()).join(', '),
        logo,
        childName: child.name,
        batchName: batch.name,
        centreName: centreName.get(batch.centreId) ?? '',
        academicYear,
        term,
        attendance: childAttendance(months, child.id),
        teachesEnglish: batch.teachesEnglish,
        rounds: ASSESSMENT_ROUNDS.flatMap((round) => {
          const found = levels.find((assessment) => assessment.round === round);
          if (!found && round !== 'baseline') return [];
          return [{ round, assessedOn: found?.assessedOn ?? null, readingHindi: found?.readingHindi ?? null, readingEnglish: found?.readingEnglish ?? null, arithmetic: found?.arithmetic ?? null }];
        }),
        remark: remarks.get(child.id) ?? '',
        issuedOn,
      });
    }
    return cards;
  }
}
