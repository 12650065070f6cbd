import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { frameText } from '@society/contracts';
import { ButtonLink, useLocalPath, useText } from '@society/web-kit';
import { DONATE_PATH, NAV_LINKS } from '../../../config/site';
import { CloseIcon, HeartIcon, MenuIcon } from './icons';
import { Logo } from './logo';

/**
 * The sticky bar: logo, the links of SPEC §2 and the Donate button. Below 68rem the links fold
 * into a menu that the 'Menu' button opens and closes; choosing a link closes it (SPEC §4).
 * Without scripts the links stay unfolded (shell.css), and a tap on Menu before the scripts have
 * taken a ready page over opens it all the same (data-early-toggle: render/src/page-html.ts).
 */
export function MainNav() {
  const menuId = useId();
  const { pathname } = useLocation();
  const t = useText(frameText);
  const local = useLocalPath();
  // The menu is open on the page where it was opened: any navigation (links, back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Opened by a tap before the scripts took over: the page keeps it open. (After a navigation React has
  // already drawn the button closed, so this only ever acts on the first render.)
  useLayoutEffect(() => {
    if (toggleRef.current?.getAttribute('aria-expanded') === 'true') setOpenOn(pathname);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="sh-navbar">
      <nav aria-label={t('mainNav')} className="wk-container sh-nav">
        <Logo />
        <ul id={menuId} className={`sh-nav__links${open ? ' is-open' : ''}`}>
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={local(to)} end={to === '/'} className="sh-nav__link" onClick={close}>
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="sh-nav__actions">
          <ButtonLink to={DONATE_PATH} className="sh-nav__donate" onClick={close}>
            <HeartIcon width={18} height={18} />
            {t('donate')}
          </ButtonLink>
          <button
            ref={toggleRef}
            type="button"
            className="sh-nav__toggle"
            aria-label={t('menu')}
            aria-expanded={open}
            aria-controls={menuId}
            data-early-toggle=""
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          </button>
        </div>
      </nav>
    </div>
  );
}
