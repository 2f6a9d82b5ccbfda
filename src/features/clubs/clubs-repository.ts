/** Car clubs: the paginated list and a club by seo. */
import { BRAND } from '../../../domain/brand';
import type { Club, ClubPage } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

const CLUB = `${BRAND.product}club`;

/** GET {product}club?page=: one page of clubs with meta {total, per_page, current_page, last_page}. */
export const fetchClubPage = (page: number): Promise<ClubPage> => api.get('{product}club', { query: { page } });

/** GET {product}club/detail/{seo}. */
export const fetchClub = (seo: string): Promise<Club> => api.get('{product}club/detail/:seo', { params: { seo } });

/** One page of the club list. */
export const useClubPage = (page: number) => useMirroredQuery(`${CLUB}:${page}`, () => fetchClubPage(page));

/** One club by seo. */
export const useClub = (seo: string | undefined) => useMirroredQuery(seo ? `${CLUB}/detail:${seo}` : null, () => fetchClub(seo as string));
