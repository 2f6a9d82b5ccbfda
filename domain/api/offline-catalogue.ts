/**
 * GET catalogue/manifest: everything a device saves to show the whole catalogue offline (the
 * showroom tablet's 'Unduh Katalog', docs/showroom.md). Each item carries a content hash, so a
 * later download moves only what changed, and its size, so the page can say what it will take.
 */

/** One API read to save in the page's mirror under `key` (the same key the screens read). */
export interface ManifestRead {
  /** The mirror key (src/data/repositories: 'vehicles', 'cardetail:<seo>', 'cartype:<id>:<AT|MT>' ...). */
  key: string;
  method: 'GET' | 'POST';
  /** Path under /api, e.g. 'cardetail'. */
  path: string;
  /** The POST body; absent for a GET. */
  body?: Record<string, string | number>;
  /** The field of the answer's `data` that the screens mirror ('category' for vehicles, pricelist, brochure); absent: `data` itself. */
  pick?: string;
  /** SHA-256 (hex, first 16 characters) of the mirrored JSON. */
  hash: string;
  /** Size of the mirrored JSON in bytes. */
  bytes: number;
}

/** One media file (360 frames, interior panorama faces, pictures, brochure PDFs) for the named Cache Storage cache. */
export interface ManifestMedia {
  /** Path on this site, '/media/...'. */
  url: string;
  hash: string;
  bytes: number;
}

export interface CatalogueManifest {
  /** Hash over every item's hash: equal versions mean nothing changed. */
  version: string;
  reads: ManifestRead[];
  media: ManifestMedia[];
  /** Sum of every item's bytes. */
  total_bytes: number;
}

/** The Cache Storage cache the offline download fills and the service worker serves '/media/' from first. */
export const CATALOGUE_MEDIA_CACHE = 'catalogue-media-v1';
/** Query parameter of the download's own media requests: the service worker sends them to the network, never to a cache. */
export const CATALOGUE_DOWNLOAD_PARAM = 'offline-download';
