/** Reading a request part in a hook that runs before validation or for every route, where no schema types it. */

/** `part[key]` when the part is an object (a parsed body, query or params), else undefined. */
export function fieldOf(part: unknown, key: string): unknown {
  return typeof part === 'object' && part !== null ? Reflect.get(part, key) : undefined;
}
