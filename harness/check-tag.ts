// harness/check-tag.ts: four base-36 characters of a check's own, from its id (CheckContext.namePrefix): the same in
// every run, distinct across the catalogue (tests/harness/check-ids.test.ts).

/** FNV-1a of the id, in base 36, four characters. */
export function checkTag(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return (h % 36 ** 4).toString(36).padStart(4, '0');
}
