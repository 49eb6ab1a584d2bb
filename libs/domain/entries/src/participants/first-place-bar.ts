/**
 * Until when a child ranked first is barred from taking part again. Winners live in the awards lib,
 * built on this one: it provides this port (AwardsModule), so the dependency points one way.
 */
export abstract class FirstPlaceBar {
  /** The end of the baby's bar after its latest first place; null when it never came first. */
  abstract barredUntil(babyId: number): Promise<Date | null>;
}
