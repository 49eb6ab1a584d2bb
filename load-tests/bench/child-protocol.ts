/** Messages between the bench and its load children (IPC, advanced serialization). */
export interface InputMessage<I> {
  type: 'input';
  input: I;
}

/** A child marks the bounds of its measured window so the bench can snapshot CPU and database counters. */
export interface PhaseMessage {
  type: 'phase';
  phase: string;
}

export interface LogMessage {
  type: 'log';
  text: string;
}

/** Runs a child's body once its input arrives and sends back its result (or its error). */
export function childMain<I, R>(run: (input: I) => Promise<R>): void {
  process.once('message', (message: InputMessage<I>) => {
    run(message.input)
      .then((result) => process.send?.({ type: 'result', result }, () => process.exit(0)))
      .catch((error: unknown) => {
        const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
        process.send?.({ type: 'error', error: text }, () => process.exit(1));
      });
  });
}

export function sendPhase(phase: string): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send({ type: 'phase', phase } satisfies PhaseMessage, () => resolve());
  });
}

export function sendLog(text: string): void {
  process.send?.({ type: 'log', text } satisfies LogMessage);
}
