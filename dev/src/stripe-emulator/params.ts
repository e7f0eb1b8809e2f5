import { invalidParam, missingParam } from './api-error.ts';
import type { Params, ParamValue } from './form.ts';

/** Typed reads of decoded parameters, failing the way Stripe does (400 with the param's name). */
export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name}`);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optionalInteger(params: Params, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

export function requiredInteger(params: Params, name: string): number {
  const value = optionalInteger(params, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

export function nested(params: Params, name: string): Params {
  const value = params[name];
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(name, `Invalid object: ${name}`);
  return value;
}

export function list(params: Params, name: string): ParamValue[] {
  const value = params[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidParam(name, `Invalid array: ${name}`);
  return value;
}

/** Stripe metadata: string values only; an empty string removes a key on update. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const next = { ...current };
  for (const [key, value] of Object.entries(nested(params, 'metadata'))) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The `expand[]` list of a request. */
export const expansions = (params: Params): string[] => list(params, 'expand').filter((v): v is string => typeof v === 'string');

/** A boolean parameter (`true`/`false`, as the SDK encodes them); Stripe refuses anything else. */
export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(name, `Invalid boolean: ${value}`);
  return value === 'true';
}

/** One of a fixed set of strings, or Stripe's "Invalid … must be one of" refusal. */
export function optionalEnum<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw invalidParam(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`);
  return found;
}
