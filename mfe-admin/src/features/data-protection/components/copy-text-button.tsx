import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@society/contracts';
import { Button } from '@society/web-kit';

/** Copies a drafted text; says so for a moment, or asks to copy by hand when the browser refuses. */
export function CopyTextButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      // No clipboard access (permission refused, an old browser): the text stays selectable below.
    }
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), TIMINGS.copyFeedbackMs);
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${what}`}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text to copy' : 'Copy'}</span>
    </Button>
  );
}
