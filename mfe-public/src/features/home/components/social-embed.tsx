import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pagesHomeText } from '@society/contracts';
import { ExternalButtonLink, Spinner, useText } from '@society/web-kit';
import { useNearViewport } from '../hooks/use-near-viewport';

/**
 * A browser fires `load` on a frame even when it shows its own error page instead (offline, or the
 * network blocked by an extension), and such failures come back at once. A real embed has to fetch
 * its page, scripts and pictures first, so a `load` sooner than this is treated as a failure.
 */
const INSTANT_LOAD_MS = 400;
/** How long to wait for the frame before saying it could not be shown. */
const GIVE_UP_MS = 15_000;

type EmbedState = 'idle' | 'loading' | 'shown' | 'failed';

export interface SocialEmbedProps {
  network: string;
  icon: ReactNode;
  /** One line under the network's name. */
  blurb: string;
  /** The embed page, from the network's own origin (nginx's CSP allows those frames). */
  src: string;
  followUrl: string;
  followLabel: string;
}

/** One network's embed, started only when scrolled near, over a card that stays useful if it never loads. */
export function SocialEmbed({ network, icon, blurb, src, followUrl, followLabel }: SocialEmbedProps) {
  const t = useText(pagesHomeText);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const near = useNearViewport(boxRef);
  const [state, setState] = useState<EmbedState>('idle');
  const mountedAt = useRef(0);

  useEffect(() => {
    if (!near) return undefined;
    mountedAt.current = performance.now();
    setState('loading');
    // An embed that talks to the page (Instagram sends its size) is certainly alive.
    const onMessage = (event: MessageEvent) => {
      if (frameRef.current && event.source === frameRef.current.contentWindow) setState('shown');
    };
    window.addEventListener('message', onMessage);
    const giveUp = setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), GIVE_UP_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(giveUp);
    };
  }, [near]);

  function onFrameLoad() {
    const quick = performance.now() - mountedAt.current < INSTANT_LOAD_MS;
    setState((current) => (current === 'shown' ? current : quick ? 'failed' : 'shown'));
  }

  return (
    <article className="home-embed">
      <header className="home-embed__head">
        <span className="home-embed__icon">{icon}</span>
        <div>
          <h3 className="home-embed__name">{network}</h3>
          <p className="home-embed__blurb">{blurb}</p>
        </div>
      </header>
      <div ref={boxRef} className={`home-embed__box${state === 'failed' ? ' home-embed__box--failed' : ''}`}>
        {state !== 'shown' ? (
          <div className="home-embed__placeholder">
            {state === 'failed' ? (
              <p>{t('embedFailed', { network })}</p>
            ) : (
              <>
                <Spinner label={t('embedLoading', { network })} />
                <p>{t('embedPlaceholder', { network })}</p>
              </>
            )}
          </div>
        ) : null}
        {near ? (
          <iframe
            ref={frameRef}
            className={`home-embed__frame${state === 'shown' ? '' : ' home-embed__frame--hidden'}`}
            title={t('embedFrameTitle', { network })}
            src={src}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            onLoad={onFrameLoad}
          />
        ) : null}
      </div>
      <ExternalButtonLink href={followUrl} variant="secondary" className="home-embed__follow">
        {followLabel}
        <span className="wk-visually-hidden">{t('opensInNewTab')}</span>
      </ExternalButtonLink>
    </article>
  );
}
