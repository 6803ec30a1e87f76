/**
 * The social live commerce slice's state: the creators of the shop's live streams and whom each
 * demo customer follows (personas: anna two, lukas one).
 */
import type { Kernel, SliceState } from '../../kernel/kernel.ts';

export interface Creator {
  id: string;
  name: string;
}

export const CREATORS: readonly Creator[] = [
  { id: 'cr-anja-reiter', name: 'Anja Reiter' },
  { id: 'cr-tom-berger', name: 'Tom Berger' },
  { id: 'cr-lisa-sommer', name: 'Lisa Sommer' },
  { id: 'cr-mehmet-kaya', name: 'Mehmet Kaya' },
];

const DAY = 24 * 60 * 60 * 1000;

/** customer number → [creator id, days ago]. */
const SEED: Record<string, [string, number][]> = {
  '10012345': [
    ['cr-anja-reiter', 30],
    ['cr-tom-berger', 120],
  ],
  '20023456': [['cr-lisa-sommer', 10]],
};

export class Follows implements SliceState {
  private follows = new Map<string, Map<string, Date>>();
  /** Follows a customer ended, with their first date: following again takes it back (the page's undo). */
  private ended = new Map<string, Map<string, Date>>();

  constructor(private readonly kernel: Kernel) {}

  reset(seededAt: Date): void {
    this.ended = new Map();
    this.follows = new Map(
      Object.entries(SEED).map(([customerNumber, entries]) => [
        customerNumber,
        new Map(entries.map(([id, daysAgo]) => [id, new Date(seededAt.getTime() - daysAgo * DAY)])),
      ]),
    );
  }

  /** The creators the customer follows, most recently followed first. */
  of(customerNumber: string): { creator: Creator; followedAt: Date }[] {
    const mine = this.follows.get(customerNumber) ?? new Map<string, Date>();
    return [...mine.entries()]
      .map(([id, followedAt]) => ({ creator: CREATORS.find((c) => c.id === id), followedAt }))
      .filter((f): f is { creator: Creator; followedAt: Date } => f.creator !== undefined)
      .sort((a, b) => b.followedAt.getTime() - a.followedAt.getTime());
  }

  /** Follows a creator; since the first date when the customer followed before (and ended it). */
  follow(customerNumber: string, creatorId: string): Date {
    const mine = this.follows.get(customerNumber) ?? new Map<string, Date>();
    const since = mine.get(creatorId) ?? this.ended.get(customerNumber)?.get(creatorId) ?? this.kernel.clock.now();
    this.ended.get(customerNumber)?.delete(creatorId);
    mine.set(creatorId, since);
    this.follows.set(customerNumber, mine);
    return since;
  }

  unfollow(customerNumber: string, creatorId: string): void {
    const since = this.follows.get(customerNumber)?.get(creatorId);
    if (since === undefined) return;
    this.follows.get(customerNumber)?.delete(creatorId);
    const ended = this.ended.get(customerNumber) ?? new Map<string, Date>();
    ended.set(creatorId, since);
    this.ended.set(customerNumber, ended);
  }
}
