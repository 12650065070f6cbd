import type { ReactNode } from 'react';
import './form-kit.css';

export interface PageIntroProps {
  title: string;
  lead: ReactNode;
  /** A small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of a visitor page: its one h1 and what the page is for. */
export function PageIntro({ title, lead, eyebrow, children }: PageIntroProps) {
  return (
    <header className="pub-intro">
      <div className="wk-container pub-intro__inner">
        {eyebrow ? <p className="pub-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="pub-intro__title">{title}</h1>
        <p className="pub-intro__lead">{lead}</p>
        {children}
      </div>
    </header>
  );
}
