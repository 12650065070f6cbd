import { useState } from 'react';
import { localizedField, messageKeyOf, messagesText, pagesAboutText, type CoreTeamMemberHindi, type CoreTeamPublicMember } from '@society/contracts';
import { Button, Spinner, useLocale, useText } from '@society/web-kit';
import defaultPhoto from '../../../assets/art/team-member-default.svg';
import { responsiveImage } from '../../../components/responsive-image';
import { memberPhotoUrl, useCoreTeam } from '../api/get-core-team';

/** .about-member__photo (about.css) is a fixed 8.5rem circle at every width. */
const PHOTO_SIZES = '8.5rem';

const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

function MemberPhoto({ member }: { member: CoreTeamPublicMember }) {
  const t = useText(pagesAboutText);
  const url = memberPhotoUrl(member.profilePhotoPath);
  // A photo that fails to load (removed from storage) falls back to the default too.
  const [failed, setFailed] = useState(false);
  const showDefault = !url || failed;
  return (
    <img
      className="about-member__photo"
      // The default must drop the srcset too, or the browser would keep picking the broken copies.
      {...(showDefault ? { src: defaultPhoto } : responsiveImage(url, member.profilePhotoSrcSet, PHOTO_SIZES))}
      alt={showDefault ? '' : t('memberPhoto', { name: member.name })}
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      onError={showDefault ? undefined : () => setFailed(true)}
    />
  );
}

function ProfileLink({ href, label, path }: { href: string; label: string; path: string }) {
  return (
    <a className="about-member__link" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

const LINKEDIN = 'M4 4h16v16H4zM8 10v6M8 7.5v.01M12 16v-6M12 12.5c0-1.5 1-2.5 2.3-2.5S16 11 16 12.5V16';
const INSTAGRAM = 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01';

function MemberCard({ member }: { member: CoreTeamPublicMember }) {
  const t = useText(pagesAboutText);
  const locale = useLocale();
  // The names are written one way; the position in Hindi where the society wrote it (from the API).
  const { name, linkedin, instagram } = member;
  const position = localizedField(member as CoreTeamPublicMember & CoreTeamMemberHindi, 'position', locale);
  return (
    <li className="about-member">
      <MemberPhoto member={member} />
      <h3 className="about-member__name">{name}</h3>
      <p className="about-member__position">{position}</p>
      {isWebLink(linkedin) || isWebLink(instagram) ? (
        <div className="about-member__links">
          {isWebLink(linkedin) ? (
            <ProfileLink href={linkedin} label={t('memberLinkedin', { name })} path={LINKEDIN} />
          ) : null}
          {isWebLink(instagram) ? (
            <ProfileLink href={instagram} label={t('memberInstagram', { name })} path={INSTAGRAM} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** SPEC §2 'Meet Our Core Team', with the loading and error states of §4 and §8. */
export function CoreTeamGrid() {
  const t = useText(pagesAboutText);
  const messages = useText(messagesText);
  const team = useCoreTeam();
  // The API answers in the page's language; the client's own messages (no response, bad data) are said here.
  const errorText = (message: string) => {
    const key = messageKeyOf(message);
    if (key) return messages(key);
    return message === pagesAboutText.en.teamInvalidData ? t('teamInvalidData') : message;
  };
  return (
    <section className="about-team" aria-labelledby="team-title" aria-busy={team.status === 'loading'}>
      <div className="wk-container">
        <h2 id="team-title" className="about-team__title">
          {t('teamTitle')}
        </h2>
        <p className="about-team__lead">{t('teamLead')}</p>
        {team.status === 'loading' ? (
          <div className="about-team__status">
            <Spinner label={t('teamLoading')} size="lg" />
          </div>
        ) : null}
        {team.status === 'error' ? (
          <div className="about-team__status" role="alert">
            <p className="about-team__error">{t('teamError', { message: errorText(team.message) })}</p>
            <Button variant="secondary" onClick={team.retry}>
              {t('teamRetry')}
            </Button>
          </div>
        ) : null}
        {team.status === 'loaded' && team.members.length === 0 ? (
          <p className="about-team__status">{t('teamEmpty')}</p>
        ) : null}
        {team.status === 'loaded' && team.members.length > 0 ? (
          <ul className="about-team__grid">
            {team.members.map((member) => (
              <MemberCard key={member._id} member={member} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
