import { useState } from 'react';
import { formsContactText } from '@society/contracts';
import { useSiteSettings, useText } from '@society/web-kit';

/**
 * The map loads only when asked for: nothing is sent to the map provider before the visitor
 * chooses to, and offline the card still shows the address and the directions link.
 */
export function ContactMap() {
  const t = useText(formsContactText);
  const [showMap, setShowMap] = useState(false);
  const embedUrl = useSiteSettings()?.contacts.mapEmbedUrl;
  if (!embedUrl) return null;
  return (
    <div className="pub-contact__map">
      {showMap ? (
        <iframe
          className="pub-contact__map-frame"
          src={embedUrl}
          title={t('mapTitle')}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="pub-contact__map-placeholder">
          <svg className="pub-contact__map-art" viewBox="0 0 400 220" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
            <rect width="400" height="220" fill="#fbf7f2" />
            <path d="M0 160 C80 140 120 180 200 150 S330 110 400 130" stroke="#ffe3cc" strokeWidth="22" fill="none" />
            <path d="M60 0 L110 220 M250 0 L210 220 M0 70 L400 95 M330 0 L370 220" stroke="#e7e0d8" strokeWidth="6" fill="none" />
            <path d="M0 70 L400 95" stroke="#fdba74" strokeWidth="4" fill="none" strokeDasharray="10 8" />
            <circle cx="200" cy="92" r="26" fill="#c2410c" opacity="0.15" />
            <path d="M200 60c-13 0-23 10-23 23 0 17 23 38 23 38s23-21 23-38c0-13-10-23-23-23z" fill="#c2410c" />
            <circle cx="200" cy="83" r="8" fill="#fff" />
          </svg>
          <div className="pub-contact__map-actions">
            <button type="button" className="wk-btn wk-btn--secondary wk-btn--md" onClick={() => setShowMap(true)}>
              {t('showMap')}
            </button>
            <p className="pub-contact__map-note">{t('mapNote')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
