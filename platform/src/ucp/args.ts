import {refuse} from './messages.js';

/**
 * Small readers for tool arguments. A wrong argument is the agent's mistake, answered
 * as a UCP error message naming the argument's JSONPath; nothing has changed yet.
 */
export type Args = Record<string, unknown>;

export const isObject = (value: unknown): value is Args => typeof value === 'object' && value !== null && !Array.isArray(value);

export function object(value: unknown, path: string, required = true): Args | undefined {
  if (value === undefined && !required) return undefined;
  if (!isObject(value)) throw refuse('invalid_input', `${path} must be an object.`, 'recoverable', path);
  return value;
}

export function string(value: unknown, path: string, required = true, max = 1000): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || (required && value.trim() === '')) {
    throw refuse('invalid_input', `${path} must be a non-empty string.`, 'recoverable', path);
  }
  if (value.length > max) throw refuse('invalid_input', `${path} may be at most ${max} characters long.`, 'recoverable', path);
  return value;
}

export function integer(value: unknown, path: string, {min, max}: {min: number; max: number}): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw refuse('invalid_input', `${path} must be a whole number from ${min} to ${max}.`, 'recoverable', path);
  }
  return value;
}

export function array(value: unknown, path: string, {min = 0, max}: {min?: number; max: number}): unknown[] {
  if (!Array.isArray(value)) throw refuse('invalid_input', `${path} must be an array.`, 'recoverable', path);
  if (value.length < min) throw refuse('invalid_input', `${path} needs at least ${min} item${min === 1 ? '' : 's'}.`, 'recoverable', path);
  if (value.length > max) throw refuse('invalid_input', `${path} may hold at most ${max} items.`, 'recoverable', path);
  return value;
}

export function stringArray(value: unknown, path: string, limits: {min?: number; max: number}): string[] {
  return array(value, path, limits).map((item, i) => string(item, `${path}[${i}]`)!);
}
