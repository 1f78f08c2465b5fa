// harness/load-typescript.mjs: lets Node load this package's TypeScript, in the command's process and in the check worker
// (harness/conformance.vitest.config.ts passes it with --import). Plain JavaScript, since nothing can load TypeScript before it.
//
// Where it can, Node strips the types itself, and a resolve hook maps the sources' `./x.js` imports to `./x.ts`: the rest
// (vitest, vite, express, ajv, ...) then loads as Node loads any JavaScript. Through tsx's loader, every module of a
// package also passes through tsx's hooks, which cost about 1.1 s of CPU to load vitest alone, in each process of a run.
// Node refuses to strip types under node_modules (an installed package), and older Nodes cannot strip them or run the
// hook in the same thread: there, tsx loads everything as before. tsconfig.json's erasableSyntaxOnly keeps the sources
// within what Node can strip.
import module from 'node:module';

const insideNodeModules = import.meta.url.includes('/node_modules/');
const native = Boolean(process.features.typescript) && typeof module.registerHooks === 'function' && !insideNodeModules;

if (native) {
  // Node announces type stripping as experimental once per process; that line is not the run's output.
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    const text = typeof warning === 'string' ? warning : warning?.message;
    if (typeof text === 'string' && text.includes('Type Stripping')) return;
    return emitWarning.call(process, warning, ...rest);
  };
  const ourRoot = new URL('..', import.meta.url).href;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      // A parent's URL may carry a query (the check worker's test files do).
      const parent = context.parentURL?.replace(/[?#].*$/, '');
      if (
        parent?.startsWith(ourRoot) &&
        parent.endsWith('.ts') &&
        !parent.includes('/node_modules/') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        try {
          return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
        } catch {
          // A real .js file beside the sources.
        }
      }
      return nextResolve(specifier, context);
    },
  });
} else {
  const { register } = await import('tsx/esm/api');
  register();
}

/** How this process loads TypeScript, for the tests: 'node' (type stripping) or 'tsx'. */
export const typescriptLoader = native ? 'node' : 'tsx';
