import { frameText, localizedField } from '@society/contracts';
import { useLocale, useText } from '@society/web-kit';
import { useAnnouncements, type Announcement } from '../api/get-announcements';
import { MegaphoneIcon } from './icons';

/** An announcement as the page shows it: in Hindi on a Hindi page where staff wrote it, else the English. */
interface Shown {
  _id: string;
  Title: string;
  Announcement: string;
}

function Group({ items, hidden }: { items: Shown[]; hidden?: boolean }) {
  return (
    <ul className="sh-ticker__group" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item._id} className="sh-ticker__item">
          {item.Title ? <strong>{item.Title}: </strong> : null}
          {item.Announcement}
        </li>
      ))}
    </ul>
  );
}

/**
 * The announcements of SPEC §1 as a loop of two identical groups (the second continues the first
 * seamlessly), bullets between items. Nothing at all when there is nothing to announce. It stops
 * on hover or focus, and stands still for visitors who ask for reduced motion. Until the list
 * arrives an empty bar holds its place, so the page below does not move when it does.
 */
export function AnnouncementTicker() {
  const saved = useAnnouncements();
  const t = useText(frameText);
  const locale = useLocale();
  const announcements = saved?.map(
    (item: Announcement): Shown => ({ _id: item._id, Title: localizedField(item, 'Title', locale), Announcement: localizedField(item, 'Announcement', locale) }),
  );
  if (!announcements) {
    return (
      <div className="sh-ticker sh-ticker--pending" aria-hidden="true">
        <div className="wk-container sh-ticker__inner" />
      </div>
    );
  }
  if (announcements.length === 0) return null;

  const length = announcements.reduce((sum, a) => sum + a.Title.length + a.Announcement.length, 0);
  const seconds = Math.max(20, Math.round(length * 0.22));

  return (
    <section className="sh-ticker" aria-label={t('announcements')}>
      <div className="wk-container sh-ticker__inner">
        <span className="sh-ticker__label">
          <MegaphoneIcon width={18} height={18} />
          <span>{t('news')}</span>
        </span>
        <div className="sh-ticker__viewport" tabIndex={0}>
          <div className="sh-ticker__track" style={{ animationDuration: `${seconds}s` }}>
            <Group items={announcements} />
            <Group items={announcements} hidden />
          </div>
        </div>
      </div>
    </section>
  );
}
