// reference/fixtures.ts: seeded data: two API keys (§5), users (§2.1), domains in every §3 status with DNS records (§2.2, §2.3), TLD catalogue (§2.5),
// and the fixture template (§4.4).
import { DAY_MS, startOfUtcDay } from './clock.js';
import type { ReferenceParts } from './parts.js';
import { recordSpace } from './variants.js';

/** §2.5 TLD entry, prices in cents (currency from config). */
export interface TldEntry {
  tld: string;
  registration_price_cents: number;
  renewal_price_cents: number;
  transfer_price_cents: number;
  available: boolean;
}

export const tldCatalogue: TldEntry[] = [
  { tld: 'com', registration_price_cents: 1299, renewal_price_cents: 1499, transfer_price_cents: 1199, available: true },
  { tld: 'net', registration_price_cents: 1399, renewal_price_cents: 1699, transfer_price_cents: 1299, available: true },
  { tld: 'org', registration_price_cents: 1199, renewal_price_cents: 1549, transfer_price_cents: 1099, available: true },
  { tld: 'io', registration_price_cents: 3999, renewal_price_cents: 4499, transfer_price_cents: 3999, available: true },
  { tld: 'dev', registration_price_cents: 1499, renewal_price_cents: 1699, transfer_price_cents: 1499, available: true },
  { tld: 'app', registration_price_cents: 1699, renewal_price_cents: 1899, transfer_price_cents: 1699, available: true },
  { tld: 'info', registration_price_cents: 499, renewal_price_cents: 2199, transfer_price_cents: 1599, available: true },
  { tld: 'xyz', registration_price_cents: 199, renewal_price_cents: 1399, transfer_price_cents: 1299, available: true },
  { tld: 'bank', registration_price_cents: 89999, renewal_price_cents: 89999, transfer_price_cents: 89999, available: false },
];

export interface ReferenceFixtures {
  apiKey: string;
  secondApiKey: string;
  /** Owns several domains under apiKey. */
  fixtureUser: string;
  /** Owns none, under apiKey. */
  emptyUser: string;
  /** A domain under secondApiKey: 403 for apiKey. */
  foreignDomainId: string;
  /** A transfer under apiKey that completed: the fixture user's first domain came in by it (§2.4, §3). */
  completedTransferId: string;
  /** A template the reference offers, with variables that give valid records. */
  template: { template_id: string; variables: Record<string, string> };
  /** The fixture user's domains. */
  domains: Array<{ id: string; name: string; status: string; owner: string }>;
}

export const FIXTURE_KEYS = {
  primary: 'sk_ref_primary_7f3a9c2e5b1d',
  secondary: 'sk_ref_secondary_2b8e4d6f0a9c',
} as const;

interface SeedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority?: number;
}

interface SeedDomain {
  id: string;
  name: string;
  status: string;
  /** Days from today (UTC midnight). */
  purchasedDay: number;
  expiresDay: number;
  auto_renew: boolean;
  whois_privacy: boolean;
  records: SeedRecord[];
}

interface SeedUser {
  apiKey: string;
  user_identifier: string;
  email: string | null;
  createdDay: number;
  lastLoginDay: number;
  domains: SeedDomain[];
}

const seedUsers: SeedUser[] = [
  {
    apiKey: FIXTURE_KEYS.primary,
    user_identifier: 'fixture-owner',
    email: 'owner@fixture.example',
    createdDay: -900,
    lastLoginDay: -2,
    domains: [
      {
        id: 'dom_fixture_active',
        name: 'fixture-active-site.com',
        status: 'active',
        purchasedDay: -400,
        expiresDay: 330,
        auto_renew: true,
        whois_privacy: true,
        records: [
          { id: 'rec_fixture_active_a', type: 'A', name: '@', content: '192.0.2.10', ttl: 3600 },
          { id: 'rec_fixture_active_cname', type: 'CNAME', name: 'www', content: 'fixture-active-site.com', ttl: 3600 },
          { id: 'rec_fixture_active_mx', type: 'MX', name: '@', content: 'mail.fixture-active-site.com', ttl: 3600, priority: 10 },
        ],
      },
      {
        id: 'dom_fixture_pending',
        name: 'fixture-pending-shop.net',
        status: 'pending',
        purchasedDay: -1,
        expiresDay: 364,
        auto_renew: false,
        whois_privacy: false,
        records: [{ id: 'rec_fixture_pending_a', type: 'A', name: '@', content: '192.0.2.20', ttl: 300 }],
      },
      {
        id: 'dom_fixture_expired',
        name: 'fixture-expired-blog.org',
        status: 'expired',
        purchasedDay: -800,
        expiresDay: -70,
        auto_renew: false,
        whois_privacy: true,
        records: [],
      },
      {
        id: 'dom_fixture_suspended',
        name: 'fixture-suspended-app.io',
        status: 'suspended',
        purchasedDay: -200,
        expiresDay: 165,
        auto_renew: true,
        whois_privacy: false,
        records: [
          { id: 'rec_fixture_suspended_a', type: 'A', name: '@', content: '192.0.2.30', ttl: 1800 },
          { id: 'rec_fixture_suspended_txt', type: 'TXT', name: '@', content: 'v=spf1 -all', ttl: 3600 },
        ],
      },
    ],
  },
  {
    apiKey: FIXTURE_KEYS.primary,
    user_identifier: 'fixture-empty',
    email: null,
    createdDay: -10,
    lastLoginDay: -10,
    domains: [],
  },
  {
    apiKey: FIXTURE_KEYS.secondary,
    user_identifier: 'foreign-owner',
    email: 'owner@foreign.example',
    createdDay: -60,
    lastLoginDay: -5,
    domains: [
      {
        id: 'dom_foreign_active',
        name: 'foreign-partner-site.com',
        status: 'active',
        purchasedDay: -60,
        expiresDay: 305,
        auto_renew: true,
        whois_privacy: true,
        records: [{ id: 'rec_foreign_active_a', type: 'A', name: '@', content: '198.51.100.7', ttl: 3600 }],
      },
    ],
  },
];

/** Seeds the store through its own methods; dates are relative to the clock's current day, so statuses stay true. */
export function seedFixtures(parts: ReferenceParts): ReferenceFixtures {
  const { store, config } = parts;
  const today = startOfUtcDay(parts.clock.now());
  const day = (offset: number) => today + offset * DAY_MS;
  store.addApiKey(FIXTURE_KEYS.primary);
  store.addApiKey(FIXTURE_KEYS.secondary);

  for (const seed of seedUsers) {
    let spent = 0;
    for (const d of seed.domains) {
      const tld = config.tlds.find((t) => d.name.endsWith(`.${t.tld}`));
      if (!tld) throw new Error(`fixture domain ${d.name} has a TLD the catalogue does not offer`);
      spent += tld.registration_price_cents;
      store.addDomain({
        id: d.id,
        apiKey: seed.apiKey,
        owner: seed.user_identifier,
        name: d.name,
        status: d.status,
        purchased_at: day(d.purchasedDay),
        expires_at: day(d.expiresDay),
        auto_renew: d.auto_renew,
        whois_privacy: d.whois_privacy,
        registrar: config.registrar,
        nameservers: [...config.nameservers],
        registration_price_cents: tld.registration_price_cents,
        renewal_price_cents: tld.renewal_price_cents,
        currency: config.currency,
        updated_at: day(d.purchasedDay),
      });
      for (const r of d.records) {
        store.addRecord({
          id: r.id,
          domainId: d.id,
          space: recordSpace(parts, 'extended'),
          type: r.type,
          name: r.name,
          content: r.content,
          ttl: r.ttl,
          priority: r.priority ?? null,
          weight: null,
          port: null,
          target: null,
          created_at: day(d.purchasedDay),
          updated_at: day(d.purchasedDay),
        });
      }
    }
    store.addUser({
      apiKey: seed.apiKey,
      user_identifier: seed.user_identifier,
      email: seed.email,
      created_at: day(seed.createdDay),
      last_login: day(seed.lastLoginDay),
      updated_at: day(seed.lastLoginDay),
      total_spent_cents: spent,
    });
  }

  const [templateId, template] = Object.entries(config.templates)[0];
  const owner = seedUsers[0];
  // §3 "A completed transfer carries a domain_id and completed_at": the fixture user's first domain came in by a transfer that completed
  // the day it was purchased, 6 days after it began (§8 guidance: 5 to 7 days).
  const transferred = owner.domains[0];
  const completed = store.addTransfer({
    transfer_id: 'trf_fixture_completed',
    apiKey: owner.apiKey,
    domain_name: transferred.name,
    user_identifier: owner.user_identifier,
    status: 'completed',
    started_at: day(transferred.purchasedDay - 6),
    estimated_completion: day(transferred.purchasedDay - 1),
    completed_at: day(transferred.purchasedDay),
    domain_id: transferred.id,
    cost_cents: 0,
    currency: config.currency,
    extend_registration: false,
  });
  return {
    apiKey: FIXTURE_KEYS.primary,
    secondApiKey: FIXTURE_KEYS.secondary,
    fixtureUser: owner.user_identifier,
    emptyUser: seedUsers[1].user_identifier,
    foreignDomainId: seedUsers[2].domains[0].id,
    completedTransferId: completed.transfer_id,
    template: { template_id: templateId, variables: { ...template.example } },
    domains: owner.domains.map((d) => ({ id: d.id, name: d.name, status: d.status, owner: owner.user_identifier })),
  };
}
