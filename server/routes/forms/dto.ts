/** Runs a domain/ form DTO on a request body (the same class the page uses) and documents it for OpenAPI. */
import { getMetadataStorage } from 'class-validator';
import { validateForm } from '../../../domain/forms/validate';
import { ValidationError } from '../../http/envelope';

type Ctor<T> = new () => T;

/** The validated, trimmed DTO, or a 422 with the spec's messages per field. */
export function validated<T extends object>(dto: Ctor<T>, body: unknown): T {
  const { value, errors, valid } = validateForm(dto, body);
  if (!valid) throw new ValidationError(errors);
  return value;
}

/** An OpenAPI body schema listing the DTO's fields; validation itself stays in the DTO. */
export function dtoSchema(dto: Ctor<object>, description: string) {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const properties: Record<string, { description: string }> = {};
  for (const meta of metas) {
    const prev = properties[meta.propertyName]?.description;
    const text = typeof meta.message === 'string' ? meta.message : meta.name ?? meta.type;
    properties[meta.propertyName] = { description: prev ? `${prev}; ${text}` : String(text) };
  }
  return { type: 'object', description, properties, additionalProperties: true };
}
