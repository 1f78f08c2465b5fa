// tests/generators/policy.ts: the suite's own policy on names (AMB-LABEL-LENGTH), stricter than rule 1; checked on every valid name the generators make.

/** Every label 1-63 characters, none empty, none starting or ending with a hyphen (or '@'). */
export function labelPolicyProblems(name: string): string[] {
  if (name === '@') return [];
  const problems: string[] = [];
  name.split('.').forEach((label, i) => {
    if (label.length === 0) problems.push(`label ${i} is empty`);
    if (label.length > 63) problems.push(`label ${i} has ${label.length} characters`);
    if (label.startsWith('-') || label.endsWith('-')) problems.push(`label ${i} (${label}) has a hyphen at an end`);
    if (label.includes('--')) problems.push(`label ${i} (${label}) has two hyphens in a row`);
  });
  return problems;
}

/** Labels of any name, for the too-long invalid names whose labels must stay within 63 too. */
export function longestLabel(name: string): number {
  return Math.max(...name.split('.').map((l) => l.length));
}
