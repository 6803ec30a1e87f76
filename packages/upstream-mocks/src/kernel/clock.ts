/**
 * The mock clock: the app's clock plus an offset the admin surface moves forward, so tests let
 * tokens, sessions and codes expire without waiting. A reset sets the offset back to zero and
 * marks the moment the seed data is computed from.
 */
export class MockClock {
  private offsetMs = 0;
  /** The moment of the last reset: seed dates ("placed minutes ago") are relative to it. */
  resetAt: Date;

  constructor(private readonly base: () => Date) {
    this.resetAt = this.now();
  }

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  reset(): void {
    this.offsetMs = 0;
    this.resetAt = this.now();
  }
}
