/** Site-wide reads: testimonials, branch cities. */
import type { BranchCity, Testimonial } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

export const fetchTestimonials = (): Promise<Testimonial[]> => api.get('testimoni');
export const fetchBranchCities = (): Promise<BranchCity[]> => api.get('cabang/kota');

/** GET testimoni. */
export const useTestimonials = () => useMirroredQuery('testimoni', fetchTestimonials);
/** GET cabang/kota: cities that have branches. */
export const useBranchCities = () => useMirroredQuery('cabang/kota', fetchBranchCities);
