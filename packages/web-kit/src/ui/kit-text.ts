import { useEffect, useState } from 'react';
import { translator, webkitText, type Translate, type WEBKIT_UI_EN } from '@society/contracts';
import { useLocale } from '../i18n/i18n';

/**
 * The web kit's words in the page's language without ever waiting: English until the Hindi has loaded,
 * then Hindi. For what may itself be a Suspense fallback or an error's view (a spinner, a failed load,
 * a dialog's close button), which must not suspend.
 */
export function useKitTextNow(): Translate<typeof WEBKIT_UI_EN> {
  const locale = useLocale();
  const [, setLoads] = useState(0);
  const ready = webkitText.loaded(locale) !== null;
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    webkitText.load(locale).then(
      () => live && setLoads((count) => count + 1),
      () => undefined, // stays English
    );
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return translator(webkitText, locale);
}
