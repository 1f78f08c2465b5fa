// reference/templates.ts: loads a template set from reference/templates.yaml and expands a template into records (§4.4 template operation, AMB-TEMPLATES).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';

export interface TemplateRecord {
  type: string;
  name: string;
  content: string;
  ttl?: number;
  priority?: number;
}

export interface TemplateDefinition {
  description: string;
  variables: string[];
  example: Record<string, string>;
  records: TemplateRecord[];
}

export type TemplateSet = Record<string, TemplateDefinition>;

const TEMPLATES_FILE = fileURLToPath(new URL('./templates.yaml', import.meta.url));

export function loadTemplateSet(name: string): TemplateSet {
  const file = load(readFileSync(TEMPLATES_FILE, 'utf8'), { schema: CORE_SCHEMA }) as { sets: Record<string, TemplateSet> };
  const set = file.sets[name];
  if (!set) throw new Error(`reference/templates.yaml has no template set named ${name}`);
  return set;
}

/** The template of that id, or undefined; own properties only, so "constructor" is not a template. */
export function findTemplate(set: TemplateSet, id: string): TemplateDefinition | undefined {
  return Object.hasOwn(set, id) ? set[id] : undefined;
}

/** Replaces every {{variable}} in the template's record contents. */
export function expandTemplate(template: TemplateDefinition, variables: Record<string, string>): TemplateRecord[] {
  return template.records.map((record) => ({
    ...record,
    content: record.content.replace(/\{\{(\w+)\}\}/g, (_, name: string) => variables[name] ?? ''),
  }));
}
