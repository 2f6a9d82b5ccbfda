/** A link from content data: an app path stays in the app, anything else opens in a new tab. */
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { isExternalUrl } from '../lib/links';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Open app paths in a new tab as well. */
  newTab?: boolean;
}

export function SmartLink({ href, newTab = false, children, ...rest }: SmartLinkProps) {
  if (newTab || isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
