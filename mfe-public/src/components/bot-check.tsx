import { useEffect, useRef, useState } from 'react';
import { formsKitText, type BotCheckFields } from '@society/contracts';
import { useText } from '@society/web-kit';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The API drops a submission (answering it like a success) when the field people never see is filled in,
 * or when the form was sent within seconds of being shown: both are what form-filling scripts do.
 */
export function useBotCheck(): { honeypot: HoneypotProps; botCheckFields: () => BotCheckFields } {
  const shownAt = useRef(Date.now());
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const [website, setWebsite] = useState('');
  return {
    honeypot: { value: website, onChange: setWebsite },
    botCheckFields: () => ({ ...(website ? { website } : {}), fillSeconds: Math.floor((Date.now() - shownAt.current) / 1000) }),
  };
}

/** Off-screen and out of the tab order, hidden from screen readers: only a script fills it in. */
export function HoneypotField({ value, onChange }: HoneypotProps) {
  const t = useText(formsKitText);
  return (
    <div className="pub-form__honeypot" aria-hidden="true">
      <label>
        {t('honeypotLabel')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
