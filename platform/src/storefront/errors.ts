import type {GraphQLError} from 'graphql';

export interface ShopifyError {
  message: string;
  locations?: Array<{line: number; column: number}>;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

interface Rule {
  pattern: RegExp;
  build: (m: RegExpExecArray) => {message: string; code: string; extra?: Record<string, unknown>};
}

/** Rewrites graphql-js validation messages into Shopify's (GraphQL Ruby) wording and codes. */
const RULES: Rule[] = [
  {
    pattern: /^Cannot query field "(\w+)" on type "(\w+)"/,
    build: (m) => ({
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
      code: 'undefinedField',
      extra: {typeName: m[2], fieldName: m[1]},
    }),
  },
  {
    pattern: /^Unknown argument "(\w+)" on field "(\w+)\.(\w+)"/,
    build: (m) => ({
      message: `Field '${m[3]}' doesn't accept argument '${m[1]}'`,
      code: 'argumentNotAccepted',
      extra: {name: m[3], typeName: 'Field', argumentName: m[1]},
    }),
  },
  {
    pattern: /^Field "(\w+)\.(\w+)" argument "(\w+)" of type "([^"]+)" is required/,
    build: (m) => ({
      message: `Field '${m[2]}' is missing required arguments: ${m[3]}`,
      code: 'missingRequiredArguments',
      extra: {className: 'Field', name: m[2], arguments: m[3]},
    }),
  },
  {
    pattern: /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields/,
    build: (m) => ({
      message: `Field must have selections (field '${m[1]}' returns ${m[2].replace(/[[\]!]/g, '')} but has no selections. Did you mean '${m[1]} { ... }'?)`,
      code: 'selectionMismatch',
      extra: {nodeName: `field '${m[1]}'`, typeName: m[2]},
    }),
  },
  {
    pattern: /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields/,
    build: (m) => ({
      message: `Selections can't be made on scalars (field '${m[1]}' returns ${m[2]} but has selections [...])`,
      code: 'selectionMismatch',
      extra: {nodeName: `field '${m[1]}'`, typeName: m[2]},
    }),
  },
  {
    pattern: /^Unknown type "(\w+)"/,
    build: (m) => ({message: `No such type ${m[1]}, so it can't be a fragment condition`, code: 'undefinedType', extra: {typeName: m[1]}}),
  },
  {
    pattern: /^Variable "\$(\w+)" is never used/,
    build: (m) => ({
      message: `Variable $${m[1]} is declared by anonymous query but not used`,
      code: 'variableNotUsed',
      extra: {variableName: m[1]},
    }),
  },
  {
    pattern: /^Variable "\$(\w+)" is not defined/,
    build: (m) => ({message: `Variable $${m[1]} is used but not declared`, code: 'variableNotDefined', extra: {variableName: m[1]}}),
  },
  {
    pattern: /^Unknown fragment "(\w+)"/,
    build: (m) => ({message: `Fragment ${m[1]} was used, but not defined`, code: 'useAndDefineFragment', extra: {fragmentName: m[1]}}),
  },
  {
    pattern: /^Fragment "(\w+)" is never used/,
    build: (m) => ({message: `Fragment ${m[1]} was defined, but not used`, code: 'useAndDefineFragment', extra: {fragmentName: m[1]}}),
  },
];

export function formatValidationError(error: GraphQLError): ShopifyError {
  const locations = error.locations?.map(({line, column}) => ({line, column}));
  for (const rule of RULES) {
    const m = rule.pattern.exec(error.message);
    if (m) {
      const {message, code, extra} = rule.build(m);
      return {message, locations, path: ['query'], extensions: {code, ...extra}};
    }
  }
  return {message: error.message.replace(/"/g, "'"), locations, extensions: {code: 'validationError'}};
}

export function formatParseError(error: GraphQLError): ShopifyError {
  const loc = error.locations?.[0];
  const detail = error.message.replace(/^Syntax Error: /, '');
  return {
    message: loc ? `Parse error: ${detail} at [${loc.line}, ${loc.column}]` : `Parse error: ${detail}`,
    locations: loc ? [{line: loc.line, column: loc.column}] : undefined,
    extensions: {code: 'parseError'},
  };
}

/** Execution errors keep graphql-js's message and path; internal failures are masked. */
export function formatExecutionError(error: GraphQLError, log: (e: unknown) => void): ShopifyError {
  const original = error.originalError;
  const isInternal = original && original.name !== 'GraphQLError' && !(original as {expose?: boolean}).expose;
  if (isInternal) log(original);
  return {
    message: isInternal ? 'Internal error. Looks like something went wrong on our end.' : error.message,
    locations: error.locations?.map(({line, column}) => ({line, column})),
    path: error.path,
    extensions: {code: (error.extensions?.code as string | undefined) ?? (isInternal ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST')},
  };
}
