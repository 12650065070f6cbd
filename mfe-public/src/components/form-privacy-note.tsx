import { Link } from 'react-router-dom';

/** The line beside every form that says what happens to what the visitor types. */
export function FormPrivacyNote({ purpose }: { purpose: string }) {
  return (
    <p className="pub-form__privacy">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6l7-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {purpose} <Link to="/privacy">How we use your details</Link>
      </span>
    </p>
  );
}
