// reference/resolve-names.ts: the reference resolves its own fault and variant names (faults/, variants.ts), so that
// no caller imports the fault catalogue; its 139 modules load only when a fault is asked for.
import type { Fault } from './faults/types.js';

/** A fault or variant name the reference does not know (or variants that exclude each other). */
export class UnknownReferenceName extends Error {
  readonly kind: 'fault' | 'variant';
  constructor(kind: 'fault' | 'variant', message: string) {
    super(message);
    this.kind = kind;
    this.name = 'UnknownReferenceName';
  }
}

export async function resolveFaults(names: readonly string[] = []): Promise<Fault[]> {
  if (!names.length) return [];
  const { faultCatalogue } = await import('./faults/index.js');
  return names.map((name) => {
    const fault = faultCatalogue.find((f) => f.name === name);
    if (!fault) throw new UnknownReferenceName('fault', `unknown fault "${name}" (reference/faults/index.ts lists them)`);
    return fault;
  });
}

/** The names, checked against contracts/ambiguities.yaml and the reference's variant catalogue. */
export async function checkVariants(names: readonly string[] = []): Promise<string[]> {
  if (!names.length) return [];
  const { resolveVariants } = await import('./variants.js');
  try {
    resolveVariants(names);
  } catch (error) {
    throw new UnknownReferenceName('variant', (error as Error).message);
  }
  return [...names];
}
