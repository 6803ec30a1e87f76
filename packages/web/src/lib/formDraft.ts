/**
 * Drafts of forms (docs/product/shell.md §4, my-data.md §4 "Contact", addresses.md §4, ways-in.md §4 "Registration"): what the
 * customer types is kept in the tab's sessionStorage while they type, so a session that ends
 * meanwhile loses nothing: after the login the form shows it again. One draft per form (its
 * name), of the account that wrote it (another account in the same tab never sees it); gone once
 * saved or sent and when the tab is closed. Never a password. Each form checks the stored values
 * it reads back (their type, length and choices), since the storage is the browser's.
 */
const PREFIX = 'mein-konto:draft:';

/** The stored values of the form `name` of `owner` (the customer's id; the registration's: its market), unchecked; null when there are none. */
export function readDraft(name: string, owner: string): unknown {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? 'null') as {
      owner?: unknown;
      values?: unknown;
    } | null;
    return stored && stored.owner === owner ? (stored.values ?? null) : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values; null (nothing typed) removes the draft. */
export function saveDraft(name: string, owner: string, values: unknown): void {
  try {
    if (values === null) sessionStorage.removeItem(PREFIX + name);
    else sessionStorage.setItem(PREFIX + name, JSON.stringify({ owner, values }));
  } catch {
    // storage full or blocked: the form works without a draft
  }
}

export function clearDraft(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // blocked storage holds no draft
  }
}

/** Every draft of the tab (at logout: lib/forgetOnLogout.ts). */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // blocked storage holds no draft
  }
}
