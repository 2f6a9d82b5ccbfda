/** After-sales detail pages (general-repair, body-and-paint); the list and testimonials are in home-content and site. */
import type { ServicePage } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** GET service/{link}: header (title, HTML text, image) and the card grid. */
export const fetchServicePage = (link: string): Promise<ServicePage> => api.get('service/:link', { params: { link } });

/** One after-sales detail page by link. */
export const useServicePage = (link: string | undefined) =>
  useMirroredQuery(link ? `service:${link}` : null, () => fetchServicePage(link as string));
