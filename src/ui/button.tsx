/** Buttons and links that look like buttons: one look for both. */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'light' | 'success' | 'ghost';

interface LookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** The class names of a button look (for elements that are not one of the components below). */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: LookProps = {}, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: LookProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** An in-app link styled as a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LookProps & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** An external link (new tab) styled as a button. */
export function ButtonExternal({ variant, size, block, className, ...rest }: LookProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a className={buttonClass({ variant, size, block }, className)} target="_blank" rel="noopener noreferrer" {...rest} />;
}
