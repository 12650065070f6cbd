import { useEffect, useRef, useState } from 'react';
import { Button, Modal, isApiError, DetailList } from '@society/web-kit';
import { TEAM_MESSAGES } from '../../../config/messages';
import { groupAadhaar } from '../../../utils/aadhaar';
import { formatDate } from '../../../utils/dates';
import type { Student } from '../api/get-students';
import { revealAadhaar } from '../api/reveal-aadhaar';
import { GENDER_LABELS } from './labels';

export interface StudentDetailsDialogProps {
  student: Student;
  onClose: () => void;
  onEdit: () => void;
}

/** A child's whole record, read-only (SPEC §2), with the Aadhaar number masked. */
export function StudentDetailsDialog({ student, onClose, onEdit }: StudentDetailsDialogProps) {
  return (
    <Modal
      open
      size="md"
      title="Student Details"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onEdit}>Edit</Button>
        </>
      }
    >
      <DetailList
        items={[
          ['Name', student.name],
          ['Gender', GENDER_LABELS[student.gender] ?? student.gender],
          ["Father's name", student.fatherName],
          ["Mother's name", student.motherName],
          ['Date of birth', formatDate(student.dob)],
          ['Age', student.age ?? ''],
          ['Contact number', student.contactNumber],
          ['Area', student.area],
          ['Address', student.address],
          ['School name', student.schoolName],
          ['Class studying', student.classStudying],
          ['Admitted in school', student.admittedInSchool ? 'Yes' : 'No'],
          ['Admission date', formatDate(student.admissionDate)],
          ['End date', formatDate(student.endDate)],
          ['Aadhaar card', student.aadharMasked ? <AadhaarReveal student={student} /> : ''],
        ]}
      />
    </Modal>
  );
}

/**
 * The masked number and a Reveal button. The full number lives only in this component's state:
 * never in a store, browser storage or the list, and gone when the dialog closes.
 */
function AadhaarReveal({ student }: { student: Student }) {
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function reveal() {
    setBusy(true);
    setProblem('');
    try {
      const number = await revealAadhaar(student._id);
      // A reply that comes after the dialog closed is dropped, not kept anywhere.
      if (mounted.current) setFull(number);
    } catch (error) {
      if (mounted.current) setProblem((isApiError(error) && error.serverMessage) || TEAM_MESSAGES.revealFailed);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <div className="team-aadhaar-view">
      <div className="team-aadhaar-view__line">
        <span className="team-mono" aria-live="polite">
          {full ? groupAadhaar(full.replace(/\D/g, '')) : student.aadharMasked}
        </span>
        {full ? (
          <Button variant="ghost" size="sm" onClick={() => setFull(null)}>
            Hide
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={() => void reveal()}>
            {busy ? 'Revealing...' : 'Reveal'}
          </Button>
        )}
      </div>
      {problem ? (
        <p className="team-inline-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="team-note">Each reveal is recorded: who saw which child's number, and when.</p>
    </div>
  );
}
