/**
 * The kernel of the mocks: what every service slice shares but no service owns (the mock
 * clock, the mailbox, fault injection, the log service's received entries, the e-mail link
 * builder) and the states of the slices, one per state class.
 *
 * A slice keeps its data in a state class (`services/<service>/state.ts`) and reaches another
 * slice's data through that slice's state class: `kernel.state(Orders)` is the order slice's
 * public API. States are created on first use, so a state that reads another in its constructor
 * (to seed from it) comes after it; `reset()` returns them to the seed in that order.
 */
import { MockClock } from './clock.ts';
import { Faults } from './faults.ts';
import { EmailLinks } from './links.ts';
import { Mailbox } from './mailbox.ts';
import { ReceivedLogs } from './receivedLogs.ts';

/** The data of a slice: back to its seed with `reset`. */
export interface SliceState {
  /** Back to the seed; `seededAt` is the moment seed dates are computed from. */
  reset(seededAt: Date): void;
}

export type StateClass<T extends SliceState> = new (kernel: Kernel) => T;

/**
 * The state of records a slice creates while it runs (sessions, tokens, codes, requests), by
 * key: nothing of it is seeded, a reset forgets all of it.
 */
export abstract class TransientState<T> implements SliceState {
  protected readonly records = new Map<string, T>();

  constructor(protected readonly kernel: Kernel) {}

  reset(): void {
    this.records.clear();
  }

  protected now(): Date {
    return this.kernel.clock.now();
  }
}

export interface KernelOptions {
  /** The clock; seed dates and expiry are computed from it. */
  now: () => Date;
  /** Lifetime of access tokens of the customer service's sessions. */
  accessTokenTtlSeconds: number;
  /** Base URL of the account SPA for links in e-mails. */
  spaBaseUrl?: string | undefined;
}

export class Kernel {
  readonly clock: MockClock;
  readonly mailbox: Mailbox;
  readonly faults = new Faults();
  readonly logs = new ReceivedLogs();
  readonly links: EmailLinks;
  readonly accessTokenTtlSeconds: number;
  private readonly states = new Map<StateClass<SliceState>, SliceState>();
  private readonly creating = new Set<StateClass<SliceState>>();

  constructor(options: KernelOptions) {
    this.clock = new MockClock(options.now);
    this.mailbox = new Mailbox(this.clock);
    this.links = new EmailLinks(options.spaBaseUrl);
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds;
  }

  /** The state of a slice for this app, created and seeded on first use. */
  state<T extends SliceState>(type: StateClass<T>): T {
    const existing = this.states.get(type);
    if (existing) return existing as T;
    if (this.creating.has(type)) throw new Error(`the state ${type.name} needs itself to be created`);
    this.creating.add(type);
    try {
      const created = new type(this);
      created.reset(this.clock.resetAt);
      this.states.set(type, created);
      return created;
    } finally {
      this.creating.delete(type);
    }
  }

  /**
   * Everything back to the seed: the clock, mailbox, faults and logs, then every slice's state
   * (which may put the e-mails of the seed into the mailbox; `seedMails: false` leaves it empty).
   */
  reset({ seedMails = true }: { seedMails?: boolean } = {}): void {
    this.clock.reset();
    this.mailbox.clear();
    this.faults.clear();
    this.logs.clear();
    for (const state of this.states.values()) state.reset(this.clock.resetAt);
    if (!seedMails) this.mailbox.clear();
  }
}
