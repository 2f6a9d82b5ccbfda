/**
 * The content engine's table mapping (issue 11): for each collection of domain/content, its table,
 * id column, how a row becomes the record the screens edit (contract field names) and back, which
 * fields are unique, what refuses a delete, and what goes with a record when it is removed.
 */
import type { ContentCollection } from '../../../../domain/content/collections';
import type { Adapter } from './adapter';
import { CATALOGUE_ADAPTERS } from './adapters-catalogue';
import { PUBLICATION_ADAPTERS } from './adapters-publication';
import { SERVICE_ADAPTERS } from './adapters-service';

export const ADAPTERS: Record<ContentCollection, Adapter> = { ...CATALOGUE_ADAPTERS, ...PUBLICATION_ADAPTERS, ...SERVICE_ADAPTERS };
