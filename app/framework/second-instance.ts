import type {Plugin} from 'vite';

/**
 * `import … from 'pkg?instance=name'` resolves to a second, separately
 * tree-shaken copy of the package's module.
 *
 * Hydrogen ships as one bundled module, and Rollup never splits a module
 * across chunks: the moment one eagerly loaded component imports `CartForm`,
 * everything any lazy chunk takes from Hydrogen (its ~9 kB gzip Analytics
 * provider) lands in that eager chunk too. A second instance, imported only
 * from a lazily loaded component, keeps those parts out of the first visit's
 * JavaScript. Only stateless pieces may be taken this way: the instance has
 * its own module state (contexts, caches).
 */
export function secondInstance(): Plugin {
  return {
    name: 'oral-care:second-instance',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = /^(.+)\?instance=([\w-]+)$/.exec(source);
      if (!match) return null;
      const resolved = await this.resolve(match[1], importer, {...options, skipSelf: true});
      if (!resolved || resolved.external) return resolved;
      return {...resolved, id: `${resolved.id}?instance=${match[2]}`};
    },
  };
}
