/**
 * Where "Buy a Car" and "Chat with Us" lead (issue 30): the site's own order wizard and WhatsApp,
 * unless the dealer configured an external sales site (SALES_SITE_URL) or chat page (CHAT_URL).
 * The configuration comes from GET siteconfig, provided once by the layouts (SiteConfigProvider):
 * the server renders with it and embeds it, so the server's HTML and the hydrated page carry the
 * same real link, and the mirror keeps it offline. Until it is known, the internal links apply.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteConfig } from '../../domain/api';
import { BRAND } from '../../domain/brand';
import { whatsappUrl } from '../ui/whatsapp';
import type { OrderPrefill } from './order-prefill';
import { paths } from './paths';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Gives the screens below the dealer's configuration (null: not known yet, the defaults apply). */
export const SiteConfigProvider = SiteConfigContext.Provider;

/** A link's target and whether it leaves the site (then it opens in a new tab). */
export interface SiteLink { href: string; external: boolean }

/** "Buy a Car": the configured sales site, else /order with what the buyer picked. */
export function buyCarLink(config: SiteConfig | null, car?: Partial<OrderPrefill>): SiteLink {
  if (config?.sales_site_url) return { href: config.sales_site_url, external: true };
  return { href: paths.order.getHref(car), external: false };
}

/** Who "Chat with Us" talks to and about what: a branch's WhatsApp when one is known, the car on screen. */
export interface ChatTopic { whatsapp?: string; carName?: string }

/** The chat's opening message, in Indonesian, naming the car when there is one. */
export function chatText(carName?: string): string {
  return carName
    ? `Halo ${BRAND.name}, saya tertarik dengan Toyota ${carName}. Boleh minta info harga, promo dan ketersediaannya?`
    : `Halo ${BRAND.name}, saya ingin bertanya tentang mobil Toyota.`;
}

/** "Chat with Us": the configured chat page, else WhatsApp to the branch (or the dealer group) with the message. */
export function chatLink(config: SiteConfig | null, topic: ChatTopic = {}): SiteLink {
  if (config?.chat_url) return { href: config.chat_url, external: true };
  return { href: whatsappUrl(topic.whatsapp?.trim() || BRAND.whatsapp, chatText(topic.carName)), external: true };
}

/** The "Buy a Car" link for the car picked (none: the wizard starts empty). */
export function useBuyCarLink(car?: Partial<OrderPrefill>): SiteLink {
  return buyCarLink(useContext(SiteConfigContext), car);
}

/** The "Chat with Us" link for a topic. */
export function useChatLink(topic?: ChatTopic): SiteLink {
  return chatLink(useContext(SiteConfigContext), topic);
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & { children: ReactNode };

/** A "Buy a Car" link: an in-app link into the order wizard, or the sales site in a new tab. */
export function BuyCarLink({ car, ...rest }: AnchorProps & { car?: Partial<OrderPrefill> }) {
  const link = useBuyCarLink(car);
  return link.external ? <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest} /> : <Link to={link.href} {...rest} />;
}
