/**
 * Every content collection's description, by name (the words they are made of are in
 * collections.ts): what the staff screens render generically and the server's engine maps to its table.
 */
import type { CollectionDescription, ContentCollection } from './collections';
import { CATALOGUE_DESCRIPTIONS } from './descriptions-catalogue';
import { PUBLICATION_DESCRIPTIONS } from './descriptions-publication';
import { SERVICE_DESCRIPTIONS } from './descriptions-service';

export const COLLECTIONS: Record<ContentCollection, CollectionDescription> = { ...CATALOGUE_DESCRIPTIONS, ...PUBLICATION_DESCRIPTIONS, ...SERVICE_DESCRIPTIONS };
