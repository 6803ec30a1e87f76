/**
 * The contact form's draft (docs/product/my-data.md §4 "Contact", lib/formDraft.ts): topic and
 * message, the message no longer than the form takes.
 */
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { clearDraft, readDraft, saveDraft } from '../../lib/formDraft.ts';

const DRAFT = 'contact';

export interface ContactDraft {
  topic: string;
  text: string;
}

/** The draft of `owner` (the customer's id), or null. */
export function readContactDraft(owner: string, topics: readonly string[]): ContactDraft | null {
  const stored = readDraft(DRAFT, owner) as Partial<Record<keyof ContactDraft, unknown>> | null;
  if (!stored || typeof stored !== 'object' || typeof stored.text !== 'string') return null;
  const topic = typeof stored.topic === 'string' && topics.includes(stored.topic) ? stored.topic : '';
  const text = stored.text.slice(0, BOUNDS.supportText.maxLength);
  return topic === '' && text.trim() === '' ? null : { topic, text };
}

/** Keeps what the customer typed (an empty form keeps nothing). */
export function saveContactDraft(owner: string, draft: ContactDraft): void {
  const empty = draft.topic === '' && draft.text.trim() === '';
  saveDraft(
    DRAFT,
    owner,
    empty ? null : { topic: draft.topic, text: draft.text.slice(0, BOUNDS.supportText.maxLength) },
  );
}

export function clearContactDraft(): void {
  clearDraft(DRAFT);
}
