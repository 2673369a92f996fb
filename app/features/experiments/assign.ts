import {EXPERIMENT_COOKIE_MAX_AGE} from '~/infra/shop-cookies';

/**
 * Experiment assignment: a visitor gets a variant
 * by the forced query value `exp=<experimentId>.<variantIndex>`, else by the
 * `col_exp` cookie, else by a weighted random draw among the eligible
 * experiments. Bots get none. Pure, so the worker and the tests share it.
 */
export {EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE} from '~/infra/shop-cookies';
export const EXPERIMENT_QUERY_PARAM = 'exp';

export interface ExperimentVariant {
  name: string;
  weight: number;
}

export interface ExperimentDefinition {
  name: string;
  experimentId: string;
  variants: ExperimentVariant[];
  sections: string[];
  maxAge: number;
}

export interface ExperimentRef {
  experimentId: string;
  variantIndex: number;
}

export interface Assignment extends ExperimentRef {
  variantName: string;
  sections: string[];
  maxAge: number;
}

export type AssignmentSource = 'forced' | 'cookie' | 'draw';

export interface AssignmentResult {
  assignment: Assignment;
  source: AssignmentSource;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const REF_PATTERN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,3})$/;

/** Reads `bchp.1` (query value or cookie value); anything else is null. */
export function parseExperimentRef(value: string | null | undefined): ExperimentRef | null {
  const match = REF_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  return {experimentId: match[1], variantIndex: Number(match[2])};
}

export function formatExperimentRef(ref: ExperimentRef): string {
  return `${ref.experimentId}.${ref.variantIndex}`;
}

/**
 * Turns CMS fields into a definition, or null when they cannot be used
 * (bad id, no variants, negative or non-numeric weights).
 */
export function toExperimentDefinition(fields: Record<string, unknown>): ExperimentDefinition | null {
  const experimentId = typeof fields.experimentId === 'string' ? fields.experimentId.trim() : '';
  if (!ID_PATTERN.test(experimentId)) return null;
  if (!Array.isArray(fields.variants) || fields.variants.length === 0) return null;
  const variants: ExperimentVariant[] = [];
  for (const [index, raw] of fields.variants.entries()) {
    const variant = (raw ?? {}) as Record<string, unknown>;
    const weight = Number(variant.weight);
    if (!Number.isFinite(weight) || weight < 0) return null;
    variants.push({name: typeof variant.name === 'string' && variant.name ? variant.name : `variant-${index}`, weight});
  }
  const maxAge = Number(fields.maxAge);
  return {
    name: typeof fields.name === 'string' ? fields.name : experimentId,
    experimentId,
    variants,
    sections: Array.isArray(fields.sections) ? fields.sections.filter((s): s is string => typeof s === 'string') : [],
    maxAge: Number.isInteger(maxAge) && maxAge >= 60 ? maxAge : EXPERIMENT_COOKIE_MAX_AGE,
  };
}

/** An experiment takes part in the draw when some variant has weight. */
export function isEligible(definition: ExperimentDefinition): boolean {
  return definition.variants.some((v) => v.weight > 0);
}

/**
 * Index chosen by weight for a uniform `random` in [0, 1): variant i owns
 * the share weight_i / total of the interval. Zero weights are never chosen.
 */
export function pickWeighted(weights: number[], random: number): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0) return -1;
  let threshold = random * total;
  for (const [index, weight] of weights.entries()) {
    if (weight <= 0) continue;
    if (threshold < weight) return index;
    threshold -= weight;
  }
  // Floating-point rounding at the very top of the range: the last weighted variant.
  for (let index = weights.length - 1; index >= 0; index--) if (weights[index] > 0) return index;
  return -1;
}

function toAssignment(definition: ExperimentDefinition, variantIndex: number): Assignment | null {
  const variant = definition.variants[variantIndex];
  if (!variant) return null;
  return {
    experimentId: definition.experimentId,
    variantIndex,
    variantName: variant.name,
    sections: definition.sections,
    maxAge: definition.maxAge,
  };
}

export interface AssignInput {
  definitions: ExperimentDefinition[];
  /** The `exp` query value, if any. */
  forced?: string | null;
  /** The `col_exp` cookie value, if any. */
  cookie?: string | null;
  isBot: boolean;
  /** Uniform random numbers in [0, 1); two are drawn (experiment, then variant). */
  random?: () => number;
}

export function assignExperiment({definitions, forced, cookie, isBot, random = Math.random}: AssignInput): AssignmentResult | null {
  if (isBot) return null;
  const byId = new Map(definitions.map((d) => [d.experimentId, d]));
  const resolve = (ref: ExperimentRef | null) => {
    const definition = ref && byId.get(ref.experimentId);
    return definition ? toAssignment(definition, ref.variantIndex) : null;
  };

  const forcedAssignment = resolve(parseExperimentRef(forced));
  if (forcedAssignment) return {assignment: forcedAssignment, source: 'forced'};

  const cookieAssignment = resolve(parseExperimentRef(cookie));
  if (cookieAssignment) return {assignment: cookieAssignment, source: 'cookie'};

  const eligible = definitions.filter(isEligible);
  if (eligible.length === 0) return null;
  const definition = eligible[Math.min(eligible.length - 1, Math.floor(random() * eligible.length))];
  const index = pickWeighted(
    definition.variants.map((v) => v.weight),
    random(),
  );
  const drawn = toAssignment(definition, index);
  return drawn ? {assignment: drawn, source: 'draw'} : null;
}
