import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { webkitText, type DashboardRole } from '@society/contracts';
// Part of '@society/web-kit/staff': the web kit itself by its name, so the one shared session store.
import { Button, logout, maySignOut, useLocalPath, useSession, useText } from '@society/web-kit';
// The dashboards' shared look (tables, tabs, forms) comes with their frame.
import '../styles/staff.css';

export interface DashboardFrameProps {
  title: string;
  /** The only role allowed here; anyone else goes to /login (SPEC §6). */
  role: DashboardRole;
  children?: ReactNode;
}

/**
 * The frame of a staff dashboard: title, who is signed in, Logout. It re-checks the stored role
 * itself, so a remote mounted anywhere still refuses the wrong user.
 */
export function DashboardFrame({ title, role, children }: DashboardFrameProps) {
  const user = useSession((state) => state.user);
  const [leaving, setLeaving] = useState(false);
  // The volunteer's dashboard has Hindi: its words, and its way to the login, follow the page.
  const t = useText(webkitText);
  const local = useLocalPath();
  if (user?.role !== role) return <Navigate to={local('/login')} replace />;

  return (
    <div className="wk-container wk-dashboard">
      <header className="wk-dashboard__header">
        <div>
          <h1 className="wk-dashboard__title">{title}</h1>
          <p className="wk-dashboard__user">{t('signedInAs', { email: user.email })}</p>
        </div>
        <Button
          variant="ghost"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            // A dashboard may ask first (the team's, with records not sent yet); a No keeps the session.
            if (await maySignOut().catch(() => false)) void logout();
            else setLeaving(false);
          }}
        >
          {t('logout')}
        </Button>
      </header>
      <div className="wk-dashboard__body">{children}</div>
    </div>
  );
}
