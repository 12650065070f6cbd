import type { ComponentType, ReactNode } from 'react';
import { frameText } from '@society/contracts';
import { useSiteSettings, useText } from '@society/web-kit';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

export interface ContactLink {
  key: string;
  href: string;
  text: string;
  Icon: ComponentType;
  external: boolean;
}

/** The society's mailbox, phone and map link as the top strip and the footer show them (those set). */
export function useContactLinks(): ContactLink[] {
  const contacts = useSiteSettings()?.contacts;
  const t = useText(frameText);
  if (!contacts) return [];
  const links: ContactLink[] = [];
  if (contacts.email) links.push({ key: 'email', href: `mailto:${contacts.email}`, text: contacts.email, Icon: MailIcon, external: false });
  if (contacts.phoneDial) links.push({ key: 'phone', href: `tel:${contacts.phoneDial}`, text: contacts.phoneDisplay || contacts.phoneDial, Icon: PhoneIcon, external: false });
  if (contacts.mapUrl) links.push({ key: 'map', href: contacts.mapUrl, text: t('findUs'), Icon: PinIcon, external: true });
  return links;
}

/** The link's anchor: a map opens in a new tab, mail and phone in their own apps. */
export function ContactAnchor({ link, children }: { link: ContactLink; children: ReactNode }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={link.href}>{children}</a>
  );
}
