/** Single info pages (info-garansi, {product}-emergency-asistance, kebijakan-privasi). */
import type { SinglePage } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** GET singlepage/{slug}: title, meta_title, optional hero image and HTML text. */
export const fetchSinglePage = (slug: string): Promise<SinglePage> => api.get('singlepage/:slug', { params: { slug } });

/** One info page by slug. */
export const useSinglePage = (slug: string | undefined) =>
  useMirroredQuery(slug ? `singlepage:${slug}` : null, () => fetchSinglePage(slug as string));

/** GET policy/versions: the privacy policy's kept versions, newest first (mirrored: readable offline). */
export const usePolicyVersions = (enabled: boolean) =>
  useMirroredQuery(enabled ? 'policy:versions' : null, () => api.get('policy/versions'));

/** GET policy/versions/{version}: one kept text of the policy. */
export const fetchPolicyVersion = (version: string) => api.get('policy/versions/:version', { params: { version } });
