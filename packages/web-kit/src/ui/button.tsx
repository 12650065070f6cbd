import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useLocalPath } from '../i18n/i18n';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'sm';

function classes(variant: ButtonVariant, size: ButtonSize, extra?: string): string {
  return ['wk-btn', `wk-btn--${variant}`, `wk-btn--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A real <button>; type defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, size, className)} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link inside the site that looks like a button ('Donate', 'Sponsor A Child'), to the page in the current language. */
export function ButtonLink({ variant = 'primary', size = 'md', className, to, ...rest }: ButtonLinkProps) {
  const local = useLocalPath();
  return <Link className={classes(variant, size, className)} to={typeof to === 'string' && to.startsWith('/') ? local(to) : to} {...rest} />;
}

export interface ExternalButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link to another site, opened in a new tab without handing it our window. */
export function ExternalButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ExternalButtonLinkProps) {
  return <a target="_blank" rel="noopener noreferrer" className={classes(variant, size, className)} {...rest} />;
}
