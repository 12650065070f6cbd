import { useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { aadhaarDigits, groupAadhaar } from '../../../utils/aadhaar';
import type { ControlProps } from '@society/web-kit/staff';

export interface AadhaarInputProps extends ControlProps {
  /** The digits typed so far (no spaces). */
  digits: string;
  onDigits: (digits: string) => void;
  disabled?: boolean;
}

/**
 * A numeric text field that shows the number in groups of four ('2345 6789 0124') as it is typed,
 * keeping the caret after the same digit when a space is added or removed.
 */
export function AadhaarInput({ digits, onDigits, disabled, ...control }: AadhaarInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  // Re-render even when the digits did not change (a space deleted), so the caret is put back.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretRef.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caretRef.current, caretRef.current);
    caretRef.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const digitsBeforeCaret = aadhaarDigits(raw.slice(0, event.target.selectionStart ?? raw.length)).length;
    const next = aadhaarDigits(raw);
    const grouped = groupAadhaar(next);
    let caret = 0;
    for (let seen = 0; caret < grouped.length && seen < digitsBeforeCaret; caret += 1) {
      if (grouped[caret] !== ' ') seen += 1;
    }
    caretRef.current = caret;
    onDigits(next);
    rerender();
  }

  return (
    <input
      {...control}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      value={groupAadhaar(digits)}
      onChange={onChange}
    />
  );
}
