import { useState } from 'react';
import { CAMPAIGN_SLUGS, CAMPAIGN_TITLES, SETTINGS_LIMITS, type SitePicture, type SiteSettings } from '@society/contracts';
import { Button } from '@society/web-kit';
import { FormError } from '@society/web-kit/staff';
import { addSitePicture, type PictureSlot, type PictureSource } from '../api/add-site-picture';
import { PictureAdder, PicturePicker } from './picture-picker';
import { useSectionSave } from './use-section-save';

const ref = ({ url, alt }: SitePicture) => ({ url, alt });

/** The carousel kept here until saved: its order, descriptions and removals; new pictures join at the end. */
function CarouselEditor({ settings, onSaved }: { settings: SiteSettings; onSaved: (settings: SiteSettings) => void }) {
  const { busy, errors, failure, run, save } = useSectionSave('home', 'Carousel', settings, onSaved);
  const saved = settings.home.carousel;
  const [items, setItems] = useState(saved);
  const [known, setKnown] = useState(saved);
  // A picture added (or the saved list changed) since: show the new ones after this list.
  if (known !== saved) {
    setKnown(saved);
    const urls = new Set(items.map(({ url }) => url));
    setItems([...items.filter((item) => saved.some(({ url }) => url === item.url)), ...saved.filter(({ url }) => !urls.has(url))]);
  }
  const changed = JSON.stringify(items.map(ref)) !== JSON.stringify(saved.map(ref));
  const move = (from: number, to: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });

  return (
    <div className="adm-site__picture" role="group" aria-labelledby="site-carousel-label">
      <p id="site-carousel-label" className="adm-site__picture-label">
        Carousel pictures ({items.length} of {SETTINGS_LIMITS.carouselMax})
      </p>
      <p className="wk-field__hint">Shown in this order on the home page. With none, the site shows its own artwork.</p>
      {items.length > 0 ? (
        <ol className="adm-site__carousel">
          {items.map((item, index) => (
            <li key={item.url} className="adm-site__slide">
              <img className="adm-site__preview" src={item.url} srcSet={item.srcSet || undefined} sizes="10rem" alt={item.alt} />
              <div className="wk-field">
                <label htmlFor={`site-carousel-${index}-alt`}>Picture {index + 1}: what it shows</label>
                <input
                  id={`site-carousel-${index}-alt`}
                  value={item.alt}
                  maxLength={SETTINGS_LIMITS.altMax}
                  aria-invalid={errors[`carousel.${index}`] ? true : undefined}
                  onChange={(event) => setItems((current) => current.map((other, at) => (at === index ? { ...other, alt: event.target.value } : other)))}
                />
                {errors[`carousel.${index}`] ? <span className="wk-field__error">{errors[`carousel.${index}`]}</span> : null}
              </div>
              <div className="adm-site__picture-actions">
                <Button variant="secondary" size="sm" disabled={index === 0} aria-label={`Move picture ${index + 1} up`} onClick={() => move(index, index - 1)}>
                  Up
                </Button>
                <Button variant="secondary" size="sm" disabled={index === items.length - 1} aria-label={`Move picture ${index + 1} down`} onClick={() => move(index, index + 1)}>
                  Down
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Remove picture ${index + 1}`} onClick={() => setItems((current) => current.filter((_, at) => at !== index))}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {failure ? <FormError message={failure} /> : null}
      {/* Nothing to save without pictures, unless the last one was just removed. */}
      {items.length > 0 || changed ? (
        <div className="adm-site__picture-actions">
          <Button size="sm" disabled={busy || !changed} onClick={() => void save({ carousel: items.map((item) => ({ url: item.url, alt: item.alt.trim() })) })}>
            {busy ? 'Saving...' : 'Save carousel'}
          </Button>
          {changed ? <span className="wk-field__hint">Unsaved changes to the order, descriptions or removals.</span> : null}
        </div>
      ) : null}
      {items.length < SETTINGS_LIMITS.carouselMax ? (
        <PictureAdder id="site-carousel-new" what="a carousel picture" alt="" busy={busy} onAdd={(source, alt) => void run(() => addSitePicture('carousel', source, alt), 'Picture added to the carousel')} />
      ) : null}
    </div>
  );
}

/** A single picture of the home section (hero or a campaign cover), saved as soon as it changes. */
function HomePicture({ slot, label, hint, what, settings, onSaved }: { slot: Exclude<PictureSlot, 'logo' | 'carousel'>; label: string; hint: string; what: string; settings: SiteSettings; onSaved: (settings: SiteSettings) => void }) {
  const { busy, errors, failure, run, save } = useSectionSave('home', label, settings, onSaved);
  const key = slot === 'hero' ? 'hero' : `campaignCovers.${slot.cover}`;
  const picture = slot === 'hero' ? settings.home.hero : (settings.home.campaignCovers[slot.cover] ?? null);
  /** The covers to keep, with this one changed (null: removed). */
  const coversWith = (cover: SitePicture | null) => {
    if (slot === 'hero') return {};
    const covers = Object.fromEntries(Object.entries(settings.home.campaignCovers).map(([slug, other]) => [slug, ref(other)]));
    if (cover) covers[slot.cover] = ref(cover);
    else delete covers[slot.cover];
    return { campaignCovers: covers };
  };
  return (
    <>
      <PicturePicker
        id={`site-${key.replace('.', '-')}`}
        label={label}
        what={what}
        hint={hint}
        picture={picture}
        busy={busy}
        error={errors[key]}
        onAdd={(source: PictureSource, alt) => void run(() => addSitePicture(slot, source, alt), `${label} saved`)}
        onRemove={() => void save(slot === 'hero' ? { hero: null } : coversWith(null), `${label} removed`)}
        onSaveAlt={(alt) => picture && void save(slot === 'hero' ? { hero: { url: picture.url, alt } } : coversWith({ ...picture, alt }))}
      />
      {failure ? <FormError message={failure} /> : null}
    </>
  );
}

/** The home page's hero and carousel, and each campaign's cover. */
export function HomePictures({ settings, onSaved }: { settings: SiteSettings; onSaved: (settings: SiteSettings) => void }) {
  return (
    <div className="adm-site__pictures">
      <HomePicture slot="hero" label="Hero picture" what="a hero picture" hint="The large picture at the top of the home page." settings={settings} onSaved={onSaved} />
      <CarouselEditor settings={settings} onSaved={onSaved} />
      <details className="adm-site__covers">
        <summary>Campaign cover pictures ({Object.keys(settings.home.campaignCovers).length} of {CAMPAIGN_SLUGS.length} chosen)</summary>
        {CAMPAIGN_SLUGS.map((slug) => (
          <HomePicture
            key={slug}
            slot={{ cover: slug }}
            label={`Cover of ${CAMPAIGN_TITLES[slug]}`}
            what="a cover"
            hint={`Shown on /campaigns/${slug} and its card on Our Campaigns.`}
            settings={settings}
            onSaved={onSaved}
          />
        ))}
      </details>
    </div>
  );
}
