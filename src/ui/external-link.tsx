/** A link that opens another site in a new tab, never handing it our window. */
import type { AnchorHTMLAttributes } from 'react';

export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
