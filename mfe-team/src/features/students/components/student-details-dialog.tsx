import { useEffect, useRef, useState } from 'react';
import { Button, Modal, isApiError } from '@society/web-kit';
import { DetailRows } from '../../../components/detail-rows';
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
      <DetailRows
        rows={[
          { label: 'Name', value: student.name },
          { label: 'Gender', value: GENDER_LABELS[student.gender] ?? student.gender },
          { label: "Father's name", value: student.fatherName },
          { label: "Mother's name", value: student.motherName },
          { label: 'Date of birth', value: formatDate(student.dob) },
          { label: 'Age', value: student.age ?? '' },
          { label: 'Contact number', value: student.contactNumber },
          { label: 'Area', value: student.area },
          { label: 'Address', value: student.address },
          { label: 'School name', value: student.schoolName },
          { label: 'Class studying', value: student.classStudying },
          { label: 'Admitted in school', value: student.admittedInSchool ? 'Yes' : 'No' },
          { label: 'Admission date', value: formatDate(student.admissionDate) },
          { label: 'End date', value: formatDate(student.endDate) },
          { label: 'Aadhaar card', value: student.aadharMasked ? <AadhaarReveal student={student} /> : '' },
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
