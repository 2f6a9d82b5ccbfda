/** The dealer's configured links (GET siteconfig), read once per layout for every "Buy a Car" and "Chat with Us" in it. */
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../data/repositories/site';
import { SiteConfigProvider } from '../../lib/site-links';

/** Provides the configuration below; the same object while it is unchanged, so nothing below draws again. */
export function WithSiteConfig({ children }: { children: ReactNode }) {
  const { data } = useSiteConfig();
  return <SiteConfigProvider value={data ?? null}>{children}</SiteConfigProvider>;
}
