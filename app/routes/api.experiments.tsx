import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/infra/http';
import {safeKv} from '~/infra/kv.server';
import {variantPrefix} from '~/features/experiments/assignment-log.server';
import {loadExperimentDefinitions} from '~/features/experiments/experiments.server';

/**
 * GET /api/experiments: assignments per variant from edge KV (the records
 * under each variant's key prefix, counted), for the people running the
 * experiments. Needs `Authorization: Bearer
 * <EXPERIMENTS_REPORT_TOKEN>`; without that env binding the report does not exist.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const token = context.config.tokens.experimentsReport;
  if (!token) return jsonError(404, 'Not found');
  if (request.headers.get('Authorization') !== `Bearer ${token}`) {
    return jsonError(401, 'A valid report token is required', {'WWW-Authenticate': 'Bearer'});
  }
  const kv = safeKv(context.env.EXPERIMENTS, 'experiments', {fail: context.edge.hooks.kvFails});
  const definitions = await loadExperimentDefinitions(context.content);
  const experiments = await Promise.all(
    definitions.map(async (definition) => {
      const variants = await Promise.all(
        definition.variants.map(async (variant, index) => ({
          index,
          name: variant.name,
          weight: variant.weight,
          assigned: await kv.count(variantPrefix(definition.experimentId, index)),
        })),
      );
      const records = variants.reduce((sum, variant) => sum + variant.assigned, 0);
      return {experimentId: definition.experimentId, name: definition.name, variants, records};
    }),
  );
  return jsonResponse({kvAvailable: kv.available, experiments});
}
