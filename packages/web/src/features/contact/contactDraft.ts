/**
 * The contact form's draft (docs/product/my-data.md "Support form"): topic and message kept in the
 * tab's sessionStorage while the customer writes, so a session that ends meanwhile loses nothing:
 * after the login the form shows them again. One draft (one key), of the account that wrote it
 * (another account in the same tab never sees it), the message no longer than the form takes;
 * gone once the request is sent and when the tab is closed.
 */
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';

const DRAFT_KEY = 'mein-konto:contact-draft';

export interface ContactDraft {
  topic: string;
  text: string;
}

interface StoredDraft extends ContactDraft {
  owner: string;
}

/** The draft of `owner` (the customer's id), or null. */
export function readContactDraft(owner: string, topics: readonly string[]): ContactDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<StoredDraft> | null;
    if (!stored || stored.owner !== owner || typeof stored.text !== 'string') return null;
    const topic = typeof stored.topic === 'string' && topics.includes(stored.topic) ? stored.topic : '';
    const text = stored.text.slice(0, BOUNDS.supportText.maxLength);
    return topic === '' && text.trim() === '' ? null : { topic, text };
  } catch {
    return null;
  }
}

/** Keeps what the customer typed (an empty form keeps nothing). */
export function saveContactDraft(owner: string, draft: ContactDraft): void {
  try {
    if (draft.topic === '' && draft.text.trim() === '') sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, topic: draft.topic, text: draft.text.slice(0, BOUNDS.supportText.maxLength) }));
  } catch {
    // storage full or blocked: the form works without a draft
  }
}

export function clearContactDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // blocked storage holds no draft
  }
}
