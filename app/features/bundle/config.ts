import type {ContentClient} from '~/clients/content/client';
import type {ContentEntry} from '~/clients/content/types';

/** The handle of the bundle builder page (a fixed product page). */
export const BUNDLE_BUILDER_HANDLE = 'create-your-bundle';
/** Line attributes shared with the cart: lines of one bundle carry the same id. */
export const BUNDLE_ID_ATTRIBUTE = '_bundle_id';
export const BUNDLE_NAME_ATTRIBUTE = '_bundle_name';

export interface BundleStep {
  id: string;
  title: string;
  description: string;
  /** How many products to pick in this step. */
  pick: number;
  productHandles: string[];
}

export interface BundleConfig {
  handle: string;
  title: string;
  intro: string;
  /** Percentage off the picked items; the commerce platform's automatic bundle discount applies it. */
  discountPercent: number;
  steps: BundleStep[];
}

interface StepFields {
  title?: string;
  description?: string;
  pick?: number;
  productHandles?: string[];
}
interface BuilderFields {
  handle?: string;
  title?: string;
  intro?: string;
  discountPercent?: number;
  steps?: Array<ContentEntry<StepFields>>;
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Validates a CMS entry into a config; null when it cannot drive a builder (no usable step). */
export function toBundleConfig(entry: ContentEntry<BuilderFields>): BundleConfig | null {
  const f = entry.fields;
  const steps: BundleStep[] = (f.steps ?? [])
    .filter((step): step is ContentEntry<StepFields> => Boolean(step?.fields))
    .map((step) => ({
      id: step.id,
      title: step.fields.title ?? '',
      description: step.fields.description ?? '',
      pick: Math.max(1, Math.min(5, Math.trunc(Number(step.fields.pick) || 1))),
      productHandles: (step.fields.productHandles ?? []).filter((h) => HANDLE.test(h)),
    }))
    .filter((step) => step.title && step.productHandles.length);
  if (!steps.length || !f.title) return null;
  const percent = Number(f.discountPercent);
  return {
    handle: f.handle ?? BUNDLE_BUILDER_HANDLE,
    title: f.title,
    intro: f.intro ?? '',
    discountPercent: Number.isFinite(percent) ? Math.max(0, Math.min(90, percent)) : 0,
    steps,
  };
}

/** The bundle builder configuration from the CMS, or null. */
export async function loadBundleConfig(content: ContentClient): Promise<BundleConfig | null> {
  const entry = await content.getEntryBy<BuilderFields>('bundleBuilder', 'handle', BUNDLE_BUILDER_HANDLE, {});
  return entry ? toBundleConfig(entry) : null;
}
