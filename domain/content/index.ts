/** Content management (issue 11): collections, their descriptions and DTOs. */
export * from './collections';
export * from './dto';
