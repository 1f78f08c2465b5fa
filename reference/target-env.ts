// reference/target-env.ts: the CONFORMANCE_* settings that point a run at a reference served on loopback, as a vendor's
// sandbox would be configured (the bench and the e2e tests run the CLI against one).
import type { ReferenceFixtures } from './fixtures.js';

/** `template: false` leaves CONFORMANCE_TEMPLATE unset (the template checks are then skipped with that reason). */
export function targetEnvOf(reference: { url: string; fixtures: ReferenceFixtures }, options: { template?: boolean } = {}): Record<string, string> {
  const f = reference.fixtures;
  return {
    CONFORMANCE_BASE_URL: reference.url,
    CONFORMANCE_API_KEY: f.apiKey,
    CONFORMANCE_SECOND_API_KEY: f.secondApiKey,
    CONFORMANCE_FIXTURE_USER: f.fixtureUser,
    CONFORMANCE_FOREIGN_DOMAIN_ID: f.foreignDomainId,
    CONFORMANCE_COMPLETED_TRANSFER_ID: f.completedTransferId,
    ...(options.template === false ? {} : { CONFORMANCE_TEMPLATE: JSON.stringify(f.template) }),
  };
}
