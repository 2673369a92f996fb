import {randomUUID} from 'node:crypto';

/** A Contentful-style API error: status plus the JSON body Contentful sends. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return {
      sys: {type: 'Error', id: this.id},
      message: this.message,
      ...(this.details === undefined ? {} : {details: this.details}),
      requestId: randomUUID(),
    };
  }
}

export const accessTokenInvalid = () =>
  new ApiError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');

export const notFound = (details?: Record<string, unknown>) => new ApiError(404, 'NotFound', 'The resource could not be found.', details);

/** One entry of an InvalidQuery error's `details.errors` list. */
export interface QueryProblem {
  name: string;
  [key: string]: unknown;
}

export const invalidQuery = (...errors: QueryProblem[]) =>
  new ApiError(
    400,
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    {errors},
  );

export const badRequest = (message: string) => new ApiError(400, 'BadRequest', message);
