/** The app's blob store (uploads; media later): `app.blobs`. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { blobStoreFor, type BlobStore } from '../services/blob-store';

declare module 'fastify' {
  interface FastifyInstance { blobs: BlobStore }
}

export function registerBlobs(app: FastifyInstance, database: Database): void {
  app.decorate('blobs', blobStoreFor(app.config.blobStore, database, app.config.dataDir));
}
