/** The server's page for a route, fetched without a browser, and what the tests read in it. */
import { inject } from 'vitest';

export const ARTICLE = '/news/promo-akhir-tahun-cashback-hingga-25-juta';

/** The status and HTML the server answers `route` with. */
export async function raw(route: string): Promise<{ status: number; html: string }> {
  const res = await fetch(inject('baseUrl') + route);
  return { status: res.status, html: await res.text() };
}

/** The page's <title> as the browser reads it. */
export const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
