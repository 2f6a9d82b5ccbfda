/** Site-wide reads: testimonials, branch cities, the dealer's configured sales site and chat. */
import type { BranchCity, SiteConfig, Testimonial } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

export const fetchTestimonials = (): Promise<Testimonial[]> => api.get('testimoni');
export const fetchSiteConfig = (): Promise<SiteConfig> => api.get('siteconfig');
export const fetchBranchCities = (): Promise<BranchCity[]> => api.get('cabang/kota');

/** GET testimoni. */
export const useTestimonials = () => useMirroredQuery('testimoni', fetchTestimonials);
/** GET cabang/kota: cities that have branches. */
export const useBranchCities = () => useMirroredQuery('cabang/kota', fetchBranchCities);
/** GET siteconfig: where "Buy a Car" and "Chat with Us" lead when the dealer configured it (src/lib/site-links.tsx). */
export const useSiteConfig = () => useMirroredQuery('siteconfig', fetchSiteConfig);
